import Diagnostics
import Model
import Source
import Syntax

/// A stored `static var` for an App Intents requirement (`title`, `description`,
/// `typeDisplayRepresentation`, ...) that should be `static let`.
///
/// A stored `static var` is mutable global state: Swift 6 rejects it as "not concurrency-safe"
/// (confirmed with swiftc 6.3, with and without default main-actor isolation); `static let`
/// fixes it. A warning, since the Swift 5 language mode accepts it.
/// Computed properties (`static var title: LocalizedStringResource { "..." }`) and
/// `nonisolated(unsafe)` ones are left alone.
struct StaticVarTitleRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .staticVarTitle, defaultSeverity: .warning,
    summary: "A stored static var for title, description, ... where static let is needed under Swift 6.",
    origin: .beyondXcode,
    explanation: """
      Apple's older samples declare `static var title: LocalizedStringResource = "..."`. A stored `static var` \
      is mutable global state, which the Swift 6 language mode rejects ("static property 'title' is not \
      concurrency-safe because it is nonisolated global shared mutable state", also with default main-actor \
      isolation when the conformance is on the type; checked with swiftc 6.3 against the App Intents stub). \
      Teams migrating to Swift 6 fixed this by making these constants `static let`. (With default main-actor \
      isolation and the conformance declared in an extension, the members are main-actor-isolated and also \
      need `nonisolated`.) The rule checks intents (`title`, `description`, `openAppWhenRun`, `supportedModes`, \
      `isDiscoverable`, `authenticationPolicy`), entities (`typeDisplayRepresentation`, `defaultQuery`), enums \
      (`typeDisplayRepresentation`, `caseDisplayRepresentations`) and App Shortcuts providers \
      (`shortcutTileColor`); computed properties and `nonisolated(unsafe)` ones are never reported. It is a \
      warning because the Swift 5 language mode accepts the code.
      """,
    triggeringExample: """
      struct OrderCoffeeIntent: AppIntent {
        static var title: LocalizedStringResource = "Order Coffee"
        func perform() async throws -> some IntentResult { .result() }
      }
      """,
    fixedExample: """
      struct OrderCoffeeIntent: AppIntent {
        static let title: LocalizedStringResource = "Order Coffee"
        func perform() async throws -> some IntentResult { .result() }
      }
      """)

  /// The requirements checked for each role.
  static let requirements: [AppIntentsRole: Set<String>] = [
    .intent: ["title", "description", "openAppWhenRun", "supportedModes", "isDiscoverable", "authenticationPolicy"],
    .entity: ["typeDisplayRepresentation", "defaultQuery"],
    .enum: ["typeDisplayRepresentation", "caseDisplayRepresentations"],
    .shortcutsProvider: ["shortcutTileColor"],
  ]

  func check(_ context: RuleContext) -> [Diagnostic] {
    let model = context.model
    let types =
      model.intents.map(\.type) + model.entities.map(\.type) + model.enums.map(\.type)
      + model.shortcutsProviders.map(\.type)
    var seen: Set<String> = []
    var findings: [Diagnostic] = []
    for type in types where seen.insert(type.qualifiedName).inserted {
      let names = type.roles.reduce(into: Set<String>()) { $0.formUnion(Self.requirements[$1] ?? []) }
      for property in MemberSyntax.properties(of: type, in: context)
      where names.contains(property.name) && property.isStatic && Self.isStoredVar(property) {
        guard let keyword = property.keyword else { continue }
        let file = context.index.file(of: property.owner)
        var diagnostic = context.diagnostic(
          Self.descriptor.id, Self.message(name: property.name), at: file.location(of: keyword.range.start),
          length: keyword.range.length)
        diagnostic.fixIts.append(Diagnostic.FixIt(message: "use 'let'", range: keyword.range, replacement: "let"))
        findings.append(diagnostic)
      }
    }
    return findings
  }

  /// Whether the property is a stored `var` with an initial value (observers allowed) that is not
  /// explicitly opted out of isolation checking with `nonisolated(unsafe)`.
  static func isStoredVar(_ property: MemberSyntax.Property) -> Bool {
    guard property.keyword?.text == "var", property.binding.child(.initializerClause) != nil else { return false }
    let modifiers = property.declaration.child(.modifierList)?.children(ofKind: .modifier) ?? []
    if modifiers.contains(where: { $0.text.removingWhitespace == "nonisolated(unsafe)" }) { return false }
    guard let accessors = property.binding.child(.accessorBlock) else { return true }
    let kinds = accessors.children(ofKind: .accessorDecl).compactMap { $0.directTokens.first?.text }
    return !kinds.isEmpty && kinds.allSatisfy { $0 == "willSet" || $0 == "didSet" }
  }

  /// What to write instead.
  static func message(name: String) -> String {
    "'static var \(name)' is mutable global state, which Swift 6 rejects (\"static property '\(name)' is not "
      + "concurrency-safe because it is nonisolated global shared mutable state\"); declare it 'static let \(name)'"
  }
}
