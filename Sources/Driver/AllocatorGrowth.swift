import Syntax

#if canImport(Glibc)
import GlibcMalloc
#endif

/// Makes the C allocator take memory from the system in large steps.
///
/// glibc gives every thread but the main one an arena of its own, a heap it makes writable
/// only as far as the allocations so far need: each further page is one `mprotect` call. The
/// skim's two threads made 1,124 of them over the synthetic 20 MB corpus (1,209 `mprotect`
/// calls in the run, about 1.2 µs each on this machine, on top of the page faults that
/// touching the pages costs anyway). With a top pad, an arena's first heap is made writable
/// `topPad` bytes at once. The arenas are made by the first threads, discovery's, and every
/// later thread takes one of them over, so the pad is set back before the skim: a pad is also
/// what an arena keeps resident of its free memory, and kept all run long it cost 0.6 MB of
/// peak (docs/performance.md, "Arenas grown in one step").
/// Setting the pad also fixes glibc's mmap threshold at its default, 128 KB, where it would
/// otherwise rise to the size of the largest block freed: a read buffer or token array larger
/// than that is its own mapping.
public enum AllocatorGrowth {
  /// How far beyond an allocation's need a new arena (or the main heap) is made writable.
  public static let topPad: Int32 = 4 << 20

  /// Sets glibc's `M_TOP_PAD` to `topPad` (nothing with another C library). Call it once,
  /// before the threads start; calling it again changes nothing.
  public static func padArenas() {
    #if canImport(Glibc)
    padded.withLock { padded in
      _ = mallopt(M_TOP_PAD, topPad)
      padded = true
    }
    #endif
  }

  /// Whether `padArenas` set the pad and `restoreDefaultPad` has not yet set it back: a process
  /// that never asked for the pad (a test, a fuzzer linking the library) keeps the allocator's
  /// settings as they were.
  private static let padded = Locked(false)

  /// glibc's own top pad (`DEFAULT_TOP_PAD`, 128 KB), which an arena keeps of its free memory
  /// when it gives the rest back.
  public static let defaultTopPad: Int32 = 128 << 10

  /// Sets `M_TOP_PAD` back to `defaultTopPad` once the arenas exist, when `padArenas` set it.
  public static func restoreDefaultPad() {
    #if canImport(Glibc)
    padded.withLock { padded in
      guard padded else { return }
      _ = mallopt(M_TOP_PAD, defaultTopPad)
      padded = false
    }
    #endif
  }
}
