import FuzzHarness
import Invariants

/// libFuzzer entry point: lexes the input and checks `LexerInvariants` (lossless, offsets
/// strictly increasing and in bounds, issues in bounds, trivia-free lexing consistent) and
/// `SkimInvariants` (the skim's stream and body crossing agree with the lexer's tokens).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLexer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzInput.run(data, size) { bytes throws(InvariantViolation) in
    try LexerInvariants.check(bytes, label: "input")
    try SkimInvariants.check(bytes, label: "input")
  }
}
