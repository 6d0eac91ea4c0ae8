/// The tokens a parse consumed that differ from the lexer's, so that the tree's tokens can be
/// made from the lexer's array in place once the parse is done.
///
/// The parser changes a token in two ways: it splits the first byte off an operator (`>` of
/// `>>` closing two generic clauses, `?` of `?.`), and it changes the kind of a one-byte
/// operator (a postfix `>` closing a generic clause becomes a binary one). Each consumed token
/// that differs is recorded with the index of the lexer's token it came from; the tokens of one
/// index, in order, replace that lexer token. Until the session of 2026-12-02 the first such
/// change copied every token consumed so far into an array of their own, and most files have one
/// (an optional type's `?` was recorded as a change of kind to the kind it already had): a 5 MB
/// file's parse held its 9.6 MB of tokens twice (docs/performance.md, "Conditional code in
/// skipped declarations, and token edits").
struct TokenEdits {
  /// One consumed token and the index of the lexer's token it is (part of).
  struct Edit {
    /// The index in the lexer's tokens.
    var index: Int
    /// The token consumed.
    var token: Token
  }

  /// The edits in the order the tokens were consumed (so by index, never decreasing).
  private(set) var edits: [Edit] = []

  /// Records that `token` was consumed as (part of) the lexer's token at `index`.
  mutating func record(_ token: Token, at index: Int) {
    edits.append(Edit(index: index, token: token))
  }

  /// The lexer's `tokens` with every edited token replaced by the tokens recorded for it, made
  /// in `tokens`' own storage (which only grows when a token was split).
  func applied(to tokens: consuming [Token]) -> [Token] {
    var result = tokens
    guard !edits.isEmpty else { return result }
    var distinct = 0
    var previous = -1
    for edit in edits where edit.index != previous {
      distinct += 1
      previous = edit.index
    }
    let extra = edits.count - distinct
    if extra == 0 {
      for edit in edits { result[edit.index] = edit.token }
      return result
    }
    let oldCount = result.count
    result.append(contentsOf: repeatElement(result[oldCount - 1], count: extra))
    result.withUnsafeMutableBufferPointer { buffer in
      // From the end: the lexer's tokens after each edited one move up by the parts added
      // before them, then the edited token's parts are written below them.
      var write = oldCount + extra
      var read = oldCount
      var next = edits.count
      while next > 0 {
        let index = edits[next - 1].index
        var first = next - 1
        while first > 0 && edits[first - 1].index == index { first -= 1 }
        var source = read
        while source > index + 1 {
          source -= 1
          write -= 1
          buffer[write] = buffer[source]
        }
        for part in stride(from: next - 1, through: first, by: -1) {
          write -= 1
          buffer[write] = edits[part].token
        }
        read = index
        next = first
      }
    }
    return result
  }
}
