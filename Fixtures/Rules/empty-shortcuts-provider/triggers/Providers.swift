import AppIntents

// Each provider below shows one way of ending up with no App Shortcut.

/// Scaffolded and never filled in.
struct TaskShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {  // expected: 7:14: warning: 'TaskShortcuts' has no App Shortcuts: its 'appShortcuts' has no AppShortcut(...) call in this build configuration; add AppShortcut(...) calls or remove the provider [empty-shortcuts-provider]
    []
  }
}

/// Its only shortcut is compiled in debug builds (DEBUG is not defined here).
struct DebugShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {  // expected: 14:14: warning: 'DebugShortcuts' has no App Shortcuts: its 'appShortcuts' has no AppShortcut(...) call in this build configuration; add AppShortcut(...) calls or remove the provider [empty-shortcuts-provider]
    #if DEBUG
    AppShortcut(
      intent: AddTaskIntent(), phrases: ["Add a test task in \(.applicationName)"], shortTitle: "Test Task",
      systemImageName: "hammer")
    #endif
  }
}

/// The shortcuts are built elsewhere, where Xcode's extraction does not look.
struct TodayShortcuts: AppShortcutsProvider {
  static let today = AppShortcut(
    intent: ShowTodayIntent(), phrases: ["Show today in \(.applicationName)"], shortTitle: "Today",
    systemImageName: "calendar")

  static var appShortcuts: [AppShortcut] {  // expected: 29:14: warning: 'TodayShortcuts' has no App Shortcuts Xcode can read: its 'appShortcuts' has 2 entries but no AppShortcut(...) call, and the first is a reference to 'today' inside a getter (read as 'self.today'; write the value itself); write the AppShortcut(...) calls in the body [empty-shortcuts-provider]
    today
    ShortcutCatalog.addTask
  }
}

enum ShortcutCatalog {
  static let addTask = AppShortcut(
    intent: AddTaskIntent(), phrases: ["Add a task in \(.applicationName)"], shortTitle: "Add",
    systemImageName: "plus")
}

struct ArrayShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] { return [] }  // expected: 42:14: warning: 'ArrayShortcuts' has no App Shortcuts: its 'appShortcuts' has no AppShortcut(...) call in this build configuration; add AppShortcut(...) calls or remove the provider [empty-shortcuts-provider]
}
