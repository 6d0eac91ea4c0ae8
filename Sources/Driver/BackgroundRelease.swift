import Syntax

/// Lets go of large values on a background thread.
///
/// The parsed trees and the model are hundreds of thousands of small allocations; freeing them
/// where the last reference dies put milliseconds of `free` on the main thread before the
/// report. Handed here, the freeing overlaps the report (or is cut short when the process
/// exits). Not used for the skim's facts: freed in the background, they stayed in memory while
/// the parse allocated its trees, and the peak grew by 5 MB.
enum BackgroundRelease {
  /// Drops the caller's copy of `value` last on a background thread. The caller must give up
  /// its own references (assign an empty value) for the freeing to happen there.
  ///
  /// A detached thread of its own, not a Dispatch queue: libdispatch keeps a finished work
  /// item's 64-byte continuation in a per-thread cache that LeakSanitizer cannot see, and the
  /// pipeline fuzzer (which checks every input for leaks) once reported it as one.
  static func drop<Value: Sendable>(_ value: Value) {
    LargeStack.detach(stackSize: 16 << 20) { withExtendedLifetime(value) {} }
  }
}
