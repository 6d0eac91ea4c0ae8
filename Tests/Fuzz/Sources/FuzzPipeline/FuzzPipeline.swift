import FuzzHarness
import Invariants

/// libFuzzer entry point: writes the input to a scratch file and runs every command line of
/// `PipelineInvariants.commands` on it twice, in-process, as `main.swift` would: identical
/// results, exit codes 0, 1 or 3, well-formed standard error, JSON on standard output.
///
/// New commands join by being added to `PipelineInvariants.commands`; nothing changes here.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  FuzzInput.run(data, size) { bytes throws(InvariantViolation) in
    guard ScratchFile.write(bytes) else { throw InvariantViolation("input", "cannot write \(ScratchFile.path)") }
    try PipelineInvariants.check(fileAt: ScratchFile.path, label: "input")
  }
}
