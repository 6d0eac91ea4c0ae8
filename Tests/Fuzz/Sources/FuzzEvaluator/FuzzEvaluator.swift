import FuzzHarness
import Invariants

/// libFuzzer entry point: the input as a file and as the values App Intents code declares (in
/// each of `EvaluatorInvariants.templates`), evaluated by the constant evaluator and read by the
/// model, the lint rules and the bundle mapping: no trap, the same value twice, value ranges in
/// the file, the evaluation's work within its step budget, and a bundle that encodes to JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvaluator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzInput.run(data, size) { bytes throws(InvariantViolation) in
    try EvaluatorInvariants.check(bytes, label: "input")
  }
}
