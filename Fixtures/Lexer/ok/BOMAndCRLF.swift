import AppIntents
struct A: AppIntent {
  static let title: LocalizedStringResource = "A"
}
