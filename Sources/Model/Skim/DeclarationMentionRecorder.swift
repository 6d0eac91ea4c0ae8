import Syntax

/// Collects a `DeclarationMentions` while `HeaderScanner` scans a file with its mentions: the
/// scan reports where each file-level declaration a parse may skip starts (its keyword), every
/// token from there on in order (`note`, which finds where it ends), each mentioned spelling's
/// number (`MentionSet.insert`) once the tokens before it are noted, and the paths it records.
struct DeclarationMentionRecorder {
  /// The declaration being collected: what decides where it ends and whether it is shared.
  private struct Open {
    var declaredNames: [String] = []
    /// `declaredNames` as a set: a declaration may declare thousands of nested types.
    var declaredNameSet: Set<String> = []
    /// Index of its first number in `pairs`.
    var firstPair: Int
    var sawKeyword = false
    var bodyOpened = false
    var bodyClosed = false
    var isShared = false
    /// `{` open inside it.
    var braces = 0
    /// `(` and `[` open inside it.
    var openDelimiters = 0
    /// `openDelimiters` at each open `#if` inside it.
    var delimitersAtClauses: [Int] = []
  }

  /// The declarations collected, each with the range of its numbers in `pairs`.
  private var finished: [(declaredNames: [String], pairs: Range<Int>, isShared: Bool)] = []
  /// The declaration being collected, if any.
  private var current: Open?
  /// The spelling numbers each declaration mentions, in declaration order, each number once
  /// per declaration.
  private var pairs: [UInt32] = []
  /// Per spelling number, the declaration it was last listed for (`-1`: none).
  private var lastDeclarationOfNumber: [Int32] = []
  /// Per spelling number, whether it is shared.
  private var isSharedNumber: [Bool] = []

  /// Notes the mention of the spelling numbered `number`.
  mutating func mention(_ number: Int) {
    guard number >= 0 else { return }
    if number >= lastDeclarationOfNumber.count {
      let count = max(number + 1, lastDeclarationOfNumber.count * 2)
      lastDeclarationOfNumber += repeatElement(-1, count: count - lastDeclarationOfNumber.count)
      isSharedNumber += repeatElement(false, count: count - isSharedNumber.count)
    }
    if current != nil {
      let declaration = Int32(finished.count)
      guard lastDeclarationOfNumber[number] != declaration else { return }
      lastDeclarationOfNumber[number] = declaration
      pairs.append(UInt32(number))
    } else {
      isSharedNumber[number] = true
    }
  }

  /// A declaration a parse may skip starts at its keyword (the next token noted); the one
  /// before it is over.
  mutating func startDeclaration() {
    finishDeclaration()
    current = Open(firstPair: pairs.count)
  }

  /// The declaration being collected, if any, is over: at the token after its body, at the
  /// next declaration, or at the end of the file.
  mutating func finishDeclaration() {
    guard let open = current else { return }
    current = nil
    let isShared =
      open.isShared || !open.bodyClosed || open.braces != 0 || open.openDelimiters != 0
      || !open.delimitersAtClauses.isEmpty
    finished.append((open.declaredNames, open.firstPair..<pairs.count, isShared))
  }

  /// A declaration the scan records while one is collected: its path's names count as its own.
  mutating func declared(_ path: [String]) {
    guard current != nil else { return }
    for name in path where current!.declaredNameSet.insert(name).inserted { current!.declaredNames.append(name) }
  }

