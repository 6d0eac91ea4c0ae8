import AppIntents

struct ResizeIntent: AppIntent {
  static let title: LocalizedStringResource = "Resize"
  static let description = IntentDescription(resizeSummary())

  @Parameter(title: "Width", default: 2)
  var width: Int

  func perform() async throws -> some IntentResult {
    .result()
  }
}
