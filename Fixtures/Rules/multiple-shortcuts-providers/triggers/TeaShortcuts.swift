import AppIntents

// Added by the tea feature team, unaware of CoffeeShortcuts.
struct TeaShortcuts: AppShortcutsProvider {  // expected: 4:8: error: Only 1 'AppIntents.AppShortcutsProvider' conformance is allowed per app ('TeaShortcuts' is another besides 'CoffeeShortcuts'; move its App Shortcuts there) [multiple-shortcuts-providers]
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderTeaIntent(), phrases: ["Order tea with \(.applicationName)"], shortTitle: "Tea",
      systemImageName: "leaf")
  }
}

enum Locator {
  final class CafeShortcuts {}  // expected: 13:15: error: Only 1 'AppIntents.AppShortcutsProvider' conformance is allowed per app ('CafeShortcuts' is another besides 'CoffeeShortcuts'; move its App Shortcuts there) [multiple-shortcuts-providers]
}

extension Locator.CafeShortcuts: AppShortcutsProvider {
  @AppShortcutsBuilder
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: FindCafeIntent(), phrases: ["Find a café with \(.applicationName)"], shortTitle: "Find",
      systemImageName: "map")
  }
}
