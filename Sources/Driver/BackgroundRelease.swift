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

extension BackgroundRelease {
  /// Empties `values` and frees its elements on `jobs` threads, returning once they are freed,
  /// so the memory is back before the caller allocates again.
  ///
  /// The skim's facts of a 20 MB tree took 35 M instructions to free, on the main thread
  /// between the selection and the parse. Copying an element retains only its few top-level
  /// references, so splitting the array into one slice per thread is cheap, and each thread
  /// then frees its slice's nested arrays and strings.
  static func free<Element: Sendable>(_ values: inout [Element], jobs: Int) {
    guard jobs > 1, values.count > 1 else {
      values = []
      return
    }
    let size = (values.count + jobs - 1) / jobs
    // The holders keep the only references to the slices, so the threads free them.
    let holders = stride(from: 0, to: values.count, by: size).map { start in
      Holder(Array(values[start..<min(start + size, values.count)]))
    }
    values = []
    _ = LargeStack.parallelMap(holders, jobs: jobs) { holder in holder.empty() }
  }

  /// One slice, emptied by whichever thread takes it.
  private final class Holder<Element: Sendable>: @unchecked Sendable {
    /// The slice; only the thread that calls `empty` touches it.
    private var values: [Element]

    init(_ values: [Element]) { self.values = values }

    /// Frees the slice.
    func empty() { values = [] }
  }
}
