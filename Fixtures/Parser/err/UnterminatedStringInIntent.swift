struct A: AppIntent {
  static let title: LocalizedStringResource = "Order
  func perform() async throws -> some IntentResult { .result() }
}

// Expected diagnostics (checked exactly by ParserGoldenTests):
// expected: 2:47: error: unterminated string literal [unterminated-string-literal]
