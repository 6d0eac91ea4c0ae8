import FuzzHarness
import Invariants
import Source

/// libFuzzer entry point: parses the input under every `ParserInvariants.variants` option set
/// (default, skipping function bodies, nesting budget 8) on libFuzzer's own thread, so that only
/// the nesting budget bounds the stack, and checks the tree and diagnostic invariants.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzInput.run(data, size) { bytes throws(InvariantViolation) in
    try ParserInvariants.check(SourceFile(path: "input.swift", bytes: bytes), label: "input", onLargeStack: false)
  }
}
