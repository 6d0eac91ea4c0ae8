/// The stateful part of Swift's mangling: the output buffer, the word table for word
/// substitution, and the substitution table for repeated identifiers and entities.
///
/// Follows the rules of `docs/ABI/Mangling.rst` ("Identifiers", "Substitutions"):
/// - A *word* starts at any character that is not a digit or `_`, and ends before `_`, before the
///   end, or before an upper-case letter that follows a non-upper-case character. So
///   `OpenWeatherAirQualityIntent` has the words `Open`, `Weather`, `Air`, `Quality`, `Intent`, and
///   `URLSession` is one word.
/// - Words of two or more characters are recorded, at most 26 per mangled name, with their position
///   in the output. A later word equal to a recorded one (first in the output so far, then earlier
///   in the same identifier) is replaced by a letter: `a` + index, upper-case for the last
///   replacement of the identifier, which is followed by `0` when nothing literal follows it.
///   Literal runs between replacements are written as `<length><text>`, and the whole identifier
///   is prefixed with `0` when it has any replacement.
/// - An identifier that was already mangled whole is replaced by a substitution `A<letter>`
///   (`A<n>_` from the 27th on); identifiers and entities (each nominal type) share one counter.
///   Adjacent substitutions merge (`AB` then `AC` gives `AbC`; a repeat gives `A2B`).
/// - Identifiers containing anything but `[A-Za-z0-9_$]` are written as `00<length>[_]<punycode>`.
struct Mangler {
  /// A recorded word: its position and length in `buffer`.
  private struct Word {
    var start: Int
    var length: Int
  }

  // Output.
  private(set) var buffer: [UInt8] = []
  // Word substitution: at most `maximumWords` words per mangled name.
  private static let maximumWords = 26
  private var words: [Word] = []
  // Identifier and entity substitution: one shared index space.
  private var identifierSubstitutions: [[UInt8]: Int] = [:]
  private var substitutionCount = 0
  // Substitution merging: where the last substitution was written and how often it repeated.
  private var lastSubstitutionPosition = 0
  private var lastSubstitutionSize = 0
  private var lastSubstitutionRepeats = 0

  /// The mangled text so far.
  var result: String { String(decoding: buffer, as: UTF8.self) }

  /// Appends operator characters such as `V` or `LL`.
  mutating func appendOperator(_ text: String) {
    buffer.append(contentsOf: text.utf8)
  }

  /// Records that an entity (a nominal type) was mangled, taking the next substitution index.
  mutating func addEntitySubstitution() {
    substitutionCount += 1
  }

  /// The `INDEX` production: `_` for 0, `<n-1>_` otherwise.
  static func indexText(_ value: Int) -> String {
    value == 0 ? "_" : "\(value - 1)_"
  }

  /// Appends an identifier, as a substitution when the same identifier was mangled before.
  /// With `allowRawIdentifier`, a name that is not a plain Swift identifier is written the way
  /// SE-0451 raw identifiers are: with its backticks and with spaces replaced by U+00A0.
  mutating func appendIdentifier(_ identifier: String, allowRawIdentifier: Bool) {
    let key = Array(identifier.utf8)
    if let index = identifierSubstitutions[key] {
      appendSubstitution(index)
      return
    }
    identifierSubstitutions[key] = substitutionCount
    substitutionCount += 1
    if allowRawIdentifier && SwiftIdentifier.mustAlwaysBeEscaped(identifier) {
      let escaped = "`" + identifier.replacingOccurrences(of: " ", with: "\u{A0}") + "`"
      appendIdentifierText(Array(escaped.utf8))
    } else {
      appendIdentifierText(key)
    }
  }

  /// Writes a substitution reference, merging it with an immediately preceding one.
  private mutating func appendSubstitution(_ index: Int) {
    if index >= 26 {
      appendOperator("A" + Self.indexText(index - 26))
      return
    }
    let letter = UInt8(ascii: "A") + UInt8(index)
    if !mergeSubstitution(letter) {
      buffer.append(UInt8(ascii: "A"))
      buffer.append(letter)
    }
  }

