struct A: AppIntent {
  func perform() async throws -> some IntentResult {
    let value = compute(first, second
    let other = 1
    return .result()
  }
}

// Expected diagnostics (checked exactly by ParserGoldenTests):
// expected: 3:38: error: expected ')' to end function call [expected-token]
// expected: 3:24: note: to match this opening '('
