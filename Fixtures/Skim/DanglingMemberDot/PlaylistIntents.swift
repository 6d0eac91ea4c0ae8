import AppIntents

extension Playlist {
  struct ShufflePlaylistIntent: AppIntent {
    static var title: LocalizedStringResource = "Shuffle Playlist"

    func perform() async throws -> some IntentResult {
      .result()
    }
  }
}
