import AppIntents

/// Shortcuts inside `if #available` still count.
struct TaskShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    if #available(iOS 18.0, *) {
      AppShortcut(
        intent: AddTaskIntent(), phrases: ["Add a task in \(.applicationName)"], shortTitle: "Add",
        systemImageName: "plus")
    }
  }
}

/// The release branch of `#if` is active.
struct BuildShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    #if DEBUG
    AppShortcut(
      intent: AddTaskIntent(), phrases: ["Add a test task in \(.applicationName)"], shortTitle: "Test Task",
      systemImageName: "hammer")
    #else
    AppShortcut(
      intent: ShowTodayIntent(), phrases: ["Show today in \(.applicationName)"], shortTitle: "Today",
      systemImageName: "calendar")
    #endif
  }
}

/// An array returned explicitly is read too.
struct ArrayShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    return [
      AppShortcut(
        intent: ShowTodayIntent(), phrases: ["What's due today in \(.applicationName)"], shortTitle: "Due",
        systemImageName: "calendar.badge.clock")
    ]
  }
}

/// Statements in the body: the compiler's extraction records the variable's initial value as a
/// member, which the model does not mirror, so nothing is said.
struct ComputedShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    var shortcuts = [
      AppShortcut(
        intent: ShowTodayIntent(), phrases: ["Show my day in \(.applicationName)"], shortTitle: "My Day",
        systemImageName: "sun.max")
    ]
    if #available(iOS 18.0, *) {
      shortcuts.append(
        AppShortcut(
          intent: AddTaskIntent(), phrases: ["Jot down a task in \(.applicationName)"], shortTitle: "Jot",
          systemImageName: "pencil"))
    }
    return shortcuts
  }
}
