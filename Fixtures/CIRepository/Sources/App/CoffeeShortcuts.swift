import AppIntents

/// The app's App Shortcuts.
struct CoffeeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderCoffeeIntent(),
      phrases: [
        "Order coffee with \(.applicationName)",
        "Order a \(\.$size) coffee with \(.applicationName)",
      ],
      shortTitle: "Order Coffee",
      systemImageName: "cup.and.saucer"
    )
  }
}
