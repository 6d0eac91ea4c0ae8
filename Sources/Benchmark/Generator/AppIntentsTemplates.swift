/// App Intents code in the styles real apps use: plain conformances, conformances in
/// extensions, `@available` and `#if canImport`, entities with queries, enums with display
/// representations, shortcuts providers with interpolated phrases.
enum AppIntentsTemplates {
  /// An intent with parameters, a parameter summary and a dialog result.
  static func intent(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let noun = r.noun()
    let verb = r.pick(["Order", "Open", "Start", "Share", "Add", "Find", "Log", "Book"])
    let name = verb + noun + "Intent"
    let item = lowerFirst(noun)
    let titleStyle = r.int(0...2)
    w.line("/// \(verb)s a \(item) from Siri, Shortcuts or Spotlight.")
    if r.chance(40) { w.line("@available(iOS 17.0, macOS 14.0, watchOS 10.0, *)") }
    w.block("struct \(name): AppIntent {") { w in
      switch titleStyle {
      case 0: w.line("static let title: LocalizedStringResource = \"\(verb) \(noun)\"")
      case 1: w.line("static var title = LocalizedStringResource(\"\(verb) \(noun)\", table: \"Intents\")")
      default: w.block("static var title: LocalizedStringResource {") { $0.line("\"\(verb) \(noun)\"") }
      }
      w.line("static let description = IntentDescription(\"\(r.commentText())\", categoryName: \"\(noun)s\")")
      if r.chance(50) { w.line("static var openAppWhenRun: Bool = \(r.chance(50))") }
      w.line("")
      w.line("@Parameter(title: \"\(noun)\", requestValueDialog: \"Which \(item)?\")")
      w.line("var \(item): \(noun)Entity")
      w.line("")
      w.line("@Parameter(title: \"Quantity\", default: \(r.int(1...3)), inclusiveRange: (1, \(r.int(5...99))))")
      w.line("var quantity: Int")
      if r.chance(50) {
        w.line("")
        w.line("@Parameter(title: \"Note\", inputOptions: String.IntentInputOptions(multiline: true))")
        w.line("var note: String?")
      }
      w.line("")
      w.line("@Dependency private var store: \(noun)Store")
      w.line("")
      w.block("static var parameterSummary: some ParameterSummary {") { w in
        w.line(#"Summary("\#(verb) \(\.$quantity) \(\.$\#(item))")"#)
      }
      w.line("")
      w.line("@MainActor")
      w.block("func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<\(noun)Entity> {") {
        w in
        w.line("guard quantity > 0 else { throw \(noun)IntentError.invalidQuantity(quantity) }")
        w.line("let result = try await store.\(verb.lowercased())(\(item).id, quantity: quantity)")
        w.line(
          #"return .result(value: \#(item), dialog: "Done: \(quantity) × \(\#(item).name) (\(result.reference)).")"#)
      }
    }
  }

  /// An entity with a query, sometimes with a string query in an extension.
  static func entity(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let noun = r.noun()
    let item = lowerFirst(noun)
    w.block("struct \(noun)Entity: AppEntity, Identifiable, Sendable {") { w in
      if r.chance(50) {
        w.line("static var typeDisplayRepresentation: TypeDisplayRepresentation = \"\(noun)\"")
      } else {
        w.line(
          "static let typeDisplayRepresentation = TypeDisplayRepresentation(name: \"\(noun)\", numericFormat: \"\\(placeholder: .int) \(item)s\")"
        )
      }
      w.line("static let defaultQuery = \(noun)Query()")
      w.line("")
      w.line("let id: UUID")
      w.line("@Property(title: \"Name\") var name: String")
      w.line("@Property(title: \"Updated\") var updatedAt: Date")
      w.line("")
      w.block("var displayRepresentation: DisplayRepresentation {") { w in
        w.line("DisplayRepresentation(")
        w.line("  title: \"\\(name)\",")
        w.line("  subtitle: \"Updated \\(updatedAt.formatted(.relative(presentation: .named)))\",")
        w.line("  image: .init(systemName: \"\(r.pick(["star", "cart", "fork.knife", "figure.run", "doc.text"]))\")")
        w.line(")")
      }
    }
    w.line("")
    w.block("struct \(noun)Query: EntityQuery {") { w in
      w.line("@Dependency var store: \(noun)Store")
      w.line("")
      w.block("func entities(for identifiers: [\(noun)Entity.ID]) async throws -> [\(noun)Entity] {") { w in
        w.line("try await store.\(item)s(ids: identifiers).map(\(noun)Entity.init)")
      }
      w.line("")
      w.block("func suggestedEntities() async throws -> [\(noun)Entity] {") { w in
        w.line("try await store.recent(limit: \(r.int(3...12))).map { \(noun)Entity($0) }")
      }
    }
    guard r.chance(50) else { return }
    w.line("")
    w.block("extension \(noun)Query: EntityStringQuery {") { w in
      w.block("func entities(matching string: String) async throws -> [\(noun)Entity] {") { w in
        w.line("try await suggestedEntities().filter { $0.name.localizedStandardContains(string) }")
      }
    }
  }

  /// An `AppEnum` with case display representations in several spellings.
  static func appEnum(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let name = r.noun() + r.pick(["Size", "Mode", "Style", "Interval"])
    let cases = ["small", "medium", "large", "custom"].prefix(r.int(2...4))
    w.block("enum \(name): String, AppEnum {") { w in
      w.line("case " + cases.joined(separator: ", "))
      w.line("")
      w.line("static var typeDisplayRepresentation = TypeDisplayRepresentation(name: \"\(name)\")")
      w.block("static var caseDisplayRepresentations: [\(name): DisplayRepresentation] = [", close: "]") { w in
        for (index, word) in cases.enumerated() {
          let title = word.prefix(1).uppercased() + word.dropFirst()
          switch index % 3 {
          case 0: w.line(".\(word): \"\(title)\",")
          case 1: w.line(".\(word): DisplayRepresentation(title: \"\(title)\", subtitle: \"\(r.commentText())\"),")
          default: w.line(".\(word): .init(title: \"\(title)\", image: .init(systemName: \"circle.fill\")),")
          }
        }
      }
    }
  }

  /// A shortcuts provider whose phrases interpolate the app name and parameters.
  static func shortcutsProvider(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let noun = r.noun()
    let item = lowerFirst(noun)
    w.block("struct \(noun)Shortcuts: AppShortcutsProvider {") { w in
      w.block("static var appShortcuts: [AppShortcut] {") { w in
        w.block("AppShortcut(", close: ")") { w in
          w.line("intent: Order\(noun)Intent(),")
          w.line("phrases: [")
          w.line(#"  "Order \(\.$\#(item)) with \(.applicationName)","#)
          w.line(#"  "Get my usual \#(item) from \(.applicationName)","#)
          w.line("],")
          w.line("shortTitle: \"Order \(noun)\",")
          w.line("systemImageName: \"cart\"")
        }
        if r.chance(50) {
          w.line(
            #"AppShortcut(intent: Open\#(noun)Intent(), phrases: ["Open \(.applicationName) \#(item)s"], shortTitle: "Open", systemImageName: "list.bullet")"#
          )
        }
      }
      w.line("")
      w.line("static let shortcutTileColor: ShortcutTileColor = .\(r.pick(["orange", "navy", "teal", "grape"]))")
    }
  }

  /// An intent declared in an extension of an existing type, behind `#if canImport`.
  static func extensionIntent(_ w: inout SwiftWriter, _ r: inout SeededRandom) {
    let noun = r.noun()
    let name = "Toggle" + noun + "Action"
    w.line("struct \(name) {")
    w.line("  var isOn = false")
    w.line("}")
    w.line("")
    w.line("#if canImport(AppIntents)")
    w.line("@available(iOS 16.0, macOS 13.0, *)")
    w.block("extension \(name): AppIntent {") { w in
      w.line("static var title: LocalizedStringResource { \"Toggle \(noun)\" }")
      w.line("")
      w.line("@Parameter(title: \"On\", default: true)")
      w.line("var enabled: Bool")
      w.line("")
      w.line("init() {}")
      w.line("")
      w.block("func perform() async throws -> some IntentResult {") { w in
        w.line("await \(noun)Settings.shared.set(enabled, for: .\(lowerFirst(noun)))")
        w.line("return .result()")
      }
    }
    w.line("#endif")
  }
}
