import Source
import Syntax

/// Decodes a string literal node into text pieces and interpolations, as the compiler sees
/// its value: escapes resolved (with the literal's `#` count), a multi-line literal's
/// indentation (the closing delimiter's) stripped from every line, its first and last line
/// breaks dropped, and `\` line continuations removed.
enum StringLiteralDecoder {
  /// A piece of a decoded string literal.
  enum Piece {
    /// Literal text.
    case text(String)
    /// An `interpolationSegment` node.
    case interpolation(SyntaxNode)
  }

  /// The pieces of `literal` (a `stringLiteralExpr`), adjacent text merged.
  static func pieces(of literal: SyntaxNode) -> [Piece] {
    let elements = literal.elements
    guard case .token(let open)? = elements.first else { return [] }
    let openText = open.text
    let pounds = openText.prefix { $0 == "#" }.count
    let isMultiline = open.kind == .multilineStringQuote
    var indentation = ""
    if isMultiline, case .token(let close)? = elements.last, close.kind == .multilineStringQuote, close != open {
      indentation = String(close.text.prefix { $0 == " " || $0 == "\t" })
    }
    var state = DecodingState(pounds: pounds, isMultiline: isMultiline, indentation: indentation)
    for element in elements.dropFirst() {
      switch element {
      case .token(let token) where token.kind == .stringSegment:
        state.append(segment: Array(token.text.utf8))
      case .node(let node) where node.kind == .interpolationSegment:
        state.flushText()
        state.pieces.append(.interpolation(node))
        state.atLineStart = false
        state.skippingOpeningLine = false
      default:
        break
      }
    }
    state.flushText()
    if isMultiline, case .text(let last)? = state.pieces.last, last.hasSuffix("\n") {
      state.pieces[state.pieces.count - 1] = .text(String(last.dropLast()))
    }
    return state.pieces
  }

  private struct DecodingState {
    let pounds: Int
    let isMultiline: Bool
    let indentation: String
    var pieces: [Piece] = []
    var text: [UInt8] = []
    var atLineStart = false
    var skippingOpeningLine: Bool

    init(pounds: Int, isMultiline: Bool, indentation: String) {
      self.pounds = pounds
      self.isMultiline = isMultiline
      self.indentation = indentation
      self.skippingOpeningLine = isMultiline
    }

    mutating func flushText() {
      guard !text.isEmpty else { return }
      let decoded = String(decoding: text, as: UTF8.self)
      if case .text(let previous)? = pieces.last {
        pieces[pieces.count - 1] = .text(previous + decoded)
      } else {
        pieces.append(.text(decoded))
      }
      text.removeAll()
    }

    mutating func append(segment bytes: [UInt8]) {
      var index = 0
      if skippingOpeningLine {
        while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
        index += lineBreakLength(bytes, index)
        skippingOpeningLine = false
        atLineStart = true
      }
      while index < bytes.count {
        if atLineStart {
          atLineStart = false
          let indent = Array(indentation.utf8)
          if bytes.count - index >= indent.count && Array(bytes[index..<index + indent.count]) == indent {
            index += indent.count
          }
          continue
        }
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D {
          text.append(0x0A)
          index += lineBreakLength(bytes, index)
          atLineStart = isMultiline
          continue
        }
        if byte == UInt8(ascii: "\\") && poundsFollow(bytes, index + 1) {
          index = decodeEscape(bytes, from: index)
          continue
        }
        text.append(byte)
        index += 1
      }
    }

    private func lineBreakLength(_ bytes: [UInt8], _ index: Int) -> Int {
      guard index < bytes.count else { return 0 }
      if bytes[index] == 0x0D { return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1 }
      return bytes[index] == 0x0A ? 1 : 0
    }

    private func poundsFollow(_ bytes: [UInt8], _ index: Int) -> Bool {
      guard index + pounds <= bytes.count else { return false }
      for offset in 0..<pounds where bytes[index + offset] != UInt8(ascii: "#") { return false }
      return true
    }

    /// Decodes the escape starting with the backslash at `start`; returns the index after it.
    private mutating func decodeEscape(_ bytes: [UInt8], from start: Int) -> Int {
      var index = start + 1 + pounds
      guard index < bytes.count else { return index }
      switch bytes[index] {
      case UInt8(ascii: "n"): text.append(0x0A)
      case UInt8(ascii: "t"): text.append(0x09)
      case UInt8(ascii: "r"): text.append(0x0D)
      case UInt8(ascii: "0"): text.append(0x00)
      case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): text.append(bytes[index])
      case UInt8(ascii: "u"):
        var cursor = index + 2
        var value: UInt32 = 0
        while cursor < bytes.count, let digit = hexValue(bytes[cursor]) {
          value = value &* 16 &+ digit
          cursor += 1
        }
        if let scalar = Unicode.Scalar(value) { text.append(contentsOf: Array(String(Character(scalar)).utf8)) }
        return min(cursor + 1, bytes.count)
      case 0x20, 0x09, 0x0A, 0x0D:
        // A line continuation: the backslash, trailing spaces and the line break vanish.
        while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
        index += lineBreakLength(bytes, index)
        atLineStart = isMultiline
        return index
      default:
        text.append(bytes[index])
      }
      return index + 1
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - 55)
      default: return nil
      }
    }
  }
}
