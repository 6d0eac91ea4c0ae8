#if DEBUG
let debug = true
struct B {}

// Expected diagnostics (checked exactly by ParserGoldenTests):
// expected: 3:12: error: expected '#endif' in conditional compilation block [expected-token]
