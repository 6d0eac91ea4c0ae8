import AppIntents

/// The app's only App Shortcut.
struct CoffeeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderCoffeeIntent(),
      phrases: [
        "Order coffee with \(.applicationName)",
        "Get my usual from \(.applicationName)",
      ],
      shortTitle: "Order Coffee",
      systemImageName: "cup.and.saucer"
    )
  }
}
