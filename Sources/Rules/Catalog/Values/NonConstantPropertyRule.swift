import Diagnostics
import Evaluator
import Model
import Source

/// The static properties Xcode reads at build time must have compile-time values.
///
/// Xcode's metadata processor reads `openAppWhenRun`, `isDiscoverable`, `authenticationPolicy`,
/// `supportedModes` and `parameterSummary` of intents, `caseDisplayRepresentations` of enums and
/// `appShortcuts`, `shortcutTileColor` and `negativePhrases` of shortcuts providers from the
/// compiler's const values. A computed getter, a function call, an operator, a reference to
/// another constant of the module or a static factory of the module gives it nothing to read,
/// and it stops with a halting error. Builder bodies hidden by a conformance declared in an
/// extension are left to `builder-in-extension-conformance`; titles, descriptions and
/// `typeDisplayRepresentation` to the rules about them.
struct NonConstantPropertyRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .nonConstantProperty, defaultSeverity: .error,
    summary: "A property Xcode reads at build time whose value is not a compile-time constant.", origin: .xcode,
    explanation: """
      Xcode exports App Intents metadata from the compiler's constant values, so the properties it reads \
      (`openAppWhenRun`, `isDiscoverable`, `authenticationPolicy`, `supportedModes`, `parameterSummary`, \
      `caseDisplayRepresentations`, `appShortcuts`, `shortcutTileColor`, `negativePhrases`) must be written \
      as literals, enum cases, initializer calls or result-builder bodies in place. A computed getter with \
      statements, a function call, an operator, a ternary or a reference to a constant declared elsewhere \
      stops the export with "The property '<name>' must have a compile-time static value and cannot be \
      computed or dynamic", and no App Intents metadata is written for the target. The message says what \
      was found and what to write instead.
      """,
    triggeringExample: """
      struct OrderIntent: AppIntent {
        static let openAppWhenRun: Bool = AppConfig.opensApp
        static var authenticationPolicy: IntentAuthenticationPolicy {
          let policy = Settings.policy
          return policy
        }
      }
      """,
    fixedExample: """
      struct OrderIntent: AppIntent {
        static let openAppWhenRun: Bool = true
        static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    var properties: [(TypeIdentity, PropertyModel?)] = []
    for intent in context.model.intents {
      properties += [
        intent.openAppWhenRun, intent.isDiscoverable, intent.authenticationPolicy, intent.supportedModes,
        intent.parameterSummary,
      ].map { (intent.type, $0) }
    }
    properties += context.model.enums.map { ($0.type, $0.caseDisplayRepresentations) }
    for provider in context.model.shortcutsProviders {
      properties += [provider.appShortcuts, provider.shortcutTileColor, provider.negativePhrases].map {
        (provider.type, $0)
      }
    }
    let lookup = ModuleTypeLookup(index: context.index)
    return properties.compactMap { type, property -> Diagnostic? in
      guard let property, lookup.isStatic(property, of: type),
        let problem = Self.problem(property, moduleName: context.model.moduleName)
      else { return nil }
      let message = Self.message(property: property.name, found: problem.found)
      if problem.range.isEmpty {
        return context.diagnostic(Self.descriptor.id, message, at: property.location, length: property.name.utf8.count)
      }
      return Diagnostic(
        id: Self.descriptor.id.diagnosticID, severity: Self.descriptor.defaultSeverity, message: message,
        path: property.location.file, range: problem.range)
    }
  }

  /// What was found, when the property's value is not one Xcode can read. Beyond the general
  /// test, `caseDisplayRepresentations` must be a dictionary literal: Xcode reads its entries,
  /// so `Dictionary(uniqueKeysWithValues: ...)` gives it nothing.
  static func problem(_ property: PropertyModel, moduleName: String) -> (found: String, range: ByteRange)? {
    let value = property.value.constant
    if let problem = StaticValueInspection.staticValueProblem(value, moduleName: moduleName) { return problem }
    switch value.kind {
    case .initCall, .staticFunctionCall, .memberReference, .enumCase, .array:
      guard property.name == "caseDisplayRepresentations" else { return nil }
      return (StaticValueInspection.describe(value), value.range)
    default:
      return nil
    }
  }

  /// What to write instead, by property.
  static let remedies: [String: String] = [
    "openAppWhenRun": "write 'true' or 'false'",
    "isDiscoverable": "write 'true' or 'false'",
    "authenticationPolicy": "write a case such as '.requiresAuthentication'",
    "supportedModes": "write a mode such as '.background' or '[.background, .foreground(.dynamic)]'",
    "parameterSummary": "write Summary(...), When(...) or Switch(...) directly in the getter",
    "caseDisplayRepresentations":
      "write a dictionary literal mapping each case to a string literal or DisplayRepresentation(...)",
    "appShortcuts": "list the AppShortcut(...) calls directly in the getter",
    "shortcutTileColor": "write a case such as '.navy'",
    "negativePhrases": "list the NegativeAppShortcutPhrase(...) literals directly in the getter",
  ]

  /// Apple's message, then what was found and what to write instead.
  static func message(property: String, found: String) -> String {
    "The property '\(property)' must have a compile-time static value and cannot be computed or dynamic: found "
      + "\(found); \(remedies[property] ?? "write the value itself") instead"
  }
}
