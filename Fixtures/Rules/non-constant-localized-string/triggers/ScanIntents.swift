import AppIntents
import Foundation

extension LocalizedStringResource {
  static let scanTitle: LocalizedStringResource = "Scan Document"
}

enum Strings {
  static let documentTitle: LocalizedStringResource = "Document"
  static func pageCount() -> LocalizedStringResource { "Pages" }
}

func localized(_ key: String) -> LocalizedStringResource {
  LocalizedStringResource(stringLiteral: key)
}

struct ScanDocumentIntent: AppIntent {
  static let title: LocalizedStringResource = .scanTitle  // expected: 18:47: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the title of 'ScanDocumentIntent' is the catalog member '.scanTitle'; write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]
  static let description = IntentDescription(localized("scan.description"), categoryName: "Documents")  // expected: 19:46: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the text of the description of 'ScanDocumentIntent' is a function call ('localized(...)'); write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]

  @Parameter(title: Strings.documentTitle) var document: DocumentEntity  // expected: 21:21: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the title of parameter 'document' is a reference to another constant ('Strings.documentTitle'); write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]
  @Parameter(title: "Pages", description: Strings.pageCount()) var pages: Int  // expected: 22:43: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the description of parameter 'pages' is a static function call ('pageCount(...)'); write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]

  func perform() async throws -> some IntentResult { .result() }
}

struct ExportDocumentIntent: AppIntent {
  static var title: LocalizedStringResource {  // expected: 28:45: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the title of 'ExportDocumentIntent' is a computed getter whose first statement is not a 'return'; write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]
    let key = "Export Document"
    return LocalizedStringResource(stringLiteral: key)
  }
  static var description: IntentDescription { makeExportDescription() }  // expected: 32:47: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the description of 'ExportDocumentIntent' is a function call ('makeExportDescription(...)'); write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]

  @Parameter(title: "Document") var document: DocumentEntity

  func perform() async throws -> some IntentResult { .result() }
}

func makeExportDescription() -> IntentDescription {
  IntentDescription("Exports a document as PDF.")
}

struct DocumentEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: localized("document.type"))  // expected: 44:74: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the 'name:' of the type display representation of 'DocumentEntity' is a function call ('localized(...)'); write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]
  static let defaultQuery = DocumentQuery()

  var id: UUID
  @Property(title: Strings.documentTitle) var name: String  // expected: 48:20: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the title of property 'name' is a reference to another constant ('Strings.documentTitle'); write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct DocumentQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [DocumentEntity] { [] }
}

enum PaperSize: String, AppEnum {
  case a4, letter

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Paper Size"
  static let caseDisplayRepresentations: [PaperSize: DisplayRepresentation] = [
    .a4: DisplayRepresentation(title: .scanTitle, subtitle: "210 × 297 mm"),  // expected: 62:39: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: a case display title of 'PaperSize' is the catalog member '.scanTitle'; write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]
    .letter: DisplayRepresentation(title: "Letter", subtitle: Strings.pageCount()),  // expected: 63:63: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: a case display subtitle of 'PaperSize' is a static function call ('pageCount(...)'); write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]
  ]
}

struct ScanShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ScanDocumentIntent(), phrases: ["Scan a document with \(.applicationName)"],
      shortTitle: .scanTitle, systemImageName: "doc.viewfinder")  // expected: 71:19: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the short title of an App Shortcut is the catalog member '.scanTitle'; write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]
  }
}

struct PrintDocumentIntent: AppIntent {
  static let prefix = "Print"
  static let title = LocalizedStringResource(stringLiteral: prefix + " Document")  // expected: 77:61: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the title of 'PrintDocumentIntent' is an initializer whose text is an operator expression ('+'); write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]

  @Parameter(title: "Number of " + "Copies", default: 1) var copies: Int  // expected: 79:21: error: 'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: the title of parameter 'copies' is an operator expression ('+'); write a string literal ("...") or LocalizedStringResource("...", table: ...) instead [non-constant-localized-string]

  func perform() async throws -> some IntentResult { .result() }
}
