import Model
import Source

extension SelectionMemo {
  /// The digest of everything in `facts` the selection reads: every field but the path, the
  /// content hash and the declarations' offsets (which an edit above a declaration moves
  /// without changing what it declares).
  ///
  /// It is the `ContentDigest` of these bytes, numbers as 8-byte little-endian integers and a
  /// string as its UTF-8 length then its bytes: the version and the declaration count; per
  /// declaration its kind's raw value, path, inheritance list, whether it aliases and what,
  /// attributes, clause count and clauses (a list as its count then its strings); the clause
  /// count and per clause whether it has a condition and which, and its previous clauses; the
  /// imports; whether there are mentions, and they; the key mentions; whether it needs a full
  /// parse. The bytes are counted first and written into one buffer of that size: appended
  /// piece by piece through nested functions (each append a generic call behind an access
  /// check), a cold run of the real corpus spent 40 M instructions on its 1,718 files.
  static func factsDigest(of facts: FileFacts) -> ContentDigest {
    var counter = FactsDigestBytes.Counter()
    FactsDigestBytes.visit(facts, into: &counter)
    let bytes = [UInt8](unsafeUninitializedCapacity: counter.count) { buffer, initialized in
      var writer = FactsDigestBytes.Writer(base: buffer.baseAddress!)
      FactsDigestBytes.visit(facts, into: &writer)
      initialized = writer.offset
    }
    return ContentDigest(of: bytes)
  }
}

/// The bytes `SelectionMemo.factsDigest(of:)` digests, counted or written by one walk.
private enum FactsDigestBytes {
  /// Where the walk's numbers and strings go.
  protocol Sink {
    mutating func number(_ value: Int)
    mutating func string(_ value: String)
  }

  /// Counts the bytes.
  struct Counter: Sink {
    var count = 0
    mutating func number(_ value: Int) { count += 8 }
    mutating func string(_ value: String) { count += 8 + value.utf8.count }
  }

  /// Writes the bytes from `base`, which has room for all of them.
  struct Writer: Sink {
    let base: UnsafeMutablePointer<UInt8>
    var offset = 0

    mutating func number(_ value: Int) {
      UnsafeMutableRawPointer(base + offset).storeBytes(of: Int64(value).littleEndian, as: Int64.self)
      offset += 8
    }

    mutating func string(_ value: String) {
      number(value.utf8.count)
      let copied = value.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
        if let source = utf8.baseAddress { (base + offset).update(from: source, count: utf8.count) }
        return true
      }
      if copied == nil {
        for (index, byte) in value.utf8.enumerated() { base[offset + index] = byte }
      }
      offset += value.utf8.count
    }
  }

  /// Gives `sink` the numbers and strings of `facts`, in the documented order.
  static func visit<S: Sink>(_ facts: FileFacts, into sink: inout S) {
    sink.number(facts.version)
    sink.number(facts.declarations.count)
    for index in facts.declarations.indices {
      let declaration = facts.declarations[index]
      sink.string(declaration.kind.rawValue)
      strings(declaration.path, into: &sink)
      strings(declaration.inherited, into: &sink)
      optional(declaration.aliased, into: &sink)
      strings(declaration.attributes, into: &sink)
      sink.number(declaration.clauses.count)
      for clause in declaration.clauses { sink.number(clause) }
    }
    sink.number(facts.clauses.count)
    for clause in facts.clauses {
      optional(clause.condition, into: &sink)
      sink.number(clause.previous.count)
      for previous in clause.previous { sink.number(previous) }
    }
    strings(facts.imports, into: &sink)
    sink.number(facts.mentions == nil ? 0 : 1)
    if let mentions = facts.mentions { strings(mentions, into: &sink) }
    strings(facts.keyMentions, into: &sink)
    sink.number(facts.needsFullParse == true ? 1 : 0)
  }

  private static func strings<S: Sink>(_ values: [String], into sink: inout S) {
    sink.number(values.count)
    for value in values { sink.string(value) }
  }

  private static func optional<S: Sink>(_ value: String?, into sink: inout S) {
    sink.number(value == nil ? 0 : 1)
    if let value { sink.string(value) }
  }
}
