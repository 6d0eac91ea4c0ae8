import Model

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// The binary form of a module's cached facts: compact, and quick to write and read back.
///
/// Foundation's JSON coders took longer to store the facts of a 20 MB module than the skim took
/// to compute them, and the JSON repeated every mentioned name in every file. This format keeps
/// each distinct string once in a table and refers to it by number.
///
/// Layout (every number an unsigned LEB128 varint):
///
/// ```
/// "AIFACTS1"                          8 bytes of magic
/// facts version                       FileFacts.currentVersion when written
/// string count, then per string:      byte length, UTF-8 bytes
/// entry count, then per entry:        content hash, path (string numbers)
///   declarations: count, then each    kind (0...7), path, inherited, aliased (0: none, n: string n-1),
///                                     attributes, offset, clauses
///   clauses: count, then each         condition (0: none, n: string n-1), previous
///   imports
///   mentions                          0: not recorded, n: a list of n-1 strings
///   key mentions
///   needs a full parse                0 or 1
/// ```
///
/// Lists of strings are a count and string numbers; lists of integers a count and integers.
/// Entries are written sorted by content hash and strings numbered in order of first use, so
/// equal facts give equal bytes. Reading checks
/// every number against what it indexes and every length against the bytes left; anything
/// out of place makes the whole pack unreadable (a cache miss), never a trap.
enum FactsPackCoding {
  /// The first eight bytes of a pack.
  static let magic = Array("AIFACTS1".utf8)

  /// Declaration kinds by their number in the format.
  static let kinds: [DeclarationHeader.Kind] = [
    .struct, .class, .enum, .actor, .protocol, .extension, .typealias, .function,
  ]

  // MARK: Writing

  /// The bytes of a pack holding `entries` (keyed by content hash, paths already cleared).
  static func encode(_ entries: [String: FileFacts]) -> [UInt8] {
    let parts = encodedParts(Array(entries.values), clearingPaths: false)
    return parts.head + parts.body
  }

  /// A pack of `facts` in two parts to be written one after the other (joining them would hold
  /// the pack twice): the head (magic, version, string table, entry count) and the entries.
  /// Entries are keyed by content hash (of two with one hash, the last one given is kept), with
  /// their paths written empty when `clearingPaths`: the same bytes as `encode` of the
  /// dictionary they make.
  static func encodedParts(_ facts: [FileFacts], clearingPaths: Bool) -> (head: [UInt8], body: [UInt8]) {
    var order = Array(facts.indices)
    order.sort { facts[$0].contentHash < facts[$1].contentHash }
    var unique: [Int] = []
    unique.reserveCapacity(order.count)
    for index in order {
      if let last = unique.last, facts[last].contentHash == facts[index].contentHash {
        unique[unique.count - 1] = max(last, index)
      } else {
        unique.append(index)
      }
    }
    var writer = Writer()
    var body: [UInt8] = []
    Writer.appendNumber(unique.count, to: &body)
    for index in unique { writer.append(facts[index], path: clearingPaths ? "" : facts[index].path, to: &body) }
    var head = magic
    head.reserveCapacity(writer.tableBytes.count + 32)
    Writer.appendNumber(FileFacts.currentVersion, to: &head)
    Writer.appendNumber(writer.count, to: &head)
    head += writer.tableBytes
    return (head, body)
  }

  /// Writes entries, numbering each distinct string (by its bytes) on first use.
  ///
  /// Strings are told apart by their UTF-8 bytes through a table of their own, not by a
  /// `[String: Int]`: hashing every mention twice as a `String` cost more than all the rest
  /// of storing the facts, and bytes give back exactly the strings that were written.
  private struct Writer {
    /// The string table as it will be written: per string its length, then its bytes.
    var tableBytes: [UInt8] = []
    /// Strings numbered so far.
    var count = 0
    /// Open addressing over string numbers: per slot, number + 1 (0: empty).
    private var slots = [Int32](repeating: 0, count: 1 << 12)
    /// Per string number: its hash and where its bytes start in `tableBytes`.
    private var entries: [(hash: UInt64, start: Int, length: Int)] = []

