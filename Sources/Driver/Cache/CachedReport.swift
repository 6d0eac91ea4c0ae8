import Source

/// What `lint` printed for findings stored in the run cache, and the exit status it returned,
/// kept under the findings' key and everything else the report was made from
/// (`key(findings:rendering:)`): a rerun of an unchanged tree (`UnchangedRunCheck`) prints it
/// without decoding the findings, reading the files they point into, resolving their lines and
/// columns or rendering them (the synthetic 20 MB corpus's 284 findings: about 4.8 M
/// instructions on the run's one remaining thread).
///
/// The report is a pure function of the findings, the contents of the files they point into
/// (both fixed by the findings' key, which holds every file's digest), the reporter and the
/// `ReportContext` (tool, working directory, path style, color); `lint` keeps and uses one only
/// without color, a baseline or `--write-baseline`, whose files the key does not hold.
public struct CachedReport: Equatable, Sendable {
  /// The exit status: 0, 1 or 3.
  public var status: Int32
  /// The bytes printed to standard output.
  public var text: [UInt8]

  /// A report of `text` that ended with `status`.
  public init(status: Int32, text: [UInt8]) {
    self.status = status
    self.text = text
  }

  /// The key of the report of the findings stored under `findings`, made with `rendering`
  /// (every other input of the report, as text).
  public static func key(findings: ContentDigest, rendering: String) -> ContentDigest {
    ContentDigest(of: "report 1\nfindings \(findings.hex)\n" + rendering)
  }

  /// The first eight bytes of a stored report.
  static let magic = Array("AIREPRT1".utf8)

  /// The report as bytes: magic, the status, then the text (`MemoWriter`'s number and string).
  func encoded() -> [UInt8] {
    var writer = MemoWriter(magic: Self.magic, capacity: 24 + text.count)
    writer.append(Int64(status))
    writer.append(string: text)
    return writer.bytes
  }

  /// A report read back from `bytes`; `nil` unless they are exactly one whole report with a
  /// status `lint` returns after a report.
  init?(encoded bytes: [UInt8]) {
    let decoded: (Int32, [UInt8])? = bytes.withUnsafeBytes { buffer in
      guard var reader = MemoReader(buffer, magic: Self.magic), let status = reader.number(),
        [0, 1, 3].contains(status), let text = reader.string(), reader.isAtEnd
      else { return nil }
      return (Int32(status), Array(text))
    }
    guard let decoded else { return nil }
    (status, text) = decoded
  }
}
