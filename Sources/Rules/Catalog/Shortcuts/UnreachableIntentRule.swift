import Diagnostics
import Model
import Source
import Syntax

/// An intent nothing in the module refers to.
///
/// Every App Intent appears as an action in the Shortcuts app, but one that no App Shortcut,
/// entity, query, widget, button or other code names is often left over from a refactoring.
/// The rule is conservative: any identifier token spelling the intent's name outside its own
/// declaration and extensions counts as a reference (in any file, in any `#if` branch). It skips
/// intents with `isDiscoverable = false`, schema-macro intents, intents the system runs by
/// protocol (`WidgetConfigurationIntent`, `SetFocusFilterIntent`, `OpenIntent`, ... anything
/// beyond `AppIntent` itself), and modules that declare an `AppIntentsPackage`, whose intents
/// other modules may use.
struct UnreachableIntentRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .unreachableIntent, defaultSeverity: .info,
    summary: "An intent no App Shortcut, entity, query, package or other code refers to.", origin: .beyondXcode,
    explanation: """
      Each App Intent is listed as an action in the Shortcuts app, but users find an intent by voice or in \
      Spotlight only through an App Shortcut, and the app's own code reaches it only by naming it (a \
      widget, a button, another intent's result). An intent that nothing in the module names is either meant \
      only for the Shortcuts app or left over from a refactoring; this note lists it so that you can decide. \
      Any mention of the type name outside its own declaration counts as a use, in every file of the \
      module, also those `lint` does not parse in full (a SwiftUI view's `Button(intent:)`); a name in a \
      comment or a string does not. Intents with \
      `isDiscoverable = false`, schema-macro intents, intents the system runs by protocol (widget and \
      control configuration, Focus filters, `OpenIntent`, ...) and modules with an `AppIntentsPackage` are \
      not reported.
      """,
    triggeringExample: """
      struct ExportLegacyIntent: AppIntent {
        static let title: LocalizedStringResource = "Export (Legacy)"
        func perform() async throws -> some IntentResult { .result() }
      }
      // no App Shortcut or other code names ExportLegacyIntent
      """,
    fixedExample: """
      AppShortcut(
        intent: ExportLegacyIntent(), phrases: ["Export with \\(.applicationName)"], shortTitle: "Export",
        systemImageName: "square.and.arrow.up")
      """)

  /// Intent protocols that do not by themselves make the system run the intent.
  static let plainProtocols: Set<String> = ["AppIntent", "ForegroundContinuableIntent", "ProgressReportingIntent"]

  func check(_ context: RuleContext) -> [Diagnostic] {
    guard context.model.packages.isEmpty else { return [] }
    let systemProtocols = (AppIntentsRole.protocols[.intent] ?? []).subtracting(Self.plainProtocols)
    let candidates = context.model.intents.filter { intent in
      intent.type.schema == nil && intent.isDiscoverable?.value.constant.kind != .rawLiteral(.init(.boolean, "false"))
        && systemProtocols.isDisjoint(with: intent.type.conformances)
    }
    guard !candidates.isEmpty else { return [] }
    let mentions = NameOccurrences.find(Set(candidates.map(\.type.name)), in: context.index)
    let unreferenced = candidates.filter { intent in
      guard let declaration = context.declaration(of: intent.type) else { return false }
      let own = DeclarationSpans(
        ([declaration] + context.index.extensions(of: declaration.path)).map {
          (file: $0.fileIndex, range: $0.node.range)
        })
      return !mentions[intent.type.name, default: []].contains { mention in
        !own.contains(file: mention.file, offset: mention.offset)
      }
    }
    // Files that were skimmed but not parsed hold neither the declaration nor an extension of an
    // intent (those files are always parsed), so any mention there is a use; so is a later
    // declaration of the same name, which is not the module's type (`UnparsedMentionScan`).
    let usedElsewhere = context.index.unparsedMentions.mentioned(Set(unreferenced.map(\.type.name)))
    return unreferenced.compactMap { intent in
      guard !usedElsewhere.contains(intent.type.name) else { return nil }
      return context.diagnostic(
        Self.descriptor.id, Self.message(intent.type.name), at: intent.type.location,
        length: intent.type.name.utf8.count)
    }
  }

  /// The message, naming the intent.
  static func message(_ intent: String) -> String {
    "'\(intent)' is not used by any App Shortcut, entity, query or other code in the module, so users find it "
      + "only as an action in the Shortcuts app; add an App Shortcut for it, or remove it if it is left over"
  }
}
