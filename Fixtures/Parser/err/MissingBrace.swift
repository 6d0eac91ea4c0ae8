struct OrderIntent: AppIntent {
  static let title: LocalizedStringResource = "Order"

  func perform() async throws -> some IntentResult {
    return .result()
  }

// Expected diagnostics (checked exactly by ParserGoldenTests):
// expected: 6:4: error: expected '}' to end struct [expected-token]
// expected: 1:31: note: to match this opening '{'
