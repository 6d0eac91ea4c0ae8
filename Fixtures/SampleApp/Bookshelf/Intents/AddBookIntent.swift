import AppIntents

/// Adds a book to the reading log.
struct AddBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Book"
    static let description = IntentDescription(
        "Adds a book to your reading log.",
        categoryName: "Library",
        searchKeywords: ["new", "book", "log"]
    )

    @Parameter(title: "Title", requestValueDialog: "What's the book called?")
    var bookTitle: String

    @Parameter(title: "Author")
    var author: String?

    @Parameter(title: "Genre", default: .fiction)
    var genre: Genre

    @Parameter(title: "Status", default: .wantToRead)
    var status: ReadingStatus

    @Parameter(title: "Pages", default: 300, inclusiveRange: (1, 5_000))
    var pageCount: Int

    @Dependency private var library: Library

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$bookTitle) to \(\.$status)") {
            \.$author
            \.$genre
            \.$pageCount
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<BookEntity> & ProvidesDialog {
        let book = Book(
            id: UUID(), title: bookTitle, author: author ?? "Unknown", genre: genre, status: status,
            pageCount: pageCount, addedOn: Date())
        await library.add(book)
        return .result(value: BookEntity(book), dialog: "Added \(bookTitle).")
    }
}
