import Invariants
import Source
import Testing

@testable import Syntax

/// `ParseEvent` in one word, and the pages of read events given back while a large file's tree
/// is built (`ReadEventPages`).
@Suite struct ParseEventTests {
  @Test func anEventIsOneWord() {
    #expect(MemoryLayout<ParseEvent>.stride == 8)
  }

  @Test func everyStartReadsBackAsWritten() {
    // The codes of the other events lie above every kind's raw value.
    #expect(SyntaxKind.allCases.allSatisfy { $0.rawValue < 0xFFFC })
    for kind in SyntaxKind.allCases {
      for (detail, forwardParent) in [(0, 0), (1, 1), (0xFFFF, Int32.max), (0x1234, 70_000)] as [(UInt16, Int32)] {
        guard
          case .start(let readKind, let readDetail, let readParent) =
            ParseEvent.start(kind: kind, detail: detail, forwardParent: forwardParent).shape
        else {
          Issue.record("\(kind) did not read back as a start")
          continue
        }
        #expect(readKind == kind && readDetail == detail && readParent == forwardParent)
      }
    }
  }

  @Test func theOtherEventsReadBackAsWritten() {
    for count in [0, 1, 65_536, Int32.max] as [Int32] {
      guard case .tokens(let readCount) = ParseEvent.tokens(count: count).shape else {
        Issue.record("tokens(count: \(count)) did not read back")
        continue
      }
      #expect(readCount == count)
    }
    guard case .token = ParseEvent.token.shape, case .finish = ParseEvent.finish.shape,
      case .tombstone = ParseEvent.tombstone.shape
    else {
      Issue.record("a token, finish or tombstone event read back as something else")
      return
    }
  }

  @Test func pagesBehindTheReaderAreGivenBackAndNoOthers() {
    let stretch = ReadEventPages.stretch
    var events = [ParseEvent](repeating: .finish, count: 3 * stretch + 100)
    let firstUnread = 2 * stretch + 10
    let startsOnAPage = events.withUnsafeMutableBufferPointer { buffer in
      var pages = ReadEventPages(buffer)
      pages.giveBack(before: stretch)
      pages.giveBack(before: firstUnread)
      return UInt(bitPattern: buffer.baseAddress) % PageRelease.pageSize == 0
    }
    // Everything from the first event not read on is untouched, and so is the first event when
    // the buffer's first page is partial (an allocation may start on a page boundary: then
    // its first page is whole, and given back).
    #expect(events[firstUnread...].allSatisfy { if case .finish = $0.shape { true } else { false } })
    #expect(startsOnAPage || { if case .finish = events[0].shape { true } else { false } }())
    #if os(Linux)
    // A page behind the reader came back as zeros: a start of the first kind.
    #expect({ if case .start(.sourceFile, 0, 0) = events[stretch].shape { true } else { false } }())
    #endif
  }

  @Test func aFileWithSeveralStretchesOfEventsBuildsAConsistentTree() throws {
    // About 60 events per copy: 200,000 events, several stretches given back while building.
    let item = """
      struct Item: Identifiable {
        let id: Int
        var total: Int { [1, 2, 3].map { $0 * id }.reduce(0, +) + id * 2 - 1 }
        func label() -> String { id > 0 ? "Item \\(id)" : "none" }
      }

      """
    let copies = 4_000
    let source = String(repeating: item, count: copies)
    let file = SourceFile(path: "Items.swift", text: source)
    let tree = Parser.parseOnLargeStack(file)
    #expect(!tree.hasParseErrors)
    let single = Parser.parse(SourceFile(path: "Item.swift", text: item))
    #expect(tree.nodes.count == (single.nodes.count - 1) * copies + 1)
    #expect(tree.root.children.filter { $0.kind == .structDecl }.count == copies)
    try ParserInvariants.check(file, label: "Items.swift", onLargeStack: true)
  }
}
