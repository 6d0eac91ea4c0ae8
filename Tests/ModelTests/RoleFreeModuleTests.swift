import Foundation
import Model
import Source
import Syntax
import TestSupport
import Testing

/// `RelevantFiles.cannotHaveRoles`: a module in which no declaration names a role protocol or
/// carries a schema macro is not indexed, so it must be one whose selection is empty; every
/// way a declaration can lead to a role must keep the index.
@Suite struct RoleFreeModuleTests {
  static func facts(_ text: String) -> [FileFacts] {
    [HeaderScanner.facts(of: SourceFile(path: "A.swift", text: text))]
  }

  static func selection(_ facts: [FileFacts]) -> RelevantFiles.Selection {
    let index = FactsIndex(
      moduleName: "M", files: facts, ifConfig: IfConfigEvaluator(configuration: BuildConfiguration()))
    return RelevantFiles.selection(index) { files in files.map { _ in nil } }
  }

  @Test func ordinaryCodeCannotHaveRoles() {
    let facts = Self.facts(
      """
      import Foundation
      protocol Shelf: Sendable {}
      typealias Shelves = [String: Shelf]
      struct Book: Codable, Hashable, Identifiable { let id: String }
      extension String: @retroactive Identifiable { public var id: String { self } }
      @MainActor final class Library: ObservableObject { func intent() -> AppIntentLike? { nil } }
      enum Genre: String, CaseIterable { case novel }
      """)
    #expect(RelevantFiles.cannotHaveRoles(facts))
    #expect(Self.selection(facts).files.isEmpty)
  }

  @Test(arguments: [
    "struct Open: AppIntent {}",
    "struct Open {}\nextension Open: AppEntity {}",
    "protocol Opening: AppIntent {}\nstruct Open: Opening {}",
    "typealias Intent = AppIntent\nstruct Open: Intent {}",
    "struct Open: AppIntents.AppIntent {}",
    "struct Open: Sendable & AppShortcutsProvider {}",
    "@AppIntent(schema: .books.openBook)\nstruct Open {}",
    "#if false\nstruct Open: AppEnum {}\n#endif",
    "enum Outer { struct Open: EntityQuery {} }",
  ])
  func aDeclarationThatMayLeadToARoleKeepsTheIndex(_ text: String) {
    #expect(!RelevantFiles.cannotHaveRoles(Self.facts(text)))
  }

  /// Over every fixture file, each taken as a module of its own: whenever the shortcut
  /// applies, the full selection is empty.
  @Test func theShortcutAgreesWithTheSelectionOnEveryFixtureFile() throws {
    var roleFree = 0
    var withRoles = 0
    for group in ["Rules", "Extraction", "Skim", "Parser", "Lexer", "SampleApp"] {
      for url in FixturePaths.files(in: group) {
        guard let file = try? SourceFile.read(path: url.path) else { continue }
        let facts = [HeaderScanner.facts(of: file)]
        if RelevantFiles.cannotHaveRoles(facts) {
          roleFree += 1
          #expect(Self.selection(facts).files.isEmpty, "\(url.path)")
        } else {
          withRoles += 1
        }
      }
    }
    #expect(roleFree > 20 && withRoles > 100, "\(roleFree) role-free files, \(withRoles) with roles")
  }
}

/// `AppIntentsRole.isSchemaMacro`, the role check's filter for attribute names, answers as
/// the dictionary of schema macros does.
@Suite struct SchemaMacroNameTests {
  @Test func theFilterAgreesWithTheDictionary() {
    let keys = Array(AppIntentsRole.schemaMacros.keys)
    #expect(keys.allSatisfy(AppIntentsRole.isSchemaMacro))
    var others = [
      "", "A", "App", "appIntent", "AppIntents", "AppIntent_", "available", "inlinable", "MainActor", "AssistantEnums",
      "AssistantIntenT", "Éntity", String(repeating: "A", count: 70), "AppIntents.AppIntent",
    ]
    for key in keys { others += [String(key.dropLast()), key + "s", "X" + key.dropFirst(), key.lowercased()] }
    for name in others {
      #expect(AppIntentsRole.isSchemaMacro(name) == (AppIntentsRole.schemaMacros[name] != nil), "\(name)")
    }
  }
}
