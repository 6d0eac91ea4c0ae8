import AppIntents

struct CoffeeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderCofeeIntent(), phrases: ["Order coffee with \(.applicationName)"], shortTitle: "Order",  // expected: 6:15: error: No type named 'OrderCofeeIntent' is declared in the scanned sources, so this App Shortcut runs no intent; did you mean 'OrderCoffeeIntent'? [shortcut-intent-not-found]
      systemImageName: "cup.and.saucer")
    // Renamed to Menu.ShowMenuIntent, but this call still uses the old top-level name.
    AppShortcut(
      intent: ShowMenuIntent(), phrases: ["Show the menu in \(.applicationName)"], shortTitle: "Menu",  // expected: 10:15: error: No type named 'ShowMenuIntent' is declared in the scanned sources, so this App Shortcut runs no intent; did you mean 'Menu.ShowMenuIntent'? [shortcut-intent-not-found]
      systemImageName: "list.bullet")
    AppShortcut(
      intent: Fixture.ReorderIntent(), phrases: ["Reorder with \(.applicationName)"], shortTitle: "Reorder",  // expected: 13:15: error: No type named 'Fixture.ReorderIntent' is declared in the scanned sources, so this App Shortcut runs no intent; check the spelling, or scan the file that declares it [shortcut-intent-not-found]
      systemImageName: "arrow.clockwise")
  }
}
