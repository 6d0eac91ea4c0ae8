/// SplitMix64: a tiny, fast generator whose output depends only on the seed, on every
/// platform and toolchain, so a generated corpus is the same bytes everywhere.
struct SeededRandom {
  private var state: UInt64

  /// Creates a generator; equal seeds give equal sequences.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range` (slightly biased for huge ranges, which we never use).
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound + 1)
    return range.lowerBound + Int(next() % span)
  }

  /// `true` with probability `percent`/100.
  mutating func chance(_ percent: Int) -> Bool { Int(next() % 100) < percent }

  /// A random element of a non-empty array.
  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int(next() % UInt64(elements.count))]
  }

  /// A number between `low` and `high` whose logarithm is uniform: many small values, a few
  /// large ones, as file and function sizes are in real code.
  mutating func logUniform(_ low: Int, _ high: Int) -> Int {
    // Integer-only so the result never depends on floating-point formatting or libm.
    var value = low
    let steps = int(0...1000)
    var ratio = high / max(low, 1)
    var bits = 0
    while ratio > 1 {
      ratio >>= 1
      bits += 1
    }
    let scaledBits = bits * steps
    value <<= scaledBits / 1000
    value += value * (scaledBits % 1000) / 1000
    return min(value, high)
  }
}
