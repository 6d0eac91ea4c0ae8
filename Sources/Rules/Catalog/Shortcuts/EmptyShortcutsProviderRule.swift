import Diagnostics
import Evaluator
import Model

/// A provider's `appShortcuts` must yield at least one `AppShortcut`.
///
/// Xcode's extraction reads the `AppShortcut(...)` calls written in `appShortcuts` (inline or in
/// `if #available` blocks). A body that is empty, whose only shortcuts sit in inactive `#if`
/// branches, or whose entries are references or calls Xcode cannot follow leaves the provider
/// with no App Shortcut, which the metadata processor rejects. Values that are not constant at
/// all are left to the non-constant-value rules, and so are builder bodies that declare
/// variables or return a value, whose extraction the model does not mirror.
struct EmptyShortcutsProviderRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .emptyShortcutsProvider, defaultSeverity: .warning, summary: "An AppShortcutsProvider with no App Shortcuts.",
    origin: .xcode,
    explanation: """
      An `AppShortcutsProvider` exists to list the app's App Shortcuts. One whose `appShortcuts` contains \
      no `AppShortcut(...)` call Xcode can read gives the app no App Shortcuts, and Apple's metadata \
      extraction rejects an empty provider. This happens with an empty body, with shortcuts only in \
      inactive `#if` branches (for example `#if DEBUG` in a release build), and with entries that refer to \
      shortcuts built elsewhere (`Self.orderShortcut`), which Xcode's extraction does not follow. Write the \
      `AppShortcut(...)` calls in the body, or remove the provider.
      """,
    triggeringExample: """
      struct CoffeeShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] { [] }
      }
      """,
    fixedExample: """
      struct CoffeeShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(
            intent: OrderIntent(), phrases: ["Order with \\(.applicationName)"], shortTitle: "Order",
            systemImageName: "cup.and.saucer")
        }
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    let layout = ShortcutLayout(model: context.model)
    return context.model.shortcutsProviders.compactMap { provider in
      guard let property = provider.appShortcuts, layout.entries(of: provider).isEmpty else { return nil }
      let value = property.value.constant
      switch value.kind {
      case .array: break
      case .builder: if Self.hasStatements(value, in: property, context) { return nil }
      default: return nil
      }
      let others = Self.expressions(in: value)
      let message =
        others.isEmpty
        ? Self.emptyMessage(provider.type.name)
        : Self.unreadableMessage(provider.type.name, count: others.count, first: ValueDescription.describe(others[0]))
      return context.diagnostic(
        Self.descriptor.id, message, at: property.location, length: property.name.utf8.count)
    }
  }

  /// Whether a builder body declares variables or returns: the compiler's extraction then
  /// records declarations' initial values as members, which the model does not, so what Xcode
  /// reads is not known.
  static func hasStatements(_ value: ConstantValue, in property: PropertyModel, _ context: RuleContext) -> Bool {
    guard let tree = context.file(property.location.file)?.tree else { return true }
    return tree.tokens.contains { token in
      value.range.contains(token.range) && (token.is(.return) || token.is(.let) || token.is(.var))
    }
  }

  /// The entries of an array or builder body, branches included, that are not containers.
  static func expressions(in value: ConstantValue) -> [ConstantValue] {
    switch value.kind {
    case .array(let elements): return elements.flatMap(expressions(in:))
    case .builder(_, let members): return members.flatMap(expressions(in:))
    default: return [value]
    }
  }

  private static func expressions(in member: BuilderMember) -> [ConstantValue] {
    switch member {
    case .expression(let value): return expressions(in: value)
    case .optional(let then), .array(let then): return then.flatMap(expressions(in:))
    case .either(let then, let otherwise), .limitedAvailability(_, let then, let otherwise):
      return (then + otherwise).flatMap(expressions(in:))
    }
  }

  /// The message for a provider whose body has nothing in it.
  static func emptyMessage(_ provider: String) -> String {
    "'\(provider)' has no App Shortcuts: its 'appShortcuts' has no AppShortcut(...) call in this build "
      + "configuration; add AppShortcut(...) calls or remove the provider"
  }

  /// The message for a provider whose entries Xcode cannot read.
  static func unreadableMessage(_ provider: String, count: Int, first: String) -> String {
    "'\(provider)' has no App Shortcuts Xcode can read: its 'appShortcuts' has \(count) "
      + "\(count == 1 ? "entry" : "entries") but no AppShortcut(...) call, and the first is \(first); write the "
      + "AppShortcut(...) calls in the body"
  }
}
