import AppIntents
import Foundation

struct NoteEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
  static let defaultQuery = NoteQuery()

  var id: UUID
  var title: String
  var displayRepresentation: DisplayRepresentation { "\(title)" }
}

struct NoteQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [NoteEntity] { [] }
}

enum NoteFolder: String, AppEnum {
  case inbox, archive
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Folder"
  static let caseDisplayRepresentations: [NoteFolder: DisplayRepresentation] = [.inbox: "Inbox", .archive: "Archive"]
}

struct OpenNoteIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Note"

  @Parameter(title: "Note") var target: NoteEntity

  func perform() async throws -> some IntentResult { .result() }
}

struct OpenFolderIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Folder"

  @Parameter(title: "Folder")
  var target: NoteFolder

  func perform() async throws -> some IntentResult { .result() }
}

// Not an OpenIntent: no target needed.
struct CreateNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Create Note"
  static let openAppWhenRun = true

  @Parameter(title: "Title") var noteTitle: String

  func perform() async throws -> some IntentResult { .result() }
}

// The target parameter is declared in an extension of the conforming type's file.
struct OpenSharedNoteIntent {
  static let title: LocalizedStringResource = "Open Shared Note"
  @Parameter(title: "Shared Note") var target: NoteEntity
}

extension OpenSharedNoteIntent: OpenIntent {
  func perform() async throws -> some IntentResult { .result() }
}
