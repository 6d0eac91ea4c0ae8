import Foundation
import TestSupport
import Testing

@testable import Benchmark

/// `appintents-bench link-order`: reading callgrind's profiles, and the committed ordering file.
@Suite struct LinkOrderTests {
  /// A profile in callgrind's compressed format, shaped like the start of a real one: two
  /// objects, names defined on first mention, a call into the other object, a recursion level,
  /// a function without a symbol and callgrind's `(below main)`.
  static let profile = """
    version: 1
    creator: callgrind-3.19.0
    events: Ir
    ob=(1) /usr/lib/x86_64-linux-gnu/libc.so.6
    fl=(1) ???
    fn=(1) memcpy
    1 4
    ob=(2) /opt/bin/appintents
    fl=(3) ???
    fn=(8) (below main)
    0x400100 1
    fl=(2) /work/Sources/AppIntentsCommand/main.swift
    fn=(2) AppIntentsCommand_main
    0x401000 3
    cob=(1)
    cfi=(1)
    cfn=(1)
    calls=1 0
    0x401004 9
    cfn=(3) $s6Syntax5LexerV4nextAA5TokenVyF
    calls=2 0
    0x401008 1
    fn=(3)
    0x402000 5
    cfn=(4) $s6Syntax5LexerV4nextAA5TokenVyF'2
    calls=1 0
    0x402004 2
    fn=(5) 0x0000000000403000
    0x403000 1
    ob=(1)
    fn=(6) strlen
    1 2
    ob=(2)
    fn=(7) swift_retain
    0x404000 1
    """

  @Test func readsTheFunctionsOfOneObjectInOrderOfFirstMention() {
    let names = Callgrind.functionNames(inProfile: Self.profile, object: "/opt/bin/appintents")
    #expect(names == ["AppIntentsCommand_main", "$s6Syntax5LexerV4nextAA5TokenVyF", "swift_retain"])
    let library = Callgrind.functionNames(inProfile: Self.profile, object: "/usr/lib/x86_64-linux-gnu/libc.so.6")
    #expect(library == ["memcpy", "strlen"])
    #expect(Callgrind.functionNames(inProfile: Self.profile, object: "/elsewhere").isEmpty)
  }

  @Test func parsesTheCommand() throws {
    let parsed = try BenchmarkArguments.parse([
      "link-order", "--tool", "bin/appintents", "--size-mb", "5", "--linker-map", "app.map", "out.txt",
    ])
    #expect(parsed.command == .linkOrder && parsed.paths == ["out.txt"] && parsed.tool == "bin/appintents")
    #expect(parsed.linkerMap == "app.map")
    #expect(throws: BenchmarkArguments.UsageError.self) { try BenchmarkArguments.parse(["link-order"]) }
    #expect(BenchmarkArguments.help.contains("link-order"))
  }

  /// The shape of an `ld.lld -Map` file: an output section, input sections with their sizes,
  /// and the symbols each defines; a large library section holding two functions, a function in
  /// its own small section, a name defined twice.
  static let linkerMap = """
                 VMA              LMA     Size Align Out     In      Symbol
              5e2000           5e2000  124f000    64 .text
              5e2d80           5e2d80        c    16         /tmp/Driver.o:(.text.$s6Driver4mainyyF)
              5e2d80           5e2d80        0     1                 $s6Driver4mainyyF
              602990           602990   187eea    16         /lib/libswiftCore.a(Swift.o):(.text)
              602990           602990        0     1                 $sSS5countSivg
              603000           603000        0     1                 $sSa6appendyyxnF
              78a880           78a880       41    16         /tmp/Other.o:(.text.$sSa6appendyyxnF)
              78a880           78a880        0     1                 $sSa6appendyyxnF
              78a900           78a900       20    16         /tmp/Lexer.o:(.text.$s6Syntax5LexerV4nextyyF)
              78a900           78a900        0     1                 $s6Syntax5LexerV4nextyyF
    """

  @Test func readsEachSymbolsSectionSizeFromALinkerMap() {
    let map = LinkerMap(Self.linkerMap)
    #expect(map.sectionSizes["$s6Driver4mainyyF"] == 12)
    #expect(map.sectionSizes["$sSS5countSivg"] == 0x187eea)
    // The first definition counts.
    #expect(map.sectionSizes["$sSa6appendyyxnF"] == 0x187eea)
    #expect(map.sectionSizes["$s6Syntax5LexerV4nextyyF"] == 0x20)
    #expect(map.sectionSizes[".text"] == nil && map.sectionSizes.count == 4)
  }

  @Test func placesTheFunctionsOfLargeSectionsLastKeepingTheOrderOfEachGroup() {
    let map = LinkerMap(Self.linkerMap)
    let names = ["$sSS5countSivg", "$s6Driver4mainyyF", "unknown", "$sSa6appendyyxnF", "$s6Syntax5LexerV4nextyyF"]
    #expect(
      map.placingLargeSectionsLast(names, limit: 64 << 10) == [
        "$s6Driver4mainyyF", "unknown", "$s6Syntax5LexerV4nextyyF", "$sSS5countSivg", "$sSa6appendyyxnF",
      ])
    // Nothing is large under a limit above every section.
    #expect(map.placingLargeSectionsLast(names, limit: 1 << 30) == names)
  }

  /// The committed list is a generated one: unique linker names, most of them this package's
  /// own Swift functions, the lexer and the skim among them.
  @Test func theCommittedOrderingFileListsThisPackagesHotFunctions() throws {
    let url = FixturePaths.packageRoot.appendingPathComponent("Sources/AppIntentsCommand/link-order.txt")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    let names = lines.filter { !$0.hasPrefix("#") }
    #expect(names.count > 1000)
    #expect(Set(names).count == names.count)
    #expect(!names.contains { $0.hasPrefix("0x") || $0.hasPrefix("(") || $0.contains(" ") || $0.contains("'") })
    let ownModules = ["6Syntax", "6Driver", "5Model", "5Rules", "3CLI", "6Source"]
    let own = names.filter { name in name.hasPrefix("$s") && ownModules.contains { name.dropFirst(2).hasPrefix($0) } }
    // Since the executable is linked statically, glibc's and libstdc++'s functions are listed too.
    #expect(own.count > 1000 && own.count > names.count / 5)
    #expect(own.contains { $0.hasPrefix("$s6Syntax5Lexer") })
    #expect(own.contains { $0.hasPrefix("$s5Model13HeaderScanner") })
  }
}
