import AppIntents

extension Artist {
    struct Query: EnumerableEntityQuery {
        func allEntities() async throws -> [Artist] { [] }
    }
}

struct PlayAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Album"

    @Parameter(title: "Album") var album: Album
    @Parameter(title: "Artist") var artist: Artist?

    func perform() async throws -> some IntentResult { .result() }
}
