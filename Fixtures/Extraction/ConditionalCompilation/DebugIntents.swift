import AppIntents

#if DEBUG
struct ResetDatabaseIntent: AppIntent {
    static let title: LocalizedStringResource = "Reset Database (Debug)"
    static let isDiscoverable = false
    func perform() async throws -> some IntentResult { .result() }
}
#endif

struct SyncIntent: AppIntent {
    #if DEBUG
    static let title: LocalizedStringResource = "Sync (Debug)"
    #else
    static let title: LocalizedStringResource = "Sync"
    #endif

    #if os(iOS)
    static let openAppWhenRun = true
    #elseif os(macOS)
    static let openAppWhenRun = false
    #else
    static let openAppWhenRun = false
    static let platformNote = "other platform"
    #endif

    #if canImport(UIKit)
    static let usesUIKit = true
    #else
    static let usesUIKit = false
    #endif

    #if targetEnvironment(simulator)
    static let environment = "simulator"
    #else
    static let environment = "device"
    #endif

    #if BETA && !RELEASE
    static let channel = "beta"
    #elseif RELEASE
    static let channel = "release"
    #endif

    #if swift(>=5.9) && compiler(>=6.0)
    static let description = IntentDescription("Built with a modern compiler")
    #endif

    func perform() async throws -> some IntentResult { .result() }
}

struct SyncShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: SyncIntent(), phrases: ["Sync \(.applicationName)"], shortTitle: "Sync", systemImageName: "arrow.triangle.2.circlepath")
        #if DEBUG
        AppShortcut(intent: ResetDatabaseIntent(), phrases: ["Reset \(.applicationName)"], shortTitle: "Reset", systemImageName: "trash")
        #endif
    }
}
