import Source
import Testing

@testable import Syntax

/// `canImport(...)`: the module is the first argument, spaces trimmed, as the compiler reads it.
@Suite struct IfConfigCanImportTests {
  @Test(arguments: [
    ("UIKit", "UIKit"), ("UIKit, _version: 2", "UIKit"), ("  UIKit  ", "UIKit"), (" UIKit ,_version: 2.1", "UIKit"),
    ("", ""), (",", ","), (",UIKit", "UIKit"), ("   ", ""), ("Caf\u{E9}Kit, _version: 1", "Caf\u{E9}Kit"),
  ])
  func theModuleIsTheFirstArgument(value: String, module: String) {
    #expect(IfConfigEvaluator.firstArgument(of: value) == module)
  }

  /// The active declaration of `#if condition` / `#else` under `configuration`: `a` or `b`.
  static func active(_ condition: String, _ configuration: BuildConfiguration) -> String? {
    let source = "#if \(condition)\nlet a = 1\n#else\nlet b = 2\n#endif\n"
    let tree = Parser.parseOnLargeStack(SourceFile(path: "If.swift", bytes: Array(source.utf8)))
    let evaluator = IfConfigEvaluator(configuration: configuration)
    guard let block = tree.root.descendants.first(where: { $0.kind == .ifConfigDecl }),
      let clause = evaluator.activeClause(of: block)
    else { return nil }
    return evaluator.body(of: clause).first.map { $0.text.contains("let a") ? "a" : "b" }
  }

  @Test func theDefaultModulesOfEachPlatformDecide() {
    #expect(Self.active("canImport(UIKit, _version: 2)", BuildConfiguration(platform: .ios)) == "a")
    #expect(Self.active("canImport( UIKit )", BuildConfiguration(platform: .ios)) == "a")
    #expect(Self.active("canImport(UIKit)", BuildConfiguration(platform: .macos)) == "b")
    #expect(Self.active("canImport(AppKit)", BuildConfiguration(platform: .macos)) == "a")
    #expect(Self.active("canImport(Glibc)", BuildConfiguration(platform: .linux)) == "a")
    #expect(Self.active("canImport(NoSuchModule)", BuildConfiguration(platform: .ios)) == "b")
    #expect(Self.active("canImport(UIKit)", BuildConfiguration(platform: .ios, importableModules: ["AppKit"])) == "b")
  }

  @Test func theDefaultModulesAreTheSameEveryCall() {
    for platform in BuildConfiguration.Platform.allCases {
      let first = BuildConfiguration.defaultModules(for: platform)
      #expect(!first.isEmpty && first == BuildConfiguration.defaultModules(for: platform))
      #expect(first.contains("Foundation"))
      #expect(first.allSatisfy { BuildConfiguration(platform: platform).canImport($0) })
    }
  }
}
