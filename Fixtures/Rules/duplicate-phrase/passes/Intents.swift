import AppIntents

enum Playlist: String, AppEnum {
  case focus, chill, workout
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Playlist"
  static let caseDisplayRepresentations: [Playlist: DisplayRepresentation] = [
    .focus: "Focus", .chill: "Chill", .workout: "Workout",
  ]
}

struct PlayPlaylistIntent: AppIntent {
  static let title: LocalizedStringResource = "Play Playlist"
  @Parameter(title: "Playlist") var playlist: Playlist
  func perform() async throws -> some IntentResult { .result() }
}

struct ResumeIntent: AppIntent {
  static let title: LocalizedStringResource = "Resume"
  func perform() async throws -> some IntentResult { .result() }
}

struct ShuffleIntent: AppIntent {
  static let title: LocalizedStringResource = "Shuffle"
  func perform() async throws -> some IntentResult { .result() }
}

@available(iOS 18.0, *)
struct SmartMixIntent: AppIntent {
  static let title: LocalizedStringResource = "Smart Mix"
  func perform() async throws -> some IntentResult { .result() }
}
