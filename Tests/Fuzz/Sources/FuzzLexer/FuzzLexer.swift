import FuzzHarness
import Invariants

/// libFuzzer entry point: lexes the input and checks `LexerInvariants` (lossless, offsets
/// strictly increasing and in bounds, issues in bounds, trivia-free lexing consistent).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLexer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzInput.run(data, size) { bytes throws(InvariantViolation) in
    try LexerInvariants.check(bytes, label: "input")
  }
}
