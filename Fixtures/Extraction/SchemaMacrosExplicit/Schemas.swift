import AppIntents

@AppIntent(schema: .photos.createAssets)
struct CreateAssetsIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Assets"

    @Parameter(title: "Files") var files: [IntentFile]

    func perform() async throws -> some IntentResult { .result() }
}

@AppEntity(schema: .photos.album)
struct AlbumEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()

    let id: String
    var name: String

    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct AlbumQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AlbumEntity] { [] }
}
