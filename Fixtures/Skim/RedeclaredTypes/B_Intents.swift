import AppIntents

struct CancelOrderIntent: AppIntent {
  static let title: LocalizedStringResource = "Cancel Order"

  func perform() async throws -> some IntentResult {
    .result()
  }
}

#if os(iOS)
/// A later `Helper`: the first declaration of the name is the module's type, so this one is not
/// an intent, as when every file is parsed.
private struct Helper: AppIntent {
  static let title: LocalizedStringResource = "Help"

  func perform() async throws -> some IntentResult {
    .result()
  }
}
#endif
