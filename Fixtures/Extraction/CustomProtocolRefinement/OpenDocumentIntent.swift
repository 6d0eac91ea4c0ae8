import AppIntents

struct OpenDocumentIntent: DocumentIntent {
    static let title: LocalizedStringResource = "Open Document"
    static let documentKind = "text"

    @Parameter(title: "Document") var document: TextDocumentEntity

    func perform() async throws -> some IntentResult { .result() }
}

struct RenameDocumentIntent: EditingDocumentIntent {
    static var title: LocalizedStringResource { "Rename Document" }
    static var documentKind: String { "any" }

    @Parameter(title: "New Name") var newName: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Renamed.")
    }
}

struct ExportDocumentIntent: DocumentIntentAndForeground {
    static let title: LocalizedStringResource = "Export Document"
    static let documentKind = "pdf"

    func perform() async throws -> some IntentResult { .result() }
}
