import Invariants

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The glue between libFuzzer's C entry point and the checks in `Invariants`.
///
/// Each fuzz target is one `@_cdecl("LLVMFuzzerTestOneInput")` function that calls
/// `FuzzInput.run(data, size) { bytes in ... }`. A thrown `InvariantViolation` is printed and
/// turned into a trap, which libFuzzer reports as a crash and saves as an artifact.
public enum FuzzInput {
  /// Copies the input and runs `check` on it; returns 0 as libFuzzer expects.
  public static func run(
    _ data: UnsafePointer<UInt8>?, _ size: Int, _ check: ([UInt8]) throws(InvariantViolation) -> Void
  ) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
      try check(bytes)
    } catch {
      fatalError("invariant violated: \(error.description)")
    }
    return 0
  }
}
