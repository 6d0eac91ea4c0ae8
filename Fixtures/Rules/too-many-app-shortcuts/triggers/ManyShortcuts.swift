import AppIntents

struct Intent1: AppIntent {
  static let title: LocalizedStringResource = "Action 1"
  func perform() async throws -> some IntentResult { .result() }
}

struct Intent2: AppIntent {
  static let title: LocalizedStringResource = "Action 2"
  func perform() async throws -> some IntentResult { .result() }
}

struct Intent3: AppIntent {
  static let title: LocalizedStringResource = "Action 3"
  func perform() async throws -> some IntentResult { .result() }
}

struct Intent4: AppIntent {
  static let title: LocalizedStringResource = "Action 4"
  func perform() async throws -> some IntentResult { .result() }
}

struct Intent5: AppIntent {
  static let title: LocalizedStringResource = "Action 5"
  func perform() async throws -> some IntentResult { .result() }
}

struct Intent6: AppIntent {
  static let title: LocalizedStringResource = "Action 6"
  func perform() async throws -> some IntentResult { .result() }
}

struct Intent7: AppIntent {
  static let title: LocalizedStringResource = "Action 7"
  func perform() async throws -> some IntentResult { .result() }
}

struct Intent8: AppIntent {
  static let title: LocalizedStringResource = "Action 8"
  func perform() async throws -> some IntentResult { .result() }
}

struct Intent9: AppIntent {
  static let title: LocalizedStringResource = "Action 9"
  func perform() async throws -> some IntentResult { .result() }
}

struct Intent10: AppIntent {
  static let title: LocalizedStringResource = "Action 10"
  func perform() async throws -> some IntentResult { .result() }
}

struct Intent11: AppIntent {
  static let title: LocalizedStringResource = "Action 11"
  func perform() async throws -> some IntentResult { .result() }
}

struct ManyShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: Intent1(), phrases: ["Action 1 in \(.applicationName)"], shortTitle: "Action 1", systemImageName: "1.circle")
    AppShortcut(intent: Intent2(), phrases: ["Action 2 in \(.applicationName)"], shortTitle: "Action 2", systemImageName: "2.circle")
    AppShortcut(intent: Intent3(), phrases: ["Action 3 in \(.applicationName)"], shortTitle: "Action 3", systemImageName: "3.circle")
    AppShortcut(intent: Intent4(), phrases: ["Action 4 in \(.applicationName)"], shortTitle: "Action 4", systemImageName: "4.circle")
    AppShortcut(intent: Intent5(), phrases: ["Action 5 in \(.applicationName)"], shortTitle: "Action 5", systemImageName: "5.circle")
    AppShortcut(intent: Intent6(), phrases: ["Action 6 in \(.applicationName)"], shortTitle: "Action 6", systemImageName: "6.circle")
    AppShortcut(intent: Intent7(), phrases: ["Action 7 in \(.applicationName)"], shortTitle: "Action 7", systemImageName: "7.circle")
    AppShortcut(intent: Intent8(), phrases: ["Action 8 in \(.applicationName)"], shortTitle: "Action 8", systemImageName: "8.circle")
    AppShortcut(intent: Intent9(), phrases: ["Action 9 in \(.applicationName)"], shortTitle: "Action 9", systemImageName: "9.circle")
    AppShortcut(intent: Intent10(), phrases: ["Action 10 in \(.applicationName)"], shortTitle: "Action 10", systemImageName: "10.circle")
    AppShortcut(intent: Intent11(), phrases: ["Action 11 in \(.applicationName)"], shortTitle: "Action 11", systemImageName: "11.circle")  // expected: 70:5: error: Found 11 App Shortcuts, but each app may have at most 10 [too-many-app-shortcuts]
  }
}