    mutating func append(_ facts: FileFacts, path: String, to bytes: inout [UInt8]) {
      appendString(facts.contentHash, to: &bytes)
      appendString(path, to: &bytes)
      Self.appendNumber(facts.declarations.count, to: &bytes)
      for declaration in facts.declarations {
        Self.appendNumber(FactsPackCoding.kinds.firstIndex(of: declaration.kind) ?? 0, to: &bytes)
        appendStrings(declaration.path, to: &bytes)
        appendStrings(declaration.inherited, to: &bytes)
        appendOptionalString(declaration.aliased, to: &bytes)
        appendStrings(declaration.attributes, to: &bytes)
        Self.appendNumber(declaration.offset, to: &bytes)
        Self.appendNumbers(declaration.clauses, to: &bytes)
      }
      Self.appendNumber(facts.clauses.count, to: &bytes)
      for clause in facts.clauses {
        appendOptionalString(clause.condition, to: &bytes)
        Self.appendNumbers(clause.previous, to: &bytes)
      }
      appendStrings(facts.imports, to: &bytes)
      if let mentions = facts.mentions {
        Self.appendNumber(mentions.count + 1, to: &bytes)
        for mention in mentions { appendString(mention, to: &bytes) }
      } else {
        Self.appendNumber(0, to: &bytes)
      }
      appendStrings(facts.keyMentions, to: &bytes)
      Self.appendNumber(facts.needsFullParse == true ? 1 : 0, to: &bytes)
    }

    private mutating func appendString(_ string: String, to bytes: inout [UInt8]) {
      Self.appendNumber(number(of: string), to: &bytes)
    }

    private mutating func appendOptionalString(_ string: String?, to bytes: inout [UInt8]) {
      Self.appendNumber(string.map { number(of: $0) + 1 } ?? 0, to: &bytes)
    }

    private mutating func appendStrings(_ strings: [String], to bytes: inout [UInt8]) {
      Self.appendNumber(strings.count, to: &bytes)
      for string in strings { appendString(string, to: &bytes) }
    }

    /// The number of `string`, given the next one if it is new.
    private mutating func number(of string: String) -> Int {
      if let known = string.utf8.withContiguousStorageIfAvailable({ number(ofBytes: $0) }) { return known }
      return Array(string.utf8).withUnsafeBufferPointer { number(ofBytes: $0) }
    }

    private mutating func number(ofBytes utf8: UnsafeBufferPointer<UInt8>) -> Int {
      do {
        let hash = Self.hash(utf8)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
          let candidate = Int(slots[slot]) - 1
          let known = entries[candidate]
          if known.hash == hash && known.length == utf8.count && equal(known.start, utf8) { return candidate }
          slot = (slot + 1) & mask
        }
        Self.appendNumber(utf8.count, to: &tableBytes)
        entries.append((hash, tableBytes.count, utf8.count))
        tableBytes.append(contentsOf: utf8)
        slots[slot] = Int32(truncatingIfNeeded: count + 1)
        count += 1
        if count * 2 > slots.count { grow() }
        return count - 1
      }
    }

    /// Whether the table holds the bytes of `utf8` at `start`.
    private func equal(_ start: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
      tableBytes.withUnsafeBufferPointer { table in
        guard let base = table.baseAddress, let other = utf8.baseAddress else { return utf8.isEmpty }
        return memcmp(base + start, other, utf8.count) == 0
      }
    }

    private mutating func grow() {
      slots = [Int32](repeating: 0, count: slots.count * 2)
      let mask = slots.count - 1
      for (number, entry) in entries.enumerated() {
        var slot = Int(truncatingIfNeeded: entry.hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(truncatingIfNeeded: number + 1)
      }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
      var value: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
      for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
      return value ^ (value >> 31)
    }

    static func appendNumbers(_ numbers: [Int], to bytes: inout [UInt8]) {
      appendNumber(numbers.count, to: &bytes)
      for number in numbers { appendNumber(number, to: &bytes) }
    }

    /// Appends `number` as LEB128 (negative numbers, which facts never hold, as 0).
    static func appendNumber(_ number: Int, to bytes: inout [UInt8]) { LEB128.append(number, to: &bytes) }
  }

  // MARK: Reading

