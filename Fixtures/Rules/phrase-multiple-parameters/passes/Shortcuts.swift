import AppIntents

struct CoffeeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderDrinkIntent(),
      phrases: [
        "Order a \(\.$drink) with \(.applicationName)",
        "Order a \(\.$size) coffee with \(.applicationName)",
        "Order \(\.$drink), yes, a \(\.$drink), with \(.applicationName)",
        "Order coffee with \(.applicationName)",
      ],
      shortTitle: "Order", systemImageName: "cup.and.saucer")
  }
}
