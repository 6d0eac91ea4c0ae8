import AppIntents

/// The App Shortcuts of Meal Planner. Phrases are compiled into the app; every phrase names
/// the app, and there are at most ten shortcuts.
struct AppShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: LogMealIntent(),
      phrases: [
        "Log a meal in \(.applicationName)",
        "Log \(\.$recipe) in \(.applicationName)",
      ],
      shortTitle: "Log a Meal",
      systemImageName: "fork.knife"
    )
    AppShortcut(
      intent: ShowShoppingListIntent(),
      phrases: ["Show my shopping list in \(.applicationName)"],
      shortTitle: "Shopping List",
      systemImageName: "cart"
    )
  }
}
