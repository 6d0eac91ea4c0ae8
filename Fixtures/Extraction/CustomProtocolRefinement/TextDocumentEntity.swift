import AppIntents

struct TextDocumentEntity: DocumentEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Text Document"
    static let defaultQuery = TextDocumentQuery()

    var id: String { path }
    let path: String

    @Property(title: "Word Count") var wordCount: Int

    var displayRepresentation: DisplayRepresentation { "\(path)" }

    init(path: String, wordCount: Int) {
        self.path = path
        self.wordCount = wordCount
    }
}

struct TextDocumentQuery: SearchableDocumentQuery {
    func entities(for identifiers: [String]) async throws -> [TextDocumentEntity] { [] }
    func entities(matching string: String) async throws -> [TextDocumentEntity] { [] }
}
