import Diagnostics
import Evaluator
import Model

/// An entity's or enum's `typeDisplayRepresentation` must be a string literal or a call to
/// `TypeDisplayRepresentation`'s initializer.
///
/// Xcode's metadata processor reads the type's display name from the compiler's const values;
/// a function call, a reference to another constant, a static member or a computed getter stops
/// it with a halting error. The arguments of an initializer call (`name:`) are checked by
/// `non-constant-localized-string`.
struct NonConstantTypeDisplayRepresentationRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .nonConstantTypeDisplayRepresentation, defaultSeverity: .error,
    summary: "A typeDisplayRepresentation that is not a literal or initializer call.", origin: .xcode,
    explanation: """
      Every `AppEntity` and `AppEnum` names its type for Siri, Spotlight and Shortcuts with \
      `typeDisplayRepresentation`, which Xcode reads at build time from the compiler's constant values. It \
      must be a string literal or a `TypeDisplayRepresentation(name:...)` call written in place: a shared \
      constant, a static factory, a function call or a computed getter stops the export with \
      "'TypeDisplayRepresentation' must be initialized with a call to its initializer", and no App Intents \
      metadata is written for the target.
      """,
    triggeringExample: """
      struct AlbumEntity: AppEntity {
        static var typeDisplayRepresentation: TypeDisplayRepresentation { .named("Album") }
      }
      """,
    fixedExample: """
      struct AlbumEntity: AppEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Album", numericFormat: "\\(placeholder: .int) albums")
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    let lookup = ModuleTypeLookup(index: context.index)
    let properties =
      context.model.entities.map { ($0.type, $0.typeDisplayRepresentation) }
      + context.model.enums.map { ($0.type, $0.typeDisplayRepresentation) }
    return properties.compactMap { type, property -> Diagnostic? in
      guard let property, lookup.isStatic(property, of: type), let found = Self.problem(property.value.constant)
      else { return nil }
      return context.diagnostic(Self.descriptor.id, Self.message(type: type.name, found: found), property: property)
    }
  }

  /// What was found, when `value` is neither a string literal nor an initializer call.
  static func problem(_ value: ConstantValue) -> String? {
    switch value.kind {
    case .rawLiteral(let literal) where literal.kind == .string: return nil
    case .interpolatedString, .initCall, .runtime(.missing), .runtime(.tooDeep): return nil
    default: return StaticValueInspection.describe(value)
    }
  }

  /// Apple's message, then what was found and what to write instead.
  static func message(type: String, found: String) -> String {
    "'TypeDisplayRepresentation' must be initialized with a call to its initializer: the typeDisplayRepresentation "
      + "of '\(type)' is \(found); write TypeDisplayRepresentation(name: \"...\") or a string literal instead"
  }
}
