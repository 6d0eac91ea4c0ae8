import AppIntents
import Dependencies

struct AddEntryIntent: AppIntent {
  static let title: LocalizedStringResource = "Add Entry"

  @Parameter(title: "Text")
  var text: String

  @Dependency
  var store: EntryStore

  @Dependency
  var sync: SyncService

  @Dependency private var analytics: Analytics

  @Dependency var calendar: any CalendarProviding

  @Dependency(key: "audit")
  var audit: AuditLog

  @Dependency var reminders: ReminderStore

  // swift-dependencies' wrapper takes a key path: a different library.
  @Dependency(\.continuousClock) var clock

  func perform() async throws -> some IntentResult { .result() }
}

struct EntryEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Entry"
  static let defaultQuery = EntryQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct EntryQuery: EntityStringQuery {
  @Dependency var store: EntryStore
  @Dependency var search: SearchIndex

  func entities(for identifiers: [String]) async throws -> [EntryEntity] { [] }
  func entities(matching string: String) async throws -> [EntryEntity] { [] }
}

/// Not an App Intents type: whatever wrapper this is, it is not this rule's business.
struct SettingsModel {
  @Dependency var unregistered: Unregistered
}