  /// The next token of the declaration being collected, in order from its keyword: braces
  /// find its body and where it ends, and `isShared` is set by what may make a parse read it
  /// otherwise than from its keyword to that `}` (`Parser.endOfUnneededDeclaration` does not
  /// skip such a declaration; the scan's reading of it may not be the parse's): a `(` or `[`
  /// that does not pair, a token with a lexer issue, a `#if` or `#` in its header, a `#if`
  /// clause that leaves a `(` or `[` open, or, in its header, a `;`, an attribute, a modifier or a
  /// declaration keyword. After its body, the next token ends it.
  mutating func note(_ token: Token) {
    guard current != nil else { return }
    if current!.bodyClosed {
      finishDeclaration()
      return
    }
    let isFirst = !current!.sawKeyword
    current!.sawKeyword = true
    if token.flags.contains(.hasError) || token.kind == .unknown { current!.isShared = true }
    let inHeader = !current!.bodyOpened
    switch token.kind {
    case .leftBrace:
      if inHeader && current!.openDelimiters == 0 { current!.bodyOpened = true }
      current!.braces += 1
    case .rightBrace:
      current!.braces -= 1
      if current!.braces < 0 {
        current!.isShared = true
        current!.bodyClosed = true
      } else if current!.braces == 0 && !inHeader && current!.openDelimiters == 0 {
        current!.bodyClosed = true
      }
    case .leftParen, .leftSquare:
      current!.openDelimiters += 1
    case .rightParen, .rightSquare:
      current!.openDelimiters -= 1
      if current!.openDelimiters < 0 { current!.isShared = true }
    case .poundIf:
      if inHeader { current!.isShared = true }
      current!.delimitersAtClauses.append(current!.openDelimiters)
    case .poundElseif, .poundElse, .poundEndif:
      guard let atClause = current!.delimitersAtClauses.last, atClause == current!.openDelimiters, !inHeader else {
        current!.isShared = true
        return
      }
      if token.kind == .poundEndif { current!.delimitersAtClauses.removeLast() }
    case .pound, .semicolon, .atSign:
      if inHeader && current!.openDelimiters == 0 { current!.isShared = true }
    case .keyword:
      if inHeader && !isFirst && current!.openDelimiters == 0
        && (Parser.declarationKeywords.contains(token.keyword) || Self.accessKeywords.contains(token.keyword))
      {
        current!.isShared = true
      }
    case .identifier:
      if inHeader && !isFirst && current!.openDelimiters == 0
        && (token.keyword.isContextualModifier || token.keyword == .actor || token.keyword == .macro)
      {
        current!.isShared = true
      }
    default:
      break
    }
  }

  /// Keywords that, as modifiers, start a declaration (`Parser`'s reading of a header).
  private static let accessKeywords: Set<Keyword> = [.public, .private, .fileprivate, .internal, .static]

  /// The collected mentions, with `names` and `nameIndexOfNumber` from the scan's `MentionSet`
  /// (`sortedNamesAndNameIndices`).
  mutating func finish(names: [String], nameIndexOfNumber: [Int32]) -> DeclarationMentions {
    finishDeclaration()
    // Numbers to indices into `names`, sorted; two spellings of a name (`x`, `` `x` ``) give one.
    func indices(_ numbers: ArraySlice<UInt32>) -> [Int32] {
      var result: [Int32] = []
      result.reserveCapacity(numbers.count)
      for number in numbers where Int(number) < nameIndexOfNumber.count && nameIndexOfNumber[Int(number)] >= 0 {
        result.append(nameIndexOfNumber[Int(number)])
      }
      result.sort()
      var unique = 0
      for index in result.indices where unique == 0 || result[index] != result[unique - 1] {
        result[unique] = result[index]
        unique += 1
      }
      result.removeLast(result.count - unique)
      return result
    }
    var shared: [UInt32] = []
    for (number, isShared) in isSharedNumber.enumerated() where isShared { shared.append(UInt32(number)) }
    var result: [DeclarationMentions.Declaration] = []
    result.reserveCapacity(finished.count)
    for declaration in finished {
      let numbers = pairs[declaration.pairs]
      if declaration.isShared { shared += numbers }
      result.append(
        DeclarationMentions.Declaration(
          declaredNames: declaration.declaredNames, mentions: indices(numbers), isShared: declaration.isShared))
    }
    return DeclarationMentions(names: names, shared: indices(shared[...]), declarations: result)
  }
}
