struct A: AppIntent {
  static let title: LocalizedStringResource = "A"
  ) ] 42 + garbage
  func perform() async throws -> some IntentResult { .result() }
}

// Expected diagnostics (checked exactly by ParserGoldenTests):
// expected: 3:3: error: unexpected code ') ] 42 + garbage' in struct [unexpected-code]
