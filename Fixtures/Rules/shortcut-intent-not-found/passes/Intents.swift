import AppIntents

struct OrderCoffeeIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Coffee"
  func perform() async throws -> some IntentResult { .result() }
}

enum Menu {
  struct ShowMenuIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Menu"
    static let openAppWhenRun = true
    func perform() async throws -> some IntentResult { .result() }
  }
}

struct ReorderIntent: AppIntent {
  static let title: LocalizedStringResource = "Reorder"
  static let favorite = ReorderIntent()
  func perform() async throws -> some IntentResult { .result() }
}
