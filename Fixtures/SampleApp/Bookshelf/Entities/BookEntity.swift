import AppIntents

/// A book as Siri, Shortcuts and Spotlight see it.
struct BookEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Book",
        numericFormat: "\(placeholder: .int) books"
    )

    static let defaultQuery = BookQuery()

    let id: UUID

    @Property(title: "Title")
    var title: String

    @Property(title: "Author")
    var author: String

    @Property(title: "Genre")
    var genre: Genre

    @Property(title: "Status")
    var status: ReadingStatus

    @Property(title: "Pages")
    var pageCount: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title)",
            subtitle: "\(author)",
            image: .init(systemName: "book.closed")
        )
    }

    init(_ book: Book) {
        id = book.id
        title = book.title
        author = book.author
        genre = book.genre
        status = book.status
        pageCount = book.pageCount
    }
}

/// Finds books by identifier or by a search string.
struct BookQuery: EntityStringQuery {
    @Dependency private var library: Library

    func entities(for identifiers: [BookEntity.ID]) async throws -> [BookEntity] {
        var found: [BookEntity] = []
        for id in identifiers {
            if let book = await library.book(withID: id) {
                found.append(BookEntity(book))
            }
        }
        return found
    }

    func entities(matching string: String) async throws -> [BookEntity] {
        await library.search(string).map(BookEntity.init)
    }

    func suggestedEntities() async throws -> [BookEntity] {
        await library.books.filter { $0.status == .reading }.map(BookEntity.init)
    }
}
