import AppIntents

/// Another package's `ArrangeShelfIntent`, linted in the same tree: a later declaration, which
/// is not the module's intent. A full parse counts its name as a use of the intent, so the skim
/// must too, though the file is not parsed.
struct ArrangeShelfIntent: AppIntent {
  static let title: LocalizedStringResource = "Arrange Old Shelf"

  func perform() async throws -> some IntentResult {
    .result()
  }
}
