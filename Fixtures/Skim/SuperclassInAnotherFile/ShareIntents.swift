import AppIntents

struct SharePhotoIntent: AppIntent {
  static let title: LocalizedStringResource = "Share Photo"

  @Parameter(title: "Photo")
  var photo: Photo

  func perform() async throws -> some IntentResult { .result() }
}

struct PhotoShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: SharePhotoIntent(), phrases: ["Share \(\.$photo) with \(.applicationName)"], shortTitle: "Share",
      systemImageName: "square.and.arrow.up")
  }
}
