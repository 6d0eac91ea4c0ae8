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
///
/// Blocks of up to `mmapThreshold` come from the arenas, and an arena keeps up to
/// `trimThreshold` of free memory at its top. At glibc's defaults (128 KB each, fixed once a pad
/// is set) the arrays of a file's parse and of a large file's skim (130–470 KB) were mappings
/// of their own, unmapped when freed and mapped and faulted in again for the next file: 39
/// `munmap` calls per run of the synthetic 20 MB corpus and 13 of the real one (6 and 4 now),
/// each of which, with two threads, also makes the other core drop its address translations
/// (docs/performance.md, "Serial steps after the skim, and a cached note's place").
public enum AllocatorGrowth {
  /// How far beyond an allocation's need a new arena (or the main heap) is made writable.
  public static let topPad: Int32 = 4 << 20

  /// The size from which a block is a mapping of its own: larger than a file's parse arrays,
  /// smaller than a large file's (a 20 MB file declaring intents peaked 1.2 MB higher, of a
  /// 2.4 MB margin, with 4 MB here and a 16 MB `trimThreshold`).
  public static let mmapThreshold: Int32 = 512 << 10

  /// How much free memory an arena keeps at its top before it gives memory back.
  public static let trimThreshold: Int32 = 1 << 20

  /// Sets glibc's `M_TOP_PAD` to `topPad`, `M_MMAP_THRESHOLD` to `mmapThreshold` and
  /// `M_TRIM_THRESHOLD` to `trimThreshold` (nothing with another C library). Call it once,
  /// before the threads start; calling it again changes nothing.
  public static func padArenas() {
    #if canImport(Glibc)
    padded.withLock { padded in
      _ = mallopt(M_TOP_PAD, topPad)
      _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
      _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
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
