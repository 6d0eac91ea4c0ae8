import AppIntents

@available(iOS 16.0, macOS 13.0, watchOS 9.0, *)
struct LegacyExportIntent: AppIntent {
    static let title: LocalizedStringResource = "Export (Legacy)"
    func perform() async throws -> some IntentResult { .result() }
}

@available(iOS, introduced: 17.0, deprecated: 18.0, message: "Use ExportIntent")
@available(macOS, unavailable)
struct OldExportIntent: AppIntent {
    static let title: LocalizedStringResource = "Export (Old)"
    func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 18.0, *)
@available(*, deprecated, renamed: "ExportIntent")
struct RenamedExportIntent: AppIntent {
    static let title: LocalizedStringResource = "Export (Renamed)"
    func perform() async throws -> some IntentResult { .result() }
}

@available(iOS, introduced: 16.4, obsoleted: 19.0)
struct ObsoleteIntent: AppIntent {
    static let title: LocalizedStringResource = "Obsolete"
    func perform() async throws -> some IntentResult { .result() }
}

struct ExportIntent: AppIntent {
    static let title: LocalizedStringResource = "Export"

    @available(iOS 18.0, *)
    static var description: IntentDescription? { "Exports the document." }

    @available(iOS 26.0, *)
    static var supportedModes: IntentModes { [.background, .foreground(.deferred)] }

    func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 17.2, *)
enum ExportFormat: String, AppEnum {
    case pdf, html
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Format"
    static let caseDisplayRepresentations: [ExportFormat: DisplayRepresentation] = [.pdf: "PDF", .html: "HTML"]
}

struct ExportShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ExportIntent(), phrases: ["Export with \(.applicationName)"], shortTitle: "Export", systemImageName: "square.and.arrow.up")
        if #available(iOS 18.0, macOS 15.0, *) {
            AppShortcut(intent: RenamedExportIntent(), phrases: ["Quick export in \(.applicationName)"], shortTitle: "Quick Export", systemImageName: "bolt")
        } else {
            AppShortcut(intent: LegacyExportIntent(), phrases: ["Legacy export in \(.applicationName)"], shortTitle: "Legacy Export", systemImageName: "clock")
        }
    }
}
