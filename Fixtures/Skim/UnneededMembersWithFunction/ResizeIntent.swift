import AppIntents

struct ResizeIntent: AppIntent {
  static let title: LocalizedStringResource = "Resize"
  static let description = IntentDescription(resizeSummary())

  @Parameter(title: "Size", default: PanelSize.medium)
  var size: PanelSize

  func perform() async throws -> some IntentResult {
    .result()
  }
}
