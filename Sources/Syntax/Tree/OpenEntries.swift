/// A stack of `Int32` in memory of its own, grown by doubling: `TreeBuilder`'s stacks, which
/// as arrays checked their uniqueness and capacity at every push and pop (a node is pushed and
/// popped twice).
final class OpenEntries {
  /// How many entries it holds.
  private(set) var count = 0
  private var capacity = 64
  private var base = UnsafeMutablePointer<Int32>.allocate(capacity: 64)

  deinit { base.deallocate() }

  /// Whether it holds no entry.
  var isEmpty: Bool { count == 0 }

  /// The innermost entry.
  @inline(__always)
  var last: Int32? { count > 0 ? base[count &- 1] : nil }

  /// Adds `entry` as the innermost.
  @inline(__always)
  func push(_ entry: Int32) {
    if count == capacity { grow() }
    base[count] = entry
    count &+= 1
  }

  /// Removes the innermost entry and returns it.
  @inline(__always)
  func pop() -> Int32? {
    guard count > 0 else { return nil }
    count &-= 1
    return base[count]
  }

  /// Removes the innermost entry (there is one).
  @inline(__always)
  func removeLast() {
    precondition(count > 0)
    count &-= 1
  }

  @inline(never)
  private func grow() {
    let larger = UnsafeMutablePointer<Int32>.allocate(capacity: capacity * 2)
    larger.initialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }
}
