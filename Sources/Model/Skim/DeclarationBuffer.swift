/// The declaration headers a `HeaderScanner` scan records, in a block that a skimming thread
/// reuses file after file (`ScanScratch`), moved out at the end into an array of exactly their
/// number.
///
/// Appending to each file's own array grew it from empty, a reallocation (and a move of the
/// headers so far) at every power of two: 7,200 of them for the 19,900 headers of the synthetic
/// 20 MB corpus, whose arrays were then left a quarter empty on average for as long as the facts
/// lived. Not Sendable: one scan at a time uses it.
final class DeclarationBuffer {
  private var base: UnsafeMutablePointer<DeclarationHeader>
  /// How many headers fit before it grows.
  private(set) var capacity: Int
  /// How many headers it holds.
  private(set) var count = 0

  /// An empty buffer.
  init() {
    capacity = 32
    base = .allocate(capacity: capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// Empties the buffer (keeping its capacity).
  func removeAll() {
    base.deinitialize(count: count)
    count = 0
  }

  /// Adds the header of these fields (`DeclarationHeader.init`) at the end, each field written
  /// in its place. A header made by its initializer and then moved in was copied and the original
  /// destroyed (two calls that retained and released its five references, 280 instructions a
  /// header): the compiler copies a struct of this size out of an initializer that sets its
  /// fields one by one (a synthesized memberwise one it does not, but the type's initializer is
  /// public). `DeclarationBufferTests` checks that every stored property is written here.
  func append(
    kind: DeclarationHeader.Kind, path: [String], inherited: consuming [String], aliased: consuming String?,
    attributes: consuming [String], offset: Int, clauses: [Int]
  ) {
    if count == capacity { grow() }
    let slot = UnsafeMutableRawPointer(base + count)
    func field<Value>(_ key: KeyPath<DeclarationHeader, Value>, _ value: Value) {
      (slot + MemoryLayout<DeclarationHeader>.offset(of: key)!).initializeMemory(as: Value.self, to: value)
    }
    field(\.kind, kind)
    field(\.path, path)
    field(\.inherited, inherited)
    field(\.aliased, aliased)
    field(\.attributes, attributes)
    field(\.offset, offset)
    field(\.clauses, clauses)
    count += 1
  }

  /// How many stored properties `append` writes.
  static let fieldsWritten = 7

  /// The headers, in order, in an array of their number; the buffer is left empty.
  func moveOut() -> [DeclarationHeader] {
    let moved = count
    guard moved > 0 else { return [] }
    count = 0
    return [DeclarationHeader](unsafeUninitializedCapacity: moved) { buffer, initialized in
      buffer.baseAddress!.moveInitialize(from: base, count: moved)
      initialized = moved
    }
  }

  /// Twice the room, the headers moved over.
  private func grow() {
    let larger = UnsafeMutablePointer<DeclarationHeader>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }
}