  /// Tries to extend the substitution written last (`AB` + `C` -> `AbC`, `AB` + `B` -> `A2B`).
  /// When it cannot, remembers `letter` as the last substitution and returns `false`.
  private mutating func mergeSubstitution(_ letter: UInt8) -> Bool {
    if lastSubstitutionRepeats > 0 && lastSubstitutionRepeats < 2048
      && buffer.count == lastSubstitutionPosition + lastSubstitutionSize
    {
      let previous = buffer[buffer.count - 1]
      if previous != letter {
        lastSubstitutionPosition = buffer.count
        lastSubstitutionRepeats = 1
        buffer[buffer.count - 1] = previous - UInt8(ascii: "A") + UInt8(ascii: "a")
        buffer.append(letter)
        lastSubstitutionSize = 1
        return true
      }
      lastSubstitutionRepeats += 1
      buffer.removeSubrange(lastSubstitutionPosition...)
      buffer.append(contentsOf: String(lastSubstitutionRepeats).utf8)
      buffer.append(letter)
      lastSubstitutionSize = buffer.count - lastSubstitutionPosition
      return true
    }
    lastSubstitutionPosition = buffer.count + 1
    lastSubstitutionSize = 1
    lastSubstitutionRepeats = 1
    return false
  }

  /// Writes an identifier's text with word substitution, or as Punycode when it has characters
  /// that may not appear in a symbol.
  private mutating func appendIdentifierText(_ text: [UInt8]) {
    if text.contains(where: { !Self.isSymbolCharacter($0) }) {
      let encoded = Array(Punycode.encodeSwiftIdentifier(text).utf8)
      appendOperator("00\(encoded.count)")
      if let first = encoded.first, Self.isDigit(first) || first == UInt8(ascii: "_") {
        buffer.append(UInt8(ascii: "_"))
      }
      buffer.append(contentsOf: encoded)
      return
    }
    var wordsInBuffer = words.count
    // Each replacement: the position in `text` where a recorded word is reused, and its index.
    var replacements: [(position: Int, word: Int)] = []
    var wordStart: Int?
    for position in 0...text.count {
      let character = position < text.count ? text[position] : 0
      if let start = wordStart, Self.isWordEnd(character, after: text[position - 1]) {
        let word = text[start..<position]
        if let index = recordedWord(word, in: text, identifierWordsFrom: wordsInBuffer) {
          replacements.append((start, index))
        } else if word.count >= 2 && words.count < Self.maximumWords {
          words.append(Word(start: start, length: word.count))
        }
        wordStart = nil
      }
      if wordStart == nil && Self.isWordStart(character) {
        wordStart = position
      }
    }
    if !replacements.isEmpty { buffer.append(UInt8(ascii: "0")) }
    replacements.append((text.count, -1))
    var position = 0
    for (number, replacement) in replacements.enumerated() {
      if position < replacement.position {
        appendOperator(String(replacement.position - position))
        while position < replacement.position {
          // Words recorded in this identifier move from identifier to buffer positions.
          if wordsInBuffer < words.count && words[wordsInBuffer].start == position {
            words[wordsInBuffer].start = buffer.count
            wordsInBuffer += 1
          }
          buffer.append(text[position])
          position += 1
        }
      }
      guard replacement.word >= 0 else { continue }
      position += words[replacement.word].length
      if number < replacements.count - 2 {
        buffer.append(UInt8(ascii: "a") + UInt8(replacement.word))
      } else {
        buffer.append(UInt8(ascii: "A") + UInt8(replacement.word))
        if position == text.count { buffer.append(UInt8(ascii: "0")) }
      }
    }
  }

  /// The index of a recorded word equal to `word`: first among words already in the buffer, then
  /// among words recorded earlier in this identifier (whose positions are still in `text`).
  private func recordedWord(_ word: ArraySlice<UInt8>, in text: [UInt8], identifierWordsFrom first: Int) -> Int? {
    for index in 0..<first where buffer[words[index].start..<(words[index].start + words[index].length)] == word {
      return index
    }
    for index in first..<words.count where text[words[index].start..<(words[index].start + words[index].length)] == word
    {
      return index
    }
    return nil
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

  /// `[A-Za-z0-9_$]`.
  static func isSymbolCharacter(_ byte: UInt8) -> Bool {
    isDigit(byte) || isUpper(byte) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$")
  }

  private static func isWordStart(_ byte: UInt8) -> Bool {
    !isDigit(byte) && byte != UInt8(ascii: "_") && byte != 0
  }

  private static func isWordEnd(_ byte: UInt8, after previous: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || byte == 0 || (!isUpper(previous) && isUpper(byte))
  }
}
