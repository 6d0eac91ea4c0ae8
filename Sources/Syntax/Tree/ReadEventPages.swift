/// Gives back to the system, on Linux, the whole pages of a buffer of parse events that a
/// front-to-back reader has passed (`TreeBuilder.build`, a `stretch` at a time).
///
/// The events are read once, and a `start`'s forward parent is always a later event, so
/// nothing reads an event again once the reader is past it. The synthetic corpus's files
/// concatenated into one 5 MB file make 2.2 million events (17 MB) and 693,000 nodes (14 MB);
/// without this, both were resident when the last node was made. The pages given back
/// (`PageRelease`) lie wholly inside the buffer, past its first partial page (where the
/// array's and the allocator's headers live); the buffer is freed as usual afterwards.
struct ReadEventPages {
  /// The events read between two calls of `giveBack(before:)`: 1 MB of them. A file with
  /// fewer gives nothing back.
  static let stretch = (1 << 20) / MemoryLayout<ParseEvent>.stride

  private let events: UnsafeMutableBufferPointer<ParseEvent>
  /// The address up to which pages were given back, or the buffer's start before any were.
  private var givenBackUpTo: UInt

  /// A release over `events`.
  init(_ events: UnsafeMutableBufferPointer<ParseEvent>) {
    self.events = events
    givenBackUpTo = UInt(bitPattern: events.baseAddress)
  }

  /// Gives back the whole pages of the events before `index` (at most all of them) not given
  /// back yet: the reader is done with them.
  mutating func giveBack(before index: Int) {
    guard let base = events.baseAddress, index < events.count else { return }
    let end = UInt(bitPattern: base + index)
    PageRelease.giveBack(from: givenBackUpTo, to: end)
    givenBackUpTo = max(givenBackUpTo, PageRelease.pageStart(atOrBefore: end))
  }
}
