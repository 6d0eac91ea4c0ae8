/// What the parser emits: a flat list of node starts, tokens and node ends, 8 bytes each.
///
/// A `start` may name a *forward parent* (an offset to a later `start` event): the later node
/// then encloses this one, which is how `precede` wraps an already-parsed left operand or callee
/// without moving events (the technique of rust-analyzer's parser).
///
/// One word instead of an enum: the enum's two cases with a 32-bit payload needed a tag byte
/// of their own, 12 bytes a stride, and the events a 5 MB file's parser reserves (three per
/// token) were 28 MB of its 65 MB peak (docs/performance.md, "Parse events in one word"). The
/// low 16 bits hold a start's kind (its raw value) or one of the codes above every kind's; the
/// next 16 the start's detail; the high 32 a start's forward parent or a run's token count.
struct ParseEvent {
  private let raw: UInt64

  private init(code: UInt16, detail: UInt16 = 0, high: Int32 = 0) {
    raw = UInt64(code) | UInt64(detail) << 16 | UInt64(UInt32(bitPattern: high)) << 32
  }

  /// The codes of the events that are not starts, above every `SyntaxKind` raw value.
  private enum Code {
    static let token: UInt16 = 0xFFFF
    static let tokens: UInt16 = 0xFFFE
    static let finish: UInt16 = 0xFFFD
    static let tombstone: UInt16 = 0xFFFC
  }

  /// A node begins. `forwardParent` is `0` or the distance to the start of its new parent.
  static func start(kind: SyntaxKind, detail: UInt16, forwardParent: Int32) -> ParseEvent {
    ParseEvent(code: kind.rawValue, detail: detail, high: forwardParent)
  }
  /// The next consumed token (the lexer's, with `Parser.tokenEdits` applied) belongs to the
  /// innermost open node.
  static let token = ParseEvent(code: Code.token)
  /// The next `count` consumed tokens belong to the innermost open node (a skipped declaration).
  static func tokens(count: Int32) -> ParseEvent { ParseEvent(code: Code.tokens, high: count) }
  /// The innermost open node ends.
  static let finish = ParseEvent(code: Code.finish)
  /// A start that was abandoned or already consumed as a forward parent.
  static let tombstone = ParseEvent(code: Code.tombstone)

  /// What the event is, to switch over.
  enum Shape {
    case start(kind: SyntaxKind, detail: UInt16, forwardParent: Int32)
    case token
    case tokens(count: Int32)
    case finish
    case tombstone
  }

  /// What the event is.
  @inline(__always)
  var shape: Shape {
    let code = UInt16(truncatingIfNeeded: raw)
    let high = Int32(bitPattern: UInt32(truncatingIfNeeded: raw >> 32))
    switch code {
    case Code.token: return .token
    case Code.tokens: return .tokens(count: high)
    case Code.finish: return .finish
    case Code.tombstone: return .tombstone
    default:
      // Only `start` writes other codes, each a kind's raw value.
      return .start(
        kind: SyntaxKind(rawValue: code) ?? .unexpected, detail: UInt16(truncatingIfNeeded: raw >> 16),
        forwardParent: high)
    }
  }
}
