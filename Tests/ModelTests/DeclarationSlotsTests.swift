import Source
import Syntax
import Testing

@testable import Model

/// `FactsIndex.declarations(ofFile:mayNameAnyOf:)`, by which the selection reads only the
/// declarations whose slots a name filter may contain: every declaration a name of whose path
/// is one of the names is among them, and a declaration is left out exactly when none of its
/// names' slots is one of theirs, in files of many declarations, nested paths and none.
@Suite struct DeclarationSlotsTests {
  static let sources = [
    """
    struct Alpha {}
    enum Outer { struct Inner {} enum Deeper { struct Deepest {} } }
    extension Alpha: Codable {}
    func helper() {}
    """,
    "",
    "// only a comment\n",
    """
    protocol Greeting {}
    typealias Hello = Greeting
    actor Worker {}
    class Box<T> { struct Item {} }
    extension Outer.Inner {}
    """,
  ]

  static let nameSets: [Set<String>] = [
    [], ["Alpha"], ["Inner"], ["Deepest", "Worker"], ["Outer", "Hello", "helper", "Item"], ["Nothing", "Else"],
  ]

  @Test func leavesOutExactlyTheDeclarationsNoneOfWhoseSlotsIsANames() {
    let facts = Self.sources.enumerated().map { number, text in
      HeaderScanner.facts(of: SourceFile(path: "F\(number).swift", text: text))
    }
    let index = FactsIndex(
      moduleName: "M", files: facts, ifConfig: IfConfigEvaluator(configuration: BuildConfiguration()))
    var named = 0
    for names in Self.nameSets {
      let filter = NameHashFilter(names)
      for (file, fileFacts) in facts.enumerated() {
        let positions = index.declarations(ofFile: file, mayNameAnyOf: filter)
        let expected = fileFacts.declarations.indices.filter { position in
          fileFacts.declarations[position].path.contains {
            filter.mayContain(slot: NameHashFilter.slot(of: $0))
          }
        }
        #expect(positions == expected, "file \(file), names \(names)")
        for position in fileFacts.declarations.indices
        where fileFacts.declarations[position].path.contains(where: names.contains) {
          named += 1
          #expect(positions.contains(position), "file \(file), declaration \(position), names \(names)")
        }
      }
    }
    // The names above are declared: the test reads declarations that must be found.
    #expect(named >= 10)
  }
}
