import AppIntents

struct SortShelfIntent: AppIntent {
  static let title: LocalizedStringResource = "Sort Shelf"

  func perform() async throws -> some IntentResult {
    ShelfStore.shared.sort()
    print(ShelfLabels.title)
    return .result()
  }
}
