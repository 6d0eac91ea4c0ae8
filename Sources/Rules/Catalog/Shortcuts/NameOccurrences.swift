import Model
import Syntax

/// Where the parsed files spell given names as identifier tokens: each token whose text, with
/// backticks removed (`SyntaxNode.unescaped`), equals a name as a string.
///
/// It looks at every identifier token of every parsed file, so it compares bytes wherever
/// bytes decide: an ASCII name equals a token only if the token has the name's bytes (perhaps
/// between backticks). A `String` is made only where bytes cannot decide: for tokens with
/// non-ASCII bytes (U+212A KELVIN SIGN spells `K`), and for every token when a name is not
/// ASCII. This is the comparison `UnparsedMentions` makes for the files that were not parsed,
/// so the two agree.
enum NameOccurrences {
  /// File index and byte offset of each occurrence, by name.
  static func find(_ names: Set<String>, in index: ModuleIndex) -> [String: [(file: Int, offset: Int)]] {
    var found: [String: [(file: Int, offset: Int)]] = [:]
    let ascii = ASCIINames(names)
    let everyToken = ascii.count < names.count
    for (fileIndex, file) in index.files.enumerated() {
      let tree = file.tree
      file.file.bytes.withUnsafeBufferPointer { bytes in
        let fileIsASCII = !everyToken && Self.isASCII(bytes)
        for token in tree.tokens where token.kind == .identifier {
          let name: String?
          if everyToken || (!fileIsASCII && Self.hasOtherBytes(token, in: bytes)) {
            let text = SyntaxNode.unescaped(tree.text(of: token))
            name = names.contains(text) ? text : nil
          } else {
            name = ascii.name(spelledBy: token, in: bytes)
          }
          if let name { found[name, default: []].append((fileIndex, token.range.start)) }
        }
      }
    }
    return found
  }

  /// Whether every byte is ASCII.
  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
      if word & 0x8080_8080_8080_8080 != 0 { return false }
      index += 8
    }
    while index < bytes.count {
      if bytes[index] >= 0x80 { return false }
      index += 1
    }
    return true
  }

  /// Whether `token` has a byte outside ASCII.
  private static func hasOtherBytes(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let end = min(token.end, bytes.count)
    var index = Int(token.start)
    while index < end {
      if bytes[index] >= 0x80 { return true }
      index += 1
    }
    return false
  }

  /// The ASCII names, by a hash of their bytes.
  private struct ASCIINames {
    /// Each name's bytes and the name, by the `SpellingHash` of its bytes: by length alone, a token was
    /// compared with every name of its length, and n intents named alike (`Intent0`...
    /// `Intent999`) cost n^2 over the tokens that name them.
    private var byKey: [UInt64: [(bytes: [UInt8], name: String)]] = [:]
    /// Bit `n` set when a name is `n` bytes long (names of 62 bytes or more set no bit).
    private var lengths: UInt64 = 0
    /// Whether a name is 62 bytes or longer, so the length bits cannot rule a token out.
    private var hasLongNames = false
    /// How many names.
    private(set) var count = 0

    init(_ names: Set<String>) {
      for name in names where name.utf8.allSatisfy({ $0 < 0x80 }) {
        let bytes = Array(name.utf8)
        let key = bytes.withUnsafeBufferPointer { SpellingHash.of($0, start: 0, length: $0.count).value }
        byKey[key, default: []].append((bytes, name))
        if bytes.count < 62 { lengths |= 1 << UInt64(bytes.count) } else { hasLongNames = true }
        count += 1
      }
    }

    /// The name `token` spells, with or without backticks, if any.
    func name(spelledBy token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
      var start = Int(token.start)
      var length = Int(token.length)
      guard start + length <= bytes.count, length > 0 else { return nil }
      if length >= 2 && bytes[start] == UInt8(ascii: "`") && bytes[start + length - 1] == UInt8(ascii: "`") {
        start += 1
        length -= 2
      }
      guard hasLongNames || (length < 62 && lengths & 1 << UInt64(length) != 0),
        let candidates = byKey[SpellingHash.of(bytes, start: start, length: length).value]
      else { return nil }
      let first = start
      return candidates.first { candidate in
        candidate.bytes.count == length
          && candidate.bytes.withUnsafeBufferPointer { name in
            (0..<length).allSatisfy { name[$0] == bytes[first + $0] }
          }
      }?.name
    }
  }
}
