import AppIntents

struct ApplyThemeIntent: AppIntent {
  static let title: LocalizedStringResource = "Apply Theme"
  static let description = IntentDescription("Applies a theme to the dashboard.", categoryName: Catalog.category)

  @Parameter(title: "Size", default: ThemeSize.medium)
  var size: ThemeSize

  @Parameter(title: "Name", default: Catalog.Names.defaultName)
  var name: String

  func perform() async throws -> some IntentResult {
    Icons.accountIcon.apply(size: size)
    return .result()
  }
}
