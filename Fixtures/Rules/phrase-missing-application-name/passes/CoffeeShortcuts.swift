import AppIntents

struct OrderCoffeeIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Coffee"
  func perform() async throws -> some IntentResult { .result() }
}

struct CoffeeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderCoffeeIntent(),
      phrases: ["Order coffee with \(.applicationName)", "\(.applicationName), brew me a coffee"],
      shortTitle: "Order", systemImageName: "cup.and.saucer")
  }
}
