import Testing

@testable import Model

/// `SpellingInterner` gives the string `String(decoding:as:)` gives, whatever it held before:
/// a repeat, a different spelling of the same hash slot, a long spelling, bytes that are not
/// UTF-8.
@Suite struct SpellingInternerTests {
  private static func string(
    _ interner: SpellingInterner, _ text: [UInt8], at start: Int = 0, _ count: Int? = nil
  )
    -> String
  {
    text.withUnsafeBufferPointer { interner.string($0, start: start, length: count ?? text.count - start) }
  }

  @Test func everySpellingGivesItsOwnString() {
    // Two slots, so that spellings keep replacing each other.
    let interner = SpellingInterner(bits: 1)
    let spellings = [
      "Codable", "Sendable", "Codable", "A", "CustomStringConvertible", "Sendable", "AppShortcutsProvider",
      "AppShortcutsProvidex", "", "Codable", "SixteenBytesLong", "SeventeenBytesLon", "SixteenBytesLonG", "Ünïcödé",
      "CustomStringConvertible", "Codablf", "Codabl",
    ]
    for _ in 0..<3 {
      for spelling in spellings {
        #expect(Self.string(interner, Array(spelling.utf8)) == spelling)
      }
    }
  }

  @Test func aSpellingInsideLongerBytesIsReadAtItsOffset() {
    let interner = SpellingInterner()
    let bytes = Array("struct Album: Codable, Sendable {".utf8)
    #expect(Self.string(interner, bytes, at: 14, 7) == "Codable")
    #expect(Self.string(interner, bytes, at: 23, 8) == "Sendable")
    #expect(Self.string(interner, Array("Codable".utf8)) == "Codable")
    #expect(Self.string(interner, bytes, at: 14, 6) == "Codabl")
  }

  @Test func aListIsTheSpellingAloneAndSharedWhileItsSlotHoldsIt() {
    // Two slots, so that spellings keep replacing each other, and lists with them.
    let interner = SpellingInterner(bits: 1)
    let spellings = ["Codable", "Sendable", "Codable", "AppIntent", "CustomStringConvertible", "Ünïcödé", "View"]
    for _ in 0..<3 {
      for spelling in spellings {
        let bytes = Array(spelling.utf8)
        let list = bytes.withUnsafeBufferPointer { interner.list($0, start: 0, length: bytes.count) }
        #expect(list == [spelling])
        // The string and the list agree, in either order.
        #expect(Self.string(interner, bytes) == spelling)
      }
    }
    let bytes = Array("struct Album: Codable {".utf8)
    let first = bytes.withUnsafeBufferPointer { interner.list($0, start: 14, length: 7) }
    let second = bytes.withUnsafeBufferPointer { interner.list($0, start: 14, length: 7) }
    #expect(first == ["Codable"])
    // One array for both: the same storage.
    #expect(first.withUnsafeBufferPointer { $0.baseAddress } == second.withUnsafeBufferPointer { $0.baseAddress })
  }

  @Test func bytesThatAreNotUTF8AreRepairedEachTime() {
    let interner = SpellingInterner()
    let broken: [UInt8] = [0x41, 0xFF, 0x42]
    for _ in 0..<2 {
      #expect(Self.string(interner, broken) == String(decoding: broken, as: UTF8.self))
    }
    #expect(Self.string(interner, [0x41, 0x42, 0x43]) == "ABC")
  }
}
