import AppIntents

struct AddEntryIntent: AppIntent {
  static let title: LocalizedStringResource = "Add Entry"

  @Parameter(title: "Text")
  var text: String

  @Dependency
  var store: EntryStore

  @Dependency
  var sync: SyncService  // expected: 13:13: warning: 'SyncService' is registered with AppDependencyManager only inside '.onAppear' (JournalApp.swift:21), which does not run when the system launches the app in the background to run the intent, so '@Dependency var sync' may be missing; register it in the App's init() instead [dependency-not-registered]

  @Dependency private var analytics: Analytics  // expected: 15:38: warning: 'Analytics' is registered with AppDependencyManager only inside '.task' (JournalApp.swift:25), which does not run when the system launches the app in the background to run the intent, so '@Dependency var analytics' may be missing; register it in the App's init() instead [dependency-not-registered]

  @Dependency var calendar: CalendarClient  // expected: 17:29: error: '@Dependency var calendar: CalendarClient' is never registered: no 'AppDependencyManager.shared.add(dependency:)' for 'CalendarClient' in the scanned sources, so the intent fails at run time when it reads 'calendar'; register it where the app starts (the App's init() or application(_:didFinishLaunchingWithOptions:)) [dependency-not-registered]

  @Dependency(key: "audit")
  var audit: AuditLog  // expected: 20:14: error: '@Dependency var audit: AuditLog' is never registered: no 'AppDependencyManager.shared.add(dependency:)' for 'AuditLog' in the scanned sources, so the intent fails at run time when it reads 'audit'; register it where the app starts (the App's init() or application(_:didFinishLaunchingWithOptions:)) [dependency-not-registered]

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
  @Dependency var search: SearchIndex  // expected: 35:27: error: '@Dependency var search: SearchIndex' is never registered: no 'AppDependencyManager.shared.add(dependency:)' for 'SearchIndex' in the scanned sources, so the intent fails at run time when it reads 'search'; register it where the app starts (the App's init() or application(_:didFinishLaunchingWithOptions:)) [dependency-not-registered]

  func entities(for identifiers: [String]) async throws -> [EntryEntity] { [] }
  func entities(matching string: String) async throws -> [EntryEntity] { [] }
}
