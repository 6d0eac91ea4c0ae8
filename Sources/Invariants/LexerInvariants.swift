import Syntax

/// The lexer's promises, checked on one input.
///
/// - Lossless: the tokens, trivia included, cover every byte in order, without gaps or
///   overlaps, and reproduce the input exactly.
/// - Progress: every token but the final `endOfFile` is non-empty, so offsets strictly increase.
/// - Bounds: the `endOfFile` token sits at the end of the input; every issue's range is inside
///   the input.
/// - Consistency: lexing without trivia gives the same significant tokens and the same issues.
public enum LexerInvariants {
  /// Checks every promise on `bytes`; `label` names the input in the violation.
  public static func check(_ bytes: [UInt8], label: String) throws(InvariantViolation) {
    let all = Lexer.tokenize(bytes, includeTrivia: true)
    var rebuilt: [UInt8] = []
    rebuilt.reserveCapacity(bytes.count)
    var expectedStart = 0
    for token in all.tokens {
      guard Int(token.start) == expectedStart else {
        throw InvariantViolation(label, "gap or overlap at \(expectedStart) (token \(token.kind) at \(token.start))")
      }
      guard token.length > 0 || token.kind == .endOfFile else {
        throw InvariantViolation(label, "empty \(token.kind) token at \(token.start)")
      }
      guard token.end <= bytes.count else {
        throw InvariantViolation(label, "token \(token.kind) at \(token.start) ends past the input (\(token.end))")
      }
      rebuilt.append(contentsOf: bytes[Int(token.start)..<token.end])
      expectedStart = token.end
    }
    guard rebuilt == bytes else { throw InvariantViolation(label, "tokens do not reproduce the input") }
    guard all.tokens.last?.kind == .endOfFile, all.tokens.last?.start == UInt32(bytes.count) else {
      throw InvariantViolation(label, "missing end-of-file token")
    }
    let significant = Lexer.tokenize(bytes, includeTrivia: false)
    let expected = all.tokens.filter { !$0.kind.isTrivia }
    guard significant.tokens.map(\.range) == expected.map(\.range),
      significant.tokens.map(\.kind) == expected.map(\.kind)
    else { throw InvariantViolation(label, "significant tokens differ from the full stream without trivia") }
    guard significant.issues == all.issues else {
      throw InvariantViolation(label, "issues differ between trivia and significant-only lexing")
    }
    for issue in all.issues
    where issue.range.start < 0 || issue.range.start > issue.range.end || issue.range.end > bytes.count {
      throw InvariantViolation(label, "issue \(issue.kind) out of bounds \(issue.range)")
    }
  }
}
