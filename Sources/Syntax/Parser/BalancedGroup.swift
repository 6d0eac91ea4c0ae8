/// The delimiters open in a group `skipOneBalanced` skips, with counts that answer in constant
/// time what a closing delimiter does (a search of the stack for each one was quadratic in the
/// nesting).
struct BalancedGroup {
  /// What a closing delimiter does to the group.
  enum Closing {
    /// It closes the innermost delimiter of its kind, and whatever is open inside that.
    case closes
    /// It closes nothing inside the innermost open `{`: stepped over.
    case steppedOver
    /// It closes nothing and no `{` is open: it belongs to an outer construct.
    case endsGroup
  }

  /// The closers of the open delimiters, innermost last.
  private var closers: [TokenKind] = []
  /// The open `(` and `[` since the innermost open `{` (or in the whole group, with none open).
  private var parentheses = 0
  private var brackets = 0
  /// Those counts of the enclosing levels, one per open `{`, innermost last.
  private var outerLevels: [(parentheses: Int, brackets: Int)] = []
  /// The open interpolations, at any level.
  private var interpolations = 0

  /// Whether nothing is open.
  var isEmpty: Bool { closers.isEmpty }

  /// Opens the delimiter `kind` (`(`, `[`, `{` or an interpolation's start).
  mutating func open(_ kind: TokenKind) {
    switch kind {
    case .leftParen:
      parentheses += 1
      closers.append(.rightParen)
    case .leftSquare:
      brackets += 1
      closers.append(.rightSquare)
    case .leftBrace:
      outerLevels.append((parentheses, brackets))
      (parentheses, brackets) = (0, 0)
      closers.append(.rightBrace)
    default:
      interpolations += 1
      closers.append(.interpolationEnd)
    }
  }

  /// What the closing delimiter `kind` does: a `}` (or an interpolation's end, which the lexer
  /// pairs) may close across anything, a `)` or `]` only what is open since the innermost `{`.
  func closing(_ kind: TokenKind) -> Closing {
    let open: Int
    switch kind {
    case .rightParen: open = parentheses
    case .rightSquare: open = brackets
    case .rightBrace: open = outerLevels.count
    default: open = interpolations
    }
    if open > 0 { return .closes }
    return outerLevels.isEmpty || kind == .rightBrace || kind == .interpolationEnd ? .endsGroup : .steppedOver
  }

  /// Closes the innermost open delimiter that `kind` closes, and everything open inside it.
  mutating func close(_ kind: TokenKind) {
    while let top = closers.popLast() {
      switch top {
      case .rightParen: parentheses -= 1
      case .rightSquare: brackets -= 1
      case .rightBrace: (parentheses, brackets) = outerLevels.removeLast()
      default: interpolations -= 1
      }
      if top == kind { return }
    }
  }
}
