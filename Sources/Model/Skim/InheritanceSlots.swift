/// The inheritance entries of a list of declarations as `NameHashFilter` slots, one
/// declaration's after another in one buffer.
///
/// The selection asks of nearly every type and extension whether an entry of its inheritance
/// clause may lead to a role; the entries' strings lie scattered over the memory of the threads
/// that skimmed them, and reading them (a cache miss or two each) was most of the selection's
/// time. Their slots, taken as the index is built, answer "certainly not" for nearly all from
/// one small buffer.
struct InheritanceSlots: Sendable {
  /// The slot of an entry that is not a plain name (`Foo.Bar`, `A & B`, `Foo<Int>`): it may
  /// lead anywhere, so it always needs a look.
  static let notPlain: UInt32 = 1 << 16

  /// Every declaration's entries' slots, declaration after declaration.
  private var slots: [UInt32] = []
  /// Where each declaration's slots end in `slots`.
  private var ends: [Int] = []

  /// Appends the slots of the next declaration's `entries`.
  mutating func append(_ entries: [String]) {
    for entry in entries { slots.append(Self.slot(of: entry)) }
    ends.append(slots.count)
  }

  /// Whether an entry of the declaration at `index` may be one of the names `filter` was made
  /// of, or is not a plain name (`false` is certain: a plain entry that is one of them has its
  /// name's slot).
  func mayName(_ index: Int, in filter: NameHashFilter) -> Bool {
    for position in (index == 0 ? 0 : ends[index - 1])..<ends[index] {
      let slot = slots[position]
      if slot == Self.notPlain || filter.mayContain(slot: UInt16(truncatingIfNeeded: slot)) { return true }
    }
    return false
  }

  /// The slot of an inheritance entry: its `NameHashFilter` slot when it is a plain name (ASCII
  /// letters, digits and underscores only, as `RelevantFiles.ReachingNames` tells plain entries
  /// apart), `notPlain` otherwise.
  static func slot(of entry: String) -> UInt32 {
    isPlainName(entry) ? UInt32(NameHashFilter.slot(of: entry)) : notPlain
  }

  /// Whether `entry` holds only ASCII letters, digits and underscores.
  static func isPlainName(_ entry: String) -> Bool {
    entry.utf8.allSatisfy(isPlainNameByte)
  }

  /// Whether `byte` is an ASCII letter, digit or underscore: a byte of a plain name, here and
  /// in `RelevantFiles.ReachingNames`, which must tell plain entries apart alike.
  @inline(__always)
  static func isPlainNameByte(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "A") < 26 || byte &- UInt8(ascii: "0") < 10
      || byte == UInt8(ascii: "_")
  }
}
