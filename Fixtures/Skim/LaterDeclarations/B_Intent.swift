import AppIntents

struct ArrangeShelfIntent: AppIntent {
  static let title: LocalizedStringResource = "Arrange Shelf"
  static let description = IntentDescription(ShelfStyle.Labels.summary)

  @Parameter(title: "Style", default: ShelfStyle.standard)
  var style: ShelfStyle

  func perform() async throws -> some IntentResult {
    .result()
  }
}
