import TestSupport
import Testing

@testable import Syntax

/// `BalancedGroup` answers with counts what a search of the open delimiters answers: over random
/// runs of delimiters, the group a skip takes ends where the search says, and the braces pair
/// first (a `)` or `]` never closes a `{`).
@Suite struct BalancedGroupTests {
  static let kinds: [TokenKind] = [
    .leftParen, .rightParen, .leftSquare, .rightSquare, .leftBrace, .rightBrace, .interpolationStart,
    .interpolationEnd, .identifier,
  ]

  /// The number of tokens a skip starting at `tokens[0]` consumes, through `BalancedGroup`.
  static func consumed(_ tokens: [TokenKind]) -> Int {
    var group = BalancedGroup()
    var index = 0
    repeat {
      let kind = tokens[index]
      switch kind {
      case .leftParen, .leftSquare, .leftBrace, .interpolationStart: group.open(kind)
      case .rightParen, .rightSquare, .rightBrace, .interpolationEnd:
        if !group.isEmpty {
          switch group.closing(kind) {
          case .closes: group.close(kind)
          case .steppedOver: break
          case .endsGroup: return index
          }
        }
      default: break
      }
      index += 1
    } while !group.isEmpty && index < tokens.count
    return index
  }

  /// The same, searching the stack of closers for each closing delimiter.
  static func consumedBySearch(_ tokens: [TokenKind]) -> Int {
    let closerOf: [TokenKind: TokenKind] = [
      .leftParen: .rightParen, .leftSquare: .rightSquare, .leftBrace: .rightBrace,
      .interpolationStart: .interpolationEnd,
    ]
    var closers: [TokenKind] = []
    var index = 0
    repeat {
      let kind = tokens[index]
      if let closer = closerOf[kind] {
        closers.append(closer)
      } else if closerOf.values.contains(kind) && !closers.isEmpty {
        let brace = closers.lastIndex(of: .rightBrace)
        let pairsFirst = kind == .rightBrace || kind == .interpolationEnd
        let from = pairsFirst ? 0 : brace.map { $0 + 1 } ?? 0
        if let match = closers[from...].lastIndex(of: kind) {
          closers.removeSubrange(match...)
        } else if brace == nil || pairsFirst {
          return index
        }
      }
      index += 1
    } while !closers.isEmpty && index < tokens.count
    return index
  }

  @Test func countsAgreeWithASearchOfTheOpenDelimiters() {
    var generator = SplitMix64(seed: 8)
    for _ in 0..<20_000 {
      let length = 1 + Int(generator.next() % 24)
      let tokens = (0..<length).map { _ in Self.kinds[Int(generator.next() % UInt64(Self.kinds.count))] }
      #expect(Self.consumed(tokens) == Self.consumedBySearch(tokens), "\(tokens)")
    }
  }

  @Test func bracesPairFirst() {
    // `{ [ { ] }`: the `]` is stepped over, the `}` closes the inner `{`, and the group goes on.
    #expect(Self.consumed([.leftBrace, .leftSquare, .leftBrace, .rightSquare, .rightBrace, .rightBrace]) == 6)
    // `( ]`: no brace open, the `]` belongs to an outer construct.
    #expect(Self.consumed([.leftParen, .rightSquare, .rightParen]) == 1)
    // `{ ( } )`: the `}` closes the `{` and the `(` inside it.
    #expect(Self.consumed([.leftBrace, .leftParen, .rightBrace, .rightParen]) == 3)
  }
}
