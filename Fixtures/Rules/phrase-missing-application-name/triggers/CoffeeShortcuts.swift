import AppIntents

struct OrderCoffeeIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Coffee"
  func perform() async throws -> some IntentResult { .result() }
}

struct CoffeeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderCoffeeIntent(),
      phrases: [
        "Order coffee",  // expected: 13:9: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. [phrase-missing-application-name]
        "Order with \(.applicationName) from \(.applicationName)",  // expected: 14:9: error: Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. This one has 2. [phrase-missing-application-name]
        "Order coffee with \(.applicationName)",
      ],
      shortTitle: "Order", systemImageName: "cup.and.saucer")
  }
}
