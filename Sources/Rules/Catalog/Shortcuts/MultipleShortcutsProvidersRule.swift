import Diagnostics
import Model
import Source

/// An app may have only one `AppShortcutsProvider`.
///
/// Xcode's metadata processor stops with "Only 1 'AppIntents.AppShortcutsProvider' conformance
/// is allowed per app". The rule reports every provider after the first (in file order, then
/// source order) with a note at the first; providers in inactive `#if` branches do not count.
struct MultipleShortcutsProvidersRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .multipleShortcutsProviders, defaultSeverity: .error,
    summary: "More than one AppShortcutsProvider in the module.", origin: .xcode,
    explanation: """
      The system reads an app's App Shortcuts from a single `AppShortcutsProvider`. Xcode's metadata \
      processor rejects a second one with "Only 1 'AppIntents.AppShortcutsProvider' conformance is allowed \
      per app" and exports no App Intents metadata for the target. Move every `AppShortcut` into one \
      provider (the 10-shortcut limit applies to the total anyway); a provider needed only in some builds \
      can sit behind `#if`, which this rule evaluates like the compiler.
      """,
    triggeringExample: """
      struct CoffeeShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] { /* ... */ }
      }
      struct TeaShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] { /* ... */ }
      }
      """,
    fixedExample: """
      struct DrinkShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          // the coffee and the tea shortcuts together
        }
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    let providers = context.model.shortcutsProviders
    guard let first = providers.first, providers.count > 1 else { return [] }
    let note = Diagnostic.Note(
      message: Self.firstNote(first.type.name), path: first.type.location.file,
      range: ByteRange(start: first.type.location.offset, length: first.type.name.utf8.count))
    return providers.dropFirst().map { provider in
      context.diagnostic(
        Self.descriptor.id, Self.message(provider: provider.type.name, first: first.type.name),
        at: provider.type.location, length: provider.type.name.utf8.count, notes: [note])
    }
  }

  /// Apple's message, naming the providers.
  static func message(provider: String, first: String) -> String {
    "Only 1 'AppIntents.AppShortcutsProvider' conformance is allowed per app ('\(provider)' is another "
      + "besides '\(first)'; move its App Shortcuts there)"
  }

  /// The note at the first provider.
  static func firstNote(_ name: String) -> String {
    "'\(name)' is the first AppShortcutsProvider"
  }
}
