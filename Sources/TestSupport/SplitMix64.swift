/// A tiny deterministic random number generator (SplitMix64), so generated test inputs are the
/// same on every run and a failure can be reproduced from its seed.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose first state is `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