  /// The entries of a pack, keyed by content hash; `nil` when `bytes` is not a whole, valid pack
  /// of the current facts version.
  static func decode(_ bytes: [UInt8]) -> [String: FileFacts]? {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = Reader(bytes: buffer)
      return reader.pack()
    }
  }

  /// Reads a pack from memory; every method returns `nil` at the first thing out of place.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var strings: [String] = []

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func pack() -> [String: FileFacts]? {
      guard bytes.count >= magic.count, bytes.prefix(magic.count).elementsEqual(magic) else { return nil }
      offset = magic.count
      guard number() == FileFacts.currentVersion, let stringCount = count(minimumBytesEach: 1) else { return nil }
      strings.reserveCapacity(stringCount)
      for _ in 0..<stringCount {
        guard let length = count(minimumBytesEach: 1) else { return nil }
        let slice = UnsafeBufferPointer(rebasing: bytes[offset..<offset + length])
        strings.append(String(decoding: slice, as: UTF8.self))
        offset += length
      }
      guard let entryCount = count(minimumBytesEach: 7) else { return nil }
      var entries: [String: FileFacts] = [:]
      entries.reserveCapacity(entryCount)
      for _ in 0..<entryCount {
        guard let facts = fileFacts() else { return nil }
        entries[facts.contentHash] = facts
      }
      return offset == bytes.count ? entries : nil
    }

    private mutating func fileFacts() -> FileFacts? {
      guard let contentHash = string(), let path = string(), let declarationCount = count(minimumBytesEach: 7)
      else { return nil }
      var declarations: [DeclarationHeader] = []
      declarations.reserveCapacity(declarationCount)
      for _ in 0..<declarationCount {
        guard let kindNumber = number(), kindNumber < kinds.count, let path = stringList(),
          let inherited = stringList(), let aliased = optionalString(), let attributes = stringList(),
          let declarationOffset = number(), let clauses = numberList()
        else { return nil }
        declarations.append(
          DeclarationHeader(
            kind: kinds[kindNumber], path: path, inherited: inherited, aliased: aliased, attributes: attributes,
            offset: declarationOffset, clauses: clauses))
      }
      guard let clauseCount = count(minimumBytesEach: 2) else { return nil }
      var clauses: [IfClauseFacts] = []
      clauses.reserveCapacity(clauseCount)
      for _ in 0..<clauseCount {
        guard let condition = optionalString(), let previous = numberList() else { return nil }
        clauses.append(IfClauseFacts(condition: condition, previous: previous))
      }
      guard let imports = stringList(), let mentions = optionalStringList(), let keyMentions = stringList(),
        let needsFullParse = number(), needsFullParse <= 1
      else {
        return nil
      }
      let facts = FileFacts(
        version: FileFacts.currentVersion, path: path, contentHash: contentHash, declarations: declarations,
        clauses: clauses, imports: imports, mentions: mentions, keyMentions: keyMentions,
        needsFullParse: needsFullParse == 1 ? true : nil)
      // A damaged pack must not hand the index a clause index out of range.
      return facts.malformation == nil ? facts : nil
    }

    /// A LEB128 number of at most 63 bits.
    private mutating func number() -> Int? { LEB128.read(bytes, at: &offset) }

    /// A count of items that each take at least `minimumBytesEach` bytes, checked against the
    /// bytes left (so a damaged count cannot ask for a huge allocation).
    private mutating func count(minimumBytesEach: Int) -> Int? {
      guard let value = number(), value <= (bytes.count - offset) / max(minimumBytesEach, 1) else { return nil }
      return value
    }

    private mutating func string() -> String? {
      guard let index = number(), index < strings.count else { return nil }
      return strings[index]
    }

    private mutating func optionalString() -> String?? {
      guard let value = number() else { return nil }
      if value == 0 { return .some(nil) }
      guard value - 1 < strings.count else { return nil }
      return .some(strings[value - 1])
    }

    /// A list written as its count plus one, or 0 for none.
    private mutating func optionalStringList() -> [String]?? {
      guard let marker = number() else { return nil }
      if marker == 0 { return .some(nil) }
      return listedStrings(count: marker - 1).map { .some($0) }
    }

    private mutating func stringList() -> [String]? {
      guard let count = number() else { return nil }
      return listedStrings(count: count)
    }

    /// `count` string numbers, the count checked against the bytes left.
    private mutating func listedStrings(count: Int) -> [String]? {
      guard count <= bytes.count - offset else { return nil }
      var list: [String] = []
      list.reserveCapacity(count)
      for _ in 0..<count {
        guard let string = string() else { return nil }
        list.append(string)
      }
      return list
    }

    private mutating func numberList() -> [Int]? {
      guard let count = count(minimumBytesEach: 1) else { return nil }
      var list: [Int] = []
      list.reserveCapacity(count)
      for _ in 0..<count {
        guard let value = number() else { return nil }
        list.append(value)
      }
      return list
    }
  }
}
