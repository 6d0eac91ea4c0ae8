import Testing

@testable import Model

/// `DeclarationBuffer` writes a header's fields in place: every stored property, with the
/// values its initializer would set, and the headers come out in order, in an array of their
/// number, whatever the buffer held before.
@Suite struct DeclarationBufferTests {
  /// A header with every field set to something other than its empty value.
  private static func header(_ number: Int) -> DeclarationHeader {
    DeclarationHeader(
      kind: number.isMultiple(of: 2) ? .extension : .typealias, path: ["Outer", "Name\(number)"],
      inherited: ["AppIntent", "Sendable"], aliased: number.isMultiple(of: 3) ? nil : "Alias\(number)WithALongName",
      attributes: ["available", "MainActor"], offset: 1_000 + number, clauses: [number, number + 1])
  }

  private static func append(_ header: DeclarationHeader, to buffer: DeclarationBuffer) {
    buffer.append(
      kind: header.kind, path: header.path, inherited: header.inherited, aliased: header.aliased,
      attributes: header.attributes, offset: header.offset, clauses: header.clauses)
  }

  @Test func everyStoredPropertyIsWritten() {
    // A property added to the header must be written by `append` too: this count says so.
    #expect(Mirror(reflecting: Self.header(1)).children.count == DeclarationBuffer.fieldsWritten)
  }

  @Test func theHeadersComeOutAsTheInitializerMakesThem() {
    let buffer = DeclarationBuffer()
    // Past the first capacity (32), so that the buffer grows while it holds headers.
    let expected = (0..<100).map(Self.header)
    for header in expected { Self.append(header, to: buffer) }
    #expect(buffer.count == 100)
    let moved = buffer.moveOut()
    #expect(moved == expected)
    #expect(buffer.count == 0)
    #expect(buffer.moveOut().isEmpty)
  }

  @Test func aScratchGivenBackHoldingHeadersIsEmptyWhenTakenAgain() {
    let scratch = ScanScratch.take()
    Self.append(Self.header(7), to: scratch.declarations)
    scratch.giveBack()
    let again = ScanScratch.take()
    #expect(again.declarations.count == 0)
    Self.append(Self.header(8), to: again.declarations)
    #expect(again.declarations.moveOut() == [Self.header(8)])
    again.giveBack()
  }

  @Test func aBufferGrownPastWhatIsKeptIsReplacedWhenGivenBack() {
    let scratch = ScanScratch.take()
    for number in 0..<2_000 { Self.append(Self.header(number), to: scratch.declarations) }
    #expect(scratch.declarations.capacity >= 2_000)
    scratch.giveBack()
    #expect(scratch.declarations.count == 0)
    #expect(scratch.declarations.capacity < 2_000)
  }
}
