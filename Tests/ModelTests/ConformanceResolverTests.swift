import Model
import Source
import Syntax
import Testing

/// What one declaration's inheritance clause reaches, including extensions of types the module
/// does not declare (which `conformances(of:)` cannot see).
@Suite struct ConformanceResolverTests {
  /// The conformances declared by the first extension (or type) in `source`.
  static func declared(_ source: String, extension isExtension: Bool = true) -> Set<String> {
    LargeStack.run {
      let file = ParsedFile(SourceFile(path: "T.swift", text: source))
      let index = ModuleIndex(
        moduleName: "M", files: [file], ifConfig: IfConfigEvaluator(configuration: BuildConfiguration()))
      let declaration = isExtension ? index.extensions.first : index.typeOrder.first.flatMap { index.types[$0] }
      guard let declaration else { return [] }
      return ConformanceResolver(index: index).conformances(declaredBy: declaration)
    }
  }

  @Test func extensionOfAnImportedType() {
    #expect(Self.declared("extension Imported: AppEnum, @retroactive Sendable {}") == ["AppEnum", "Sendable"])
    #expect(Self.declared("extension Kit.Imported: AppIntents.AppEnum {}") == ["AppEnum"])
  }

  @Test func throughModuleProtocolsAndTypealiases() {
    let refined = "extension Imported: Option {}\nprotocol Option: AppEnum, CaseIterable {}"
    #expect(Self.declared(refined) == ["Option", "AppEnum", "CaseIterable"])
    let aliased = "extension Imported: IntentEnum {}\ntypealias IntentEnum = AppEnum & Sendable"
    #expect(Self.declared(aliased) == ["AppEnum", "Sendable"])
  }

  @Test func extensionOfAModuleTypeResolvesInItsScope() {
    let nested = "extension Outer.Inner: Choice {}\nstruct Outer { enum Inner {}\n protocol Choice: AppEnum {} }"
    #expect(Self.declared(nested) == ["Choice", "AppEnum"])
  }

  @Test func typeDeclarationsAndEmptyClauses() {
    #expect(Self.declared("enum Size: String, AppEnum { case s }", extension: false) == ["String", "AppEnum"])
    #expect(Self.declared("extension Imported { var x: Int { 1 } }") == [])
  }
}
