import Source
import Syntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Finds suppression directives in a Swift file by lexing it, so that `// appintents:` inside
/// a string literal is text, not a comment.
///
/// Files without the bytes `appintents:` (nearly all of them) are rejected by one byte scan
/// before any lexing.
package enum SuppressionScanner {
  /// A comment that starts like a directive but is not one, e.g. `// appintents:disabel x`.
  package struct Malformed: Hashable, Sendable {
    /// What is wrong.
    package var message: String
    /// The offending word (or the comment).
    package var range: ByteRange
  }

  /// What scanning a file found.
  package struct Result: Hashable, Sendable {
    /// The directives in file order.
    package var directives: [SuppressionDirective] = []
    /// Comments that look like directives but cannot be read.
    package var malformed: [Malformed] = []
  }

  /// Every directive in `bytes`.
  package static func scan(_ bytes: [UInt8]) -> Result {
    var result = Result()
    guard mayContainDirective(bytes) else { return result }
    for token in Lexer.tokenize(bytes, includeTrivia: true).tokens {
      switch token.kind {
      case .lineComment, .blockComment: parse(comment: token, in: bytes, into: &result)
      default: continue
      }
    }
    return result
  }

  /// Whether `bytes` contains `appintents:` anywhere: a cheap test that rules out lexing. It
  /// jumps from `:` to `:` with the C library's `memchr` and compares the ten bytes before each.
  package static func mayContainDirective(_ bytes: [UInt8]) -> Bool {
    let word = Array("appintents".utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, buffer.count > word.count else { return false }
      var offset = word.count
      while offset < buffer.count {
        guard let found = memchr(base + offset, Int32(UInt8(ascii: ":")), buffer.count - offset) else { return false }
        let colon = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if memcmp(base + colon - word.count, word, word.count) == 0 { return true }
        offset = colon + 1
      }
      return false
    }
  }

  /// Reads one comment token; comments that do not start with `appintents:` are ignored.
  private static func parse(comment token: Token, in bytes: [UInt8], into result: inout Result) {
    var start = token.range.start + 2  // after `//` or `/*`
    var end = token.range.end
    if token.kind == .blockComment, end - start >= 2, bytes[end - 2] == UInt8(ascii: "*"),
      bytes[end - 1] == UInt8(ascii: "/")
    {
      end -= 2
    }
    while start < end, isSpace(bytes[start]) { start += 1 }
    let prefix = Array(SuppressionDirective.prefix.utf8)
    guard end - start >= prefix.count, Array(bytes[start..<start + prefix.count]) == prefix else { return }
    let words = self.words(in: bytes, from: start + prefix.count, to: end)
    // `appintents:` followed by a space (or nothing) is prose, not a directive.
    guard let commandWord = words.first, !commandWord.range.isEmpty else { return }
    guard let command = SuppressionDirective.Command(rawValue: commandWord.text) else {
      result.malformed.append(
        Malformed(
          message: "unknown suppression command '\(commandWord.text)'; expected one of "
            + SuppressionDirective.Command.names.joined(separator: ", "), range: commandWord.range))
      return
    }
    var rules: [SuppressionDirective.RuleReference] = []
    var reason: String?
    for (index, word) in words.enumerated().dropFirst() {
      if word.text == "-" {
        let rest = words[(index + 1)...]
        if let first = rest.first, let last = rest.last {
          reason = String(decoding: bytes[first.range.start..<last.range.end], as: UTF8.self)
        }
        break
      }
      for part in word.splitOnCommas(bytes) {
        rules.append(
          SuppressionDirective.RuleReference(
            name: part.text, range: part.range, isAll: part.text == SuppressionDirective.allWord))
      }
    }
    if rules.isEmpty {
      rules = [
        SuppressionDirective.RuleReference(name: SuppressionDirective.allWord, range: commandWord.range, isAll: true)
      ]
    }
    result.directives.append(
      SuppressionDirective(
        command: command, rules: rules, reason: reason, commentRange: token.range, commandRange: commandWord.range))
  }

  /// A whitespace-separated word of a comment.
  private struct Word {
    var text: String
    var range: ByteRange

    /// The comma-separated, non-empty parts of the word (`a,b` is two rules).
    func splitOnCommas(_ bytes: [UInt8]) -> [Word] {
      var parts: [Word] = []
      var partStart = range.start
      for offset in range.start...range.end where offset == range.end || bytes[offset] == UInt8(ascii: ",") {
        if offset > partStart {
          parts.append(
            Word(
              text: String(decoding: bytes[partStart..<offset], as: UTF8.self),
              range: ByteRange(start: partStart, end: offset)))
        }
        partStart = offset + 1
      }
      return parts
    }
  }

  /// The whitespace-separated words of `bytes[start..<end]`; the first word directly follows
  /// `appintents:` (an empty first word means nothing followed it).
  private static func words(in bytes: [UInt8], from start: Int, to end: Int) -> [Word] {
    var words: [Word] = []
    var index = start
    if index >= end || isSpace(bytes[index]) {
      words.append(Word(text: "", range: ByteRange.empty(at: index)))
    }
    while index < end {
      while index < end, isSpace(bytes[index]) { index += 1 }
      let wordStart = index
      while index < end, !isSpace(bytes[index]) { index += 1 }
      if index > wordStart {
        words.append(
          Word(
            text: String(decoding: bytes[wordStart..<index], as: UTF8.self),
            range: ByteRange(start: wordStart, end: index)))
      }
    }
    return words
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }
}
