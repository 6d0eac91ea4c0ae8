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

struct OpenNoteIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Note"

  var target: NoteEntity  // expected: 20:7: error: The OpenIntent 'OpenNoteIntent' has nothing to open: its 'target' is not an @Parameter; declare '@Parameter(title: "...") var target: SomeEntity' with an AppEntity or AppEnum type [open-intent-without-target]

  func perform() async throws -> some IntentResult { .result() }
}

struct OpenRecentNoteIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Recent Note"

  @Parameter(title: "Note") var note: NoteEntity

  var target: NoteEntity {  // expected: 30:7: error: The OpenIntent 'OpenRecentNoteIntent' has nothing to open: its 'target' is not an @Parameter; declare '@Parameter(title: "...") var target: SomeEntity' with an AppEntity or AppEnum type [open-intent-without-target]
    get { note }
    set { note = newValue }
  }

  func perform() async throws -> some IntentResult { .result() }
}

protocol NoteOpening: OpenIntent {}

struct OpenPinnedNoteIntent: NoteOpening {  // expected: 40:8: error: The OpenIntent 'OpenPinnedNoteIntent' has nothing to open: it declares no 'target' parameter; declare '@Parameter(title: "...") var target: SomeEntity' with an AppEntity or AppEnum type [open-intent-without-target]
  static let title: LocalizedStringResource = "Open Pinned Note"

  @Parameter(title: "Pinned Note") var pinned: NoteEntity

  func perform() async throws -> some IntentResult { .result() }
}
