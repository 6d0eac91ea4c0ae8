import AppIntents

struct OpenEpisodeIntent: OpenIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Episode"
    static let urlRepresentation: URLRepresentation = "https://example.com/episodes/\(\.$target)"
    @Parameter(title: "Episode") var target: EpisodeEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct OpenSectionIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Section"
    @Parameter(title: "Section", default: .queue) var target: LibrarySection
    func perform() async throws -> some IntentResult { .result() }
}

struct DeleteEpisodesIntent: DeleteIntent {
    static let title: LocalizedStringResource = "Delete Episodes"
    @Parameter(title: "Episodes") var entities: [EpisodeEntity]
    func perform() async throws -> some IntentResult { .result() }
}

struct DownloadEpisodeIntent: ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Download Episode"
    func perform() async throws -> some IntentResult {
        try await requestToContinueInForeground("Open the app to finish downloading?")
        return .result()
    }
}

struct PlayEpisodeIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Episode"
    @Parameter(title: "Episode") var episode: EpisodeEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct RecordClipIntent: AudioRecordingIntent {
    static let title: LocalizedStringResource = "Record Clip"
    func perform() async throws -> some IntentResult { .result() }
}

struct SkipForwardIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Skip Forward"
    static let isDiscoverable = false
    func perform() async throws -> some IntentResult { .result() }
}

struct SetSpeedIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Set Playback Speed"
    @Parameter(title: "Speed", controlStyle: .slider, inclusiveRange: (0.5, 3.0)) var value: Double
    func perform() async throws -> some IntentResult { .result() }
}

struct EpisodeSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Episode Snippet"
    func perform() async throws -> some IntentResult { .result() }
}

struct EpisodeWidgetIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Episode Widget"
    static let description = IntentDescription("Shows the next episode.")
    @Parameter(title: "Show Artwork", default: true) var showArtwork: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct PlaybackControlIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Playback Control"
    @Parameter(title: "Episode") var episode: EpisodeEntity?
    func perform() async throws -> some IntentResult { .result() }
}

struct ListeningFocusFilter: SetFocusFilterIntent {
    static let title: LocalizedStringResource = "Listening Filter"
    @Parameter(title: "Hide Explicit", default: true) var hideExplicit: Bool
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Listening", subtitle: hideExplicit ? "Explicit hidden" : "Everything")
    }
    func perform() async throws -> some IntentResult { .result() }
}

struct SearchEpisodesIntent: ShowInAppSearchResultsIntent {
    static let title: LocalizedStringResource = "Search Episodes"
    static let searchScopes: [StringSearchScope] = [.general]
    @Parameter(title: "Criteria") var criteria: StringSearchCriteria
    func perform() async throws -> some IntentResult { .result() }
}

struct ShareNowPlayingIntent: TargetContentProvidingIntent {
    static let title: LocalizedStringResource = "Share Now Playing"
    func perform() async throws -> some IntentResult { .result() }
}

struct ImportFeedIntent: ProgressReportingIntent {
    static let title: LocalizedStringResource = "Import Feed"
    func perform() async throws -> some IntentResult { .result() }
}

struct MarkPlayedIntent: UndoableIntent {
    static let title: LocalizedStringResource = "Mark Played"
    func perform() async throws -> some IntentResult { .result() }
}

struct CaptureCoverIntent: CameraCaptureIntent {
    struct Context: Codable, Sendable { var episodeID: String }
    typealias AppContext = Context
    static let title: LocalizedStringResource = "Capture Cover"
    func perform() async throws -> some IntentResult { .result() }
}

struct QuickPlayIntent: AudioPlaybackIntent, LiveActivityIntent, ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Quick Play"
    func perform() async throws -> some IntentResult { .result() }
}
