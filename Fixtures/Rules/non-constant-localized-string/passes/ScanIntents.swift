import AppIntents
import Foundation

struct ScanDocumentIntent: AppIntent {
  static let title = LocalizedStringResource("Scan Document", table: "Intents")
  static let description = IntentDescription(
    "Scans a document with the camera.", categoryName: "Documents", searchKeywords: ["scan", "camera"])

  @Parameter(title: "Document", description: "The document to scan into") var document: DocumentEntity
  @Parameter(title: LocalizedStringResource("Pages", comment: "Number of pages"), default: 1) var pages: Int
  @Parameter(title: "Note", requestValueDialog: IntentDialog("What should the note say?")) var note: String?

  func perform() async throws -> some IntentResult { .result() }
}

struct ExportDocumentIntent: AppIntent {
  // A computed title is fine when its getter is a single expression or starts with `return`.
  static var title: LocalizedStringResource { "Export Document" }
  static var description: IntentDescription {
    return IntentDescription("Exports a document as PDF.")
  }

  @Parameter(title: "Document") var document: DocumentEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    // Runtime strings in perform() are not read at build time.
    let name = document.name
    return .result(dialog: "Exported \(name)")
  }
}

struct DocumentEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Document", numericFormat: "\(placeholder: .int) documents")
  static let defaultQuery = DocumentQuery()

  var id: UUID
  @Property(title: "Name") var name: String

  // Display representations of values are built at run time.
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)", subtitle: LocalizedStringResource(stringLiteral: id.uuidString))
  }
}

struct DocumentQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [DocumentEntity] { [] }
}

enum PaperSize: String, AppEnum {
  case a4, letter

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Paper Size"
  static let caseDisplayRepresentations: [PaperSize: DisplayRepresentation] = [
    .a4: DisplayRepresentation(title: "A4", subtitle: "210 × 297 mm", image: .init(systemName: "doc")),
    .letter: "Letter",
  ]
}

struct ScanShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ScanDocumentIntent(), phrases: ["Scan a document with \(.applicationName)"],
      shortTitle: "Scan", systemImageName: "doc.viewfinder")
  }
}

// Parameters named like the static requirements are not the requirements.
struct CreateTaskIntent: AppIntent {
  static let title: LocalizedStringResource = "Create Task"

  @Parameter(title: "Description") var description: String?
  @Parameter(title: "Due Date") var dueDate: Date?

  func perform() async throws -> some IntentResult { .result() }
}

struct RenameDocumentIntent: AppIntent {
  static var title: LocalizedStringResource { "Rename Document" }

  @Parameter(title: "Document") var document: DocumentEntity
  @Parameter(title: "New Title") var newTitle: String

  func perform() async throws -> some IntentResult { .result() }
}
