import AppIntents

/// Read with its bodies: an intent (a role).
struct BrewTeaIntent: AppIntent {
  static let title: LocalizedStringResource = "Brew Tea"

  @Parameter(title: "Kind", default: .green)
  var kind: TeaKind

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let seconds = steepTime()
    TeaShelf.shared.take(kind)
    return .result(dialog: "Steep for \(seconds) seconds.")
  }
}

/// Read with its bodies: an extension of the intent.
extension BrewTeaIntent {
  static let openAppWhenRun = false
}

/// Read with its bodies: an app enum (a role).
enum TeaKind: String, AppEnum {
  case green, black, oolong

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tea"
  static let caseDisplayRepresentations: [TeaKind: DisplayRepresentation] = [
    .green: "Green", .black: "Black", .oolong: "Oolong",
  ]
}

/// Kept for its names: the intent spells `TeaShelf.shared.take`. Its function bodies and the
/// members no kept declaration names are skipped, and what they mention does not count:
/// `TeaLedger.swift` and `TeaLabel.swift` are not parsed.
final class TeaShelf {
  static let shared = TeaShelf()
  private var labels: [TeaLabel] = []

  func take(_ kind: TeaKind) {
    TeaLedger.record(kind.rawValue)
  }

  func restock() {
    labels.removeAll()
  }
}

/// Kept for its names, its members skipped.
extension TeaShelf {
  var isEmpty: Bool { labels.isEmpty }
}

/// A function the intent calls: the evaluator fills in its default argument, so what it
/// mentions counts (`Strength.swift` is parsed).
func steepTime(_ strength: Strength = Strength.regular) -> Int {
  strength.seconds
}
