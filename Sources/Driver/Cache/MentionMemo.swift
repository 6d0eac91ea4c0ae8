import Source

/// Which of the names `unreachable-intent` last asked about each unparsed file mentions, by the
/// file's content digest, so a rerun after an edit reads again only the files that changed.
///
/// The answer for a file is a function of its bytes and of the names asked, so an entry is
/// used only for the same names (`namesKey`) and the same content digest: a stale entry is
/// never found. Asking about other names (an intent gained an App Shortcut, a new intent)
/// scans every file again and replaces the memo.
struct MentionMemo: Equatable {
  /// The digest of the names asked about (`key(of:)`).
  var namesKey: ContentDigest
  /// For each scanned file's content digest, the names of the set it mentions, sorted.
  var found: [ContentDigest: [String]]

  /// The key of a set of names: their digest in sorted order.
  static func key(of names: Set<String>) -> ContentDigest {
    ContentDigest(of: "mentions 1\n" + names.sorted().joined(separator: "\n"))
  }
}

extension MentionMemo {
  /// The first eight bytes of a stored memo.
  static let magic = Array("AIMENT01".utf8)

  /// The memo as bytes: magic, the names key's two halves, the entry count, then per entry
  /// (sorted by digest) the digest, the count of names and the names.
  func encoded() -> [UInt8] {
    var writer = MemoWriter(magic: Self.magic, capacity: 32 + found.count * 24)
    writer.append(Int64(bitPattern: namesKey.high))
    writer.append(Int64(bitPattern: namesKey.low))
    writer.append(Int64(found.count))
    for digest in found.keys.sorted() {
      let names = found[digest] ?? []
      writer.append(Int64(bitPattern: digest.high))
      writer.append(Int64(bitPattern: digest.low))
      writer.append(Int64(names.count))
      for name in names { writer.append(string: name.utf8) }
    }
    return writer.bytes
  }

  /// A memo read back from `bytes`; `nil` unless they are exactly one whole memo.
  init?(encoded bytes: [UInt8]) {
    let decoded: (ContentDigest, [ContentDigest: [String]])? = bytes.withUnsafeBytes { buffer in
      guard var reader = MemoReader(buffer, magic: Self.magic), let high = reader.number(), let low = reader.number(),
        let count = reader.count(ofItemsAtLeast: 24)
      else { return nil }
      var found: [ContentDigest: [String]] = [:]
      found.reserveCapacity(count)
      for _ in 0..<count {
        guard let digestHigh = reader.number(), let digestLow = reader.number(),
          let nameCount = reader.count(ofItemsAtLeast: 8)
        else { return nil }
        var names: [String] = []
        for _ in 0..<nameCount {
          guard let name = reader.string() else { return nil }
          names.append(String(decoding: name, as: UTF8.self))
        }
        found[ContentDigest(high: UInt64(bitPattern: digestHigh), low: UInt64(bitPattern: digestLow))] = names
      }
      guard reader.isAtEnd else { return nil }
      return (ContentDigest(high: UInt64(bitPattern: high), low: UInt64(bitPattern: low)), found)
    }
    guard let decoded else { return nil }
    self.init(namesKey: decoded.0, found: decoded.1)
  }
}
