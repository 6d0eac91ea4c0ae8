/// Stable identities for findings, shared by SARIF (`partialFingerprints`) and Code Climate
/// (`fingerprint`).
///
/// A fingerprint must not change when unrelated lines are inserted above the finding, so it
/// never includes a line or column number. Definition (version 1), for a diagnostic in report
/// order:
///
///     SHA-256( "appintents-fingerprint/v1" NUL ruleID NUL relativePath NUL normalizedLine NUL occurrence )
///
/// as 64 lowercase hex digits, where the fields are UTF-8, `relativePath` is the path relative
/// to the working directory, `normalizedLine` is the text of the line the finding starts on
/// with leading and trailing whitespace removed and every other run of whitespace replaced by
/// one space, and `occurrence` is the decimal count of earlier findings (in report order) with
/// the same rule, path and normalized line, so that identical lines still get distinct
/// fingerprints. The message is deliberately left out: rewording a message must not reopen
/// every alert.
package enum Fingerprint {
  /// The SARIF `partialFingerprints` key the fingerprint is stored under.
  package static let sarifKey = "appintentsLineHash/v1"

  /// The fingerprint of each diagnostic in `sorted`, which must already be in report order
  /// (`ResolvedDiagnostic.sortedForReport`), parallel to it.
  package static func fingerprints(for sorted: [ResolvedDiagnostic], context: ReportContext) -> [String] {
    var seen: [String: Int] = [:]
    return sorted.map { resolved in
      let ruleID = resolved.diagnostic.id.rawValue
      let path = context.relativePath(of: resolved.diagnostic.path)
      let line = normalizedLineText(resolved.lineText)
      let key = [ruleID, path, line].joined(separator: "\u{0}")
      let occurrence = seen[key, default: 0]
      seen[key] = occurrence + 1
      return fingerprint(ruleID: ruleID, relativePath: path, normalizedLine: line, occurrence: occurrence)
    }
  }

  /// The fingerprint of one finding from its already normalized parts.
  package static func fingerprint(
    ruleID: String, relativePath: String, normalizedLine: String, occurrence: Int
  )
    -> String
  {
    let fields = ["appintents-fingerprint/v1", ruleID, relativePath, normalizedLine, String(occurrence)]
    return SHA256.hexDigest(fields.joined(separator: "\u{0}").utf8)
  }

  /// `text` without leading or trailing whitespace and with inner runs of whitespace collapsed
  /// to one space, so that re-indenting a line keeps its fingerprint.
  ///
  /// An ASCII line is normalized over its bytes, where White_Space is tab, line feed, vertical
  /// tab, form feed, carriage return and space (splitting `Character`s cost 19 K instructions
  /// per finding); any other line as `Character`s.
  package static func normalizedLineText(_ text: String) -> String {
    var text = text
    let ascii = text.withUTF8 { bytes -> String? in
      var normalized: [UInt8] = []
      normalized.reserveCapacity(bytes.count)
      var spacePending = false
      for byte in bytes {
        if byte >= 0x80 { return nil }
        if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
          spacePending = !normalized.isEmpty
          continue
        }
        if spacePending {
          normalized.append(0x20)
          spacePending = false
        }
        normalized.append(byte)
      }
      return String(decoding: normalized, as: UTF8.self)
    }
    return ascii ?? charactersNormalized(text)
  }

  /// `normalizedLineText` over `Character`s.
  package static func charactersNormalized(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
