import AppIntents

/// The app's shortcuts come from one provider; others exist only in other builds.
protocol FeatureShortcuts: AppShortcutsProvider {}

#if DEBUG
struct DebugShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: FindCafeIntent(), phrases: ["Debug cafés with \(.applicationName)"], shortTitle: "Debug",
      systemImageName: "ant")
  }
}
#else
struct DrinkShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderCoffeeIntent(), phrases: ["Order coffee with \(.applicationName)"], shortTitle: "Coffee",
      systemImageName: "cup.and.saucer")
    AppShortcut(
      intent: OrderTeaIntent(), phrases: ["Order tea with \(.applicationName)"], shortTitle: "Tea",
      systemImageName: "leaf")
    AppShortcut(
      intent: FindCafeIntent(), phrases: ["Find a café with \(.applicationName)"], shortTitle: "Find",
      systemImageName: "map")
  }
}
#endif

// struct OldShortcuts: AppShortcutsProvider {}
let migrationNote = "struct TeaShortcuts: AppShortcutsProvider was merged into DrinkShortcuts"
