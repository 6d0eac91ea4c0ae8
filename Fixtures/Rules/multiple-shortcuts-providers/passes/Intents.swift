import AppIntents

struct OrderCoffeeIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Coffee"
  func perform() async throws -> some IntentResult { .result() }
}

struct OrderTeaIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Tea"
  func perform() async throws -> some IntentResult { .result() }
}

struct FindCafeIntent: AppIntent {
  static let title: LocalizedStringResource = "Find Café"
  func perform() async throws -> some IntentResult { .result() }
}
