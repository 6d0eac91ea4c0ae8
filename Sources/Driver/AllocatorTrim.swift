#if canImport(Glibc)
import GlibcMalloc
#endif

/// Gives the C allocator's free memory back to the system between the stages of a run.
///
/// glibc keeps freed memory in the arena of the thread that allocated it, and returns only
/// what lies at the top of an arena. After the skim's facts are freed (by every worker
/// thread), the pages they held stayed resident in one arena or another while the parse
/// allocated its trees in others: the synthetic 20 MB corpus's run after an edit peaked
/// anywhere between 16.8 and 20.5 MB. With `malloc_trim` at that point, between 15.9 and
/// 16.4 MB (docs/performance.md, "Trees trimmed to fit, and free memory given back after the
/// skim").
enum AllocatorTrim {
  /// Returns the free pages of every arena to the system (`malloc_trim(0)` on glibc; nothing
  /// elsewhere).
  static func returnFreeMemory() {
    #if canImport(Glibc)
    _ = malloc_trim(0)
    #endif
  }
}
