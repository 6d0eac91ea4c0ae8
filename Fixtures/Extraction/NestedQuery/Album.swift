import AppIntents

struct Album: AppEntity {
    struct Query: EntityStringQuery {
        func entities(for identifiers: [Album.ID]) async throws -> [Album] { [] }
        func entities(matching string: String) async throws -> [Album] { [] }
        func suggestedEntities() async throws -> [Album] { [] }
    }

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = Query()

    let id: String
    @Property(title: "Title") var title: String

    var displayRepresentation: DisplayRepresentation { "\(title)" }

    init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

struct Artist: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Artist"
    static let defaultQuery = Artist.Query()

    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
