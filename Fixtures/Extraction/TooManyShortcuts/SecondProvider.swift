import AppIntents

struct BackupShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: AlphaIntent(), phrases: ["Backup alpha with \(.applicationName)"], shortTitle: "Backup", systemImageName: "externaldrive")
    }
}
