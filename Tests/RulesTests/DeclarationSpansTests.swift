import Source
import TestSupport
import Testing

@testable import Rules

/// `DeclarationSpans` answers exactly what checking every range in turn answers, for ranges
/// that overlap, nest, touch or are empty.
@Suite struct DeclarationSpansTests {
  @Test func agreesWithCheckingEveryRange() {
    var random = SplitMix64(seed: 11)
    var checked = 0
    for _ in 0..<2_000 {
      let ranges = (0..<Int.random(in: 0...6, using: &random)).map { _ -> (file: Int, range: ByteRange) in
        let start = Int.random(in: 0...40, using: &random)
        return (
          Int.random(in: 0...2, using: &random), ByteRange(start: start, length: Int.random(in: 0...12, using: &random))
        )
      }
      let spans = DeclarationSpans(ranges)
      for file in 0...3 {
        for offset in -1...55 {
          let expected = ranges.contains { $0.file == file && $0.range.contains(offset) }
          #expect(spans.contains(file: file, offset: offset) == expected, "\(ranges), file \(file), offset \(offset)")
          checked += 1
        }
      }
    }
    #expect(checked == 2_000 * 4 * 57)
  }
}
