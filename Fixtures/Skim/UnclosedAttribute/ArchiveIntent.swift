import AppIntents

struct ArchiveNotesIntent: AppIntent {
  static let title: LocalizedStringResource = ArchiveStrings.title

  func perform() async throws -> some IntentResult {
    ArchiveCache.shared.clear()
    return .result()
  }
}
