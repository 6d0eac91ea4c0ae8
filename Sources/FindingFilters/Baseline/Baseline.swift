import Foundation

/// Known findings to hide: `--write-baseline FILE` records them, `--baseline FILE` hides them.
///
/// The file is JSON (`docs/configuration.md` shows it), version 1:
///
///     {
///       "entries" : [
///         { "count" : 1, "line" : "static let title = ...", "path" : "Sources/A.swift", "rule" : "some-rule" }
///       ],
///       "version" : 1
///     }
///
/// One entry per distinct `BaselineKey`, with `count` the number of findings that share it, so
/// two identical lines are two findings. Entries are sorted by path, rule and line, keys are
/// sorted, so writing the same findings always gives the same bytes.
package struct Baseline: Hashable, Sendable {
  /// The format version this code writes and reads.
  package static let currentVersion = 1

  /// One key and how many findings have it.
  package struct Entry: Hashable, Sendable, Codable, Comparable {
    /// The relative path.
    package var path: String
    /// The rule id.
    package var rule: String
    /// The normalized line text.
    package var line: String
    /// How many findings share the key; at least 1.
    package var count: Int

    /// Creates an entry.
    package init(key: BaselineKey, count: Int) {
      path = key.path
      rule = key.rule
      line = key.line
      self.count = count
    }

    /// The entry's key.
    package var key: BaselineKey { BaselineKey(path: path, rule: rule, line: line) }

    /// Orders by key, then count.
    package static func < (lhs: Entry, rhs: Entry) -> Bool {
      lhs.key != rhs.key ? lhs.key < rhs.key : lhs.count < rhs.count
    }
  }

  /// The entries, sorted by key, one per key.
  package private(set) var entries: [Entry]

  /// A baseline holding `keys`, counting repeats.
  package init(keys: [BaselineKey]) {
    var counts: [BaselineKey: Int] = [:]
    for key in keys { counts[key, default: 0] += 1 }
    entries = counts.map { Entry(key: $0.key, count: $0.value) }.sorted()
  }

  /// A baseline holding `entries`; entries with the same key are added up, counts below 1 dropped.
  package init(entries: [Entry]) {
    var counts: [BaselineKey: Int] = [:]
    for entry in entries where entry.count > 0 { counts[entry.key, default: 0] += entry.count }
    self.entries = counts.map { Entry(key: $0.key, count: $0.value) }.sorted()
  }

  /// How many findings the baseline holds for `key`.
  package func count(of key: BaselineKey) -> Int {
    entries.first { $0.key == key }?.count ?? 0
  }

  // MARK: Reading and writing

  /// The file contents for a baseline of `keys`.
  package static func write(_ keys: [BaselineKey]) -> Data { Baseline(keys: keys).encoded() }

  /// The file contents: pretty JSON, sorted keys, unescaped slashes, final newline.
  package func encoded() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = BaselineDocument(version: Self.currentVersion, entries: entries)
    guard let data = try? encoder.encode(document) else { return Data("{}\n".utf8) }
    return data + Data("\n".utf8)
  }

  /// Reads a baseline file's contents.
  package static func load(_ data: Data) throws(BaselineError) -> Baseline {
    let document: BaselineDocument
    do {
      document = try JSONDecoder().decode(BaselineDocument.self, from: data)
    } catch {
      throw BaselineError(message: "not a baseline file: \(Self.describe(error))")
    }
    guard document.version == currentVersion else {
      throw BaselineError(
        message: "unsupported baseline version \(document.version); this version of appintents reads version "
          + "\(currentVersion)")
    }
    if let bad = document.entries.first(where: { $0.count < 1 }) {
      throw BaselineError(message: "baseline entry for '\(bad.path)' has count \(bad.count); counts start at 1")
    }
    return Baseline(entries: document.entries.map { Entry(key: $0.key, count: $0.count) })
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): return context.debugDescription
    case DecodingError.keyNotFound(let key, let context):
      return "missing key '\(key.stringValue)'\(where: context)"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "wrong type\(where: context)"
    default: return "cannot decode"
    }
  }
}

extension String.StringInterpolation {
  /// ` at entries[3].count` for a decoding context, or nothing at the top level.
  fileprivate mutating func appendInterpolation(where context: DecodingError.Context) {
    var path = ""
    for key in context.codingPath {
      if let index = key.intValue { path += "[\(index)]" } else { path += (path.isEmpty ? "" : ".") + key.stringValue }
    }
    if !path.isEmpty { appendLiteral(" at \(path)") }
  }
}

/// The file's top-level object.
private struct BaselineDocument: Codable {
  let version: Int
  let entries: [Baseline.Entry]
}

/// A baseline file that cannot be used: a configuration error (exit 2). A file that cannot be
/// read at all is the caller's I/O error.
package struct BaselineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  package var message: String

  /// Creates an error.
  package init(message: String) { self.message = message }

  package var description: String { message }
}
