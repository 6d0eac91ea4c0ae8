import Diagnostics
import Source

/// The binary form of a run's stored findings.
///
/// A warm rerun does little besides reading them back, and Foundation's `JSONDecoder` took
/// about as long for a few hundred findings as checking that no file had changed. Layout
/// (numbers as unsigned LEB128 varints, strings as a byte count and UTF-8 bytes):
///
/// ```
/// "AIFINDS1"
/// count, then per finding: id, severity (0 info, 1 warning, 2 error), message, path,
///   range start, range end,
///   note count, then per note: message, path, range start, range end,
///   fix-it count, then per fix-it: message, range start, range end, replacement
/// ```
///
/// Reading checks every count and length against the bytes left and every range's order;
/// anything out of place makes the whole result unreadable (a cache miss), never a trap.
enum FindingsCoding {
  /// The first eight bytes.
  static let magic = Array("AIFINDS1".utf8)

  /// Severities by their number in the format.
  static let severities: [Severity] = [.info, .warning, .error]

  /// The bytes of `findings`.
  static func encode(_ findings: [Diagnostic]) -> [UInt8] {
    var bytes = magic
    appendNumber(findings.count, to: &bytes)
    for finding in findings {
      appendString(finding.id.rawValue, to: &bytes)
      appendNumber(severities.firstIndex(of: finding.severity) ?? 0, to: &bytes)
      appendString(finding.message, to: &bytes)
      appendString(finding.path, to: &bytes)
      appendRange(finding.range, to: &bytes)
      appendNumber(finding.notes.count, to: &bytes)
      for note in finding.notes {
        appendString(note.message, to: &bytes)
        appendString(note.path, to: &bytes)
        appendRange(note.range, to: &bytes)
      }
      appendNumber(finding.fixIts.count, to: &bytes)
      for fixIt in finding.fixIts {
        appendString(fixIt.message, to: &bytes)
        appendRange(fixIt.range, to: &bytes)
        appendString(fixIt.replacement, to: &bytes)
      }
    }
    return bytes
  }

  /// The findings in `bytes`, or `nil` unless they are exactly one whole, valid result.
  static func decode(_ bytes: [UInt8]) -> [Diagnostic]? {
    var reader = Reader(bytes: bytes)
    guard bytes.count >= magic.count, bytes.prefix(magic.count).elementsEqual(magic) else { return nil }
    reader.offset = magic.count
    guard let count = reader.count(minimumBytesEach: 8) else { return nil }
    var findings: [Diagnostic] = []
    findings.reserveCapacity(count)
    for _ in 0..<count {
      guard let id = reader.string(), let severityNumber = reader.number(), severityNumber < severities.count,
        let message = reader.string(), let path = reader.string(), let range = reader.range(),
        let noteCount = reader.count(minimumBytesEach: 4)
      else { return nil }
      var notes: [Diagnostic.Note] = []
      for _ in 0..<noteCount {
        guard let message = reader.string(), let path = reader.string(), let range = reader.range() else { return nil }
        notes.append(Diagnostic.Note(message: message, path: path, range: range))
      }
      guard let fixItCount = reader.count(minimumBytesEach: 4) else { return nil }
      var fixIts: [Diagnostic.FixIt] = []
      for _ in 0..<fixItCount {
        guard let message = reader.string(), let range = reader.range(), let replacement = reader.string() else {
          return nil
        }
        fixIts.append(Diagnostic.FixIt(message: message, range: range, replacement: replacement))
      }
      findings.append(
        Diagnostic(
          id: DiagnosticID(rawValue: id), severity: severities[severityNumber], message: message, path: path,
          range: range, notes: notes, fixIts: fixIts))
    }
    return reader.offset == bytes.count ? findings : nil
  }

  private static func appendString(_ string: String, to bytes: inout [UInt8]) {
    appendNumber(string.utf8.count, to: &bytes)
    bytes.append(contentsOf: string.utf8)
  }

  private static func appendRange(_ range: ByteRange, to bytes: inout [UInt8]) {
    appendNumber(range.start, to: &bytes)
    appendNumber(range.end, to: &bytes)
  }

  /// Appends `number` as LEB128 (negative numbers, which ranges never hold, as 0).
  private static func appendNumber(_ number: Int, to bytes: inout [UInt8]) { LEB128.append(number, to: &bytes) }

  /// Reads numbers, strings and ranges; each returns `nil` at the first thing out of place.
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    mutating func number() -> Int? { LEB128.read(bytes, at: &offset) }

    /// A count of items of at least `minimumBytesEach` bytes each, checked against the bytes left.
    mutating func count(minimumBytesEach: Int) -> Int? {
      guard let value = number(), value <= (bytes.count - offset) / max(minimumBytesEach, 1) else { return nil }
      return value
    }

    mutating func string() -> String? {
      guard let length = count(minimumBytesEach: 1) else { return nil }
      let text = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
      offset += length
      return text
    }

    mutating func range() -> ByteRange? {
      guard let start = number(), let end = number(), start <= end else { return nil }
      return ByteRange(start: start, end: end)
    }
  }
}
