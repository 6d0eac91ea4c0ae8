import Foundation

/// No App Intents file names it: skipped, unparsed.
@MainActor
final class TripCache {
  static let shared = TripCache()
  func load() -> [String] { ["a", "b"] }
}

enum TripStrings {
  static let title: LocalizedStringResource = "Plan Trip"
  static let summary: LocalizedStringResource = "Plans a trip."
}

struct TripRecord<Value: Hashable>: Codable where Value: Codable {
  var value: Value?
}

extension TripRecord {
  func describe() -> String { "\(value as Any)" }
}

extension TripStrings {
  static let subtitle = "Anywhere"
}

enum Styles {
  typealias Label = String
}

func tripTitle() -> String { "Trip" }

func unusedHelper() -> Int { 42 }

protocol TripPlanning {
  func plan()
}

// A syntax error in a declaration no lookup reads: skipped, so not reported.
struct TripDraft {
  var stops: = 1
}
