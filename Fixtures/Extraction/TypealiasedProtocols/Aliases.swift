import AppIntents
import protocol AppIntents.AppShortcutsProvider

typealias Intent = AppIntent
typealias SearchableEntity = AppEntity & IndexedEntity

struct ArchiveMailIntent: Intent {
    static let title: LocalizedStringResource = "Archive Mail"
    func perform() async throws -> some IntentResult { .result() }
}

struct FlagMailIntent: AppIntents.AppIntent, CustomStringConvertible {
    static let title: LocalizedStringResource = "Flag Mail"
    var description: String { "flag" }
    func perform() async throws -> some IntentResult { .result() }
}

final class ComposeMailIntent: AppIntent, @unchecked Sendable {
    static let title: LocalizedStringResource = "Compose Mail"
    static let openAppWhenRun = true

    @Parameter(title: "Subject") var subject: String?

    required init() {}

    func perform() async throws -> some IntentResult { .result() }
}

struct MailboxEntity: SearchableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mailbox"
    static let defaultQuery = MailboxQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct MailboxQuery: AppIntents.EntityQuery {
    func entities(for identifiers: [String]) async throws -> [MailboxEntity] { [] }
}

enum MailPriority: String, AppIntents.AppEnum, Codable {
    case low, high
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mail Priority"
    static let caseDisplayRepresentations: [MailPriority: DisplayRepresentation] = [.low: "Low", .high: "High"]
}

struct MailShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: ArchiveMailIntent(), phrases: ["Archive mail in \(.applicationName)"], shortTitle: "Archive", systemImageName: "archivebox")
    }
}

struct NotAnIntent {
    static let title: LocalizedStringResource = "Not an intent"
}
