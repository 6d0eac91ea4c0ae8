import AppIntents

enum Mood: String, AppEnum {
    case calm, focused, energized
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static var caseDisplayRepresentations: [Mood: DisplayRepresentation] = [
        .calm: "Calm", .focused: "Focused", .energized: "Energized",
    ]
}

struct PlaylistEntity: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Playlist"
    static var defaultQuery = PlaylistQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct PlaylistQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [PlaylistEntity] { [] }
    func entities(matching string: String) async throws -> [PlaylistEntity] { [] }
}

struct PlaylistOptions: DynamicOptionsProvider {
    func results() async throws -> [PlaylistEntity] { [] }
}

struct PlayMoodIntent: AppIntent {
    static var title: LocalizedStringResource = "Play for Mood"
    @Parameter(title: "Mood") var mood: Mood
    func perform() async throws -> some IntentResult { .result() }
}

struct PlayPlaylistIntent: AppIntent {
    static var title: LocalizedStringResource = "Play Playlist"
    @Parameter(title: "Playlist") var playlist: PlaylistEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct PauseIntent: AppIntent {
    static var title: LocalizedStringResource = "Pause"
    func perform() async throws -> some IntentResult { .result() }
}

struct ShuffleIntent: AppIntent {
    static var title: LocalizedStringResource = "Shuffle"
    func perform() async throws -> some IntentResult { .result() }
}

struct SleepTimerIntent: AppIntent {
    static var title: LocalizedStringResource = "Sleep Timer"
    func perform() async throws -> some IntentResult { .result() }
}

struct VisualizerIntent: AppIntent {
    static var title: LocalizedStringResource = "Visualizer"
    func perform() async throws -> some IntentResult { .result() }
}

let featureFlagLyrics = true
