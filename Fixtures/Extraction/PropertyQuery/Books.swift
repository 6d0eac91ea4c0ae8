import AppIntents

struct BookEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static var defaultQuery = BookQuery()

    var id: UUID
    @Property(title: "Title") var title: String
    @Property(title: "Author") var author: String
    @Property(title: "Pages") var pageCount: Int
    @Property(title: "Published") var publishedOn: Date

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "by \(author)")
    }

    init(id: UUID, title: String, author: String, pageCount: Int, publishedOn: Date) {
        self.id = id
        self.title = title
        self.author = author
        self.pageCount = pageCount
        self.publishedOn = publishedOn
    }
}

enum BookFilter: Sendable {
    case titleIs(String)
    case titleContains(String)
    case authorIs(String)
    case shorterThan(Int)
    case longerThan(Int)
    case publishedAfter(Date)
}

struct BookQuery: EntityStringQuery {
    func entities(for identifiers: [BookEntity.ID]) async throws -> [BookEntity] { [] }
    func entities(matching string: String) async throws -> [BookEntity] { [] }
}
