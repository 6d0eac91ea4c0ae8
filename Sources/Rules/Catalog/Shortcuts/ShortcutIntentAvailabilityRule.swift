import Diagnostics
import Model
import Source

/// An App Shortcut must not run an intent that is newer than the code around it.
///
/// When an intent is `@available(iOS 18.0, *)` and the provider can run on iOS 17 (its own
/// `@available`, or the deployment target), the `AppShortcut` for it must sit inside
/// `if #available(iOS 18.0, *)`. The floor is the highest of the deployment target, the
/// provider's (and its enclosing types') `@available`, and the `if #available` conditions
/// around the shortcut; with none of these known the rule stays silent. Only the platform being
/// linted counts.
struct ShortcutIntentAvailabilityRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .shortcutIntentAvailability, defaultSeverity: .error,
    summary: "An App Shortcut runs an intent of higher availability outside `if #available`.", origin: .beyondXcode,
    explanation: """
      An intent introduced in a newer OS than the app supports may appear in `appShortcuts` only inside an \
      `if #available` block that covers its version; Xcode then records the shortcut's availability and \
      older systems skip it. Outside such a block the target fails to build once the compiler checks \
      availability on a Mac. This rule compares the intent's `@available` introduction on the platform with \
      the highest of the deployment target (`--deployment-target`), the provider's `@available` and the \
      enclosing `if #available` conditions, and says which one fell short.
      """,
    triggeringExample: """
      @available(iOS 18.0, *)
      struct SummarizeIntent: AppIntent { /* ... */ }

      @available(iOS 17.0, *)
      struct NotesShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: SummarizeIntent(), phrases: ["Summarize in \\(.applicationName)"], shortTitle: "Summarize", systemImageName: "text.append")
        }
      }
      """,
    fixedExample: """
      static var appShortcuts: [AppShortcut] {
        if #available(iOS 18.0, *) {
          AppShortcut(intent: SummarizeIntent(), phrases: ["Summarize in \\(.applicationName)"], shortTitle: "Summarize", systemImageName: "text.append")
        }
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    let platform = PlatformAvailability(platform: context.options.platform, index: context.index)
    return ShortcutLayout(model: context.model).entries.compactMap { entry in
      guard let intent = context.intent(of: entry.shortcut), let argument = entry.argument("intent"),
        let required = platform.introduced(intent.type)
      else { return nil }
      var floor: (version: [Int], source: String)?
      func raise(_ version: [Int]?, _ source: String) {
        guard let version else { return }
        if let current = floor, LintOptions.compare(version, current.version) <= 0 { return }
        floor = (version, source)
      }
      raise(context.options.deploymentTarget, "the deployment target")
      raise(platform.introduced(entry.provider.type), "the availability of '\(entry.provider.type.name)'")
      for condition in entry.shortcut.availability {
        let parts = condition.split(separator: " ").map(String.init)
        guard parts.count == 2, platform.matches(parts[0]) else { continue }
        raise(LintOptions.version(parts[1]), "the enclosing 'if #available(\(condition), *)'")
      }
      guard let floor, LintOptions.compare(required, floor.version) > 0 else { return nil }
      let name = platform.name
      var diagnostic = context.diagnostic(
        Self.descriptor.id,
        Self.message(
          intent: intent.type.name, platform: name, required: required, floor: floor.version, source: floor.source),
        value: ModelValue(argument), in: entry.shortcut.location.file)
      diagnostic.notes = [
        Diagnostic.Note(
          message: Self.declarationNote(intent.type.name, platform: name, version: required),
          path: intent.type.location.file,
          range: ByteRange(start: intent.type.location.offset, length: intent.type.name.utf8.count))
      ]
      return diagnostic
    }
  }

  /// The message: what the intent needs, what the shortcut has and where that comes from.
  static func message(intent: String, platform: String, required: [Int], floor: [Int], source: String) -> String {
    let needed = "\(platform) \(PlatformAvailability.text(required))"
    return "'\(intent)' is only available in \(needed) or newer, but this App Shortcut can run on \(platform) "
      + "\(PlatformAvailability.text(floor)) (\(source)); put it inside 'if #available(\(needed), *)'"
  }

  /// The note at the intent's declaration.
  static func declarationNote(_ intent: String, platform: String, version: [Int]) -> String {
    "'\(intent)' requires \(platform) \(PlatformAvailability.text(version)) (declared here)"
  }
}
