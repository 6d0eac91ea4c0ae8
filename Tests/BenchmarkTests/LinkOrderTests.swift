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
    let parsed = try BenchmarkArguments.parse(["link-order", "--tool", "bin/appintents", "--size-mb", "5", "out.txt"])
    #expect(parsed.command == .linkOrder && parsed.paths == ["out.txt"] && parsed.tool == "bin/appintents")
    #expect(throws: BenchmarkArguments.UsageError.self) { try BenchmarkArguments.parse(["link-order"]) }
    #expect(BenchmarkArguments.help.contains("link-order"))
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
