import Diagnostics
import Model

/// A widget or control configuration parameter that is neither optional nor defaulted.
///
/// A `WidgetConfigurationIntent` or `ControlConfigurationIntent` is run with whatever the
/// configuration holds, often before anyone has edited it, so every `@Parameter` needs a value
/// from the start: an optional type, a `default:` argument or an initial value. An entity whose
/// default query implements `defaultResult()` has one too: the system asks the query for it.
/// The rule reports each parameter with none of these.
struct ConfigurationParameterNotOptionalRule: IntentRule {
  static let descriptor = RuleDescriptor(
    id: .configurationParameterNotOptional, defaultSeverity: .warning,
    summary: "A widget or control configuration parameter that is neither optional nor defaulted.",
    origin: .beyondXcode,
    explanation: """
      Widgets and controls are configured with a `WidgetConfigurationIntent` or \
      `ControlConfigurationIntent` whose parameters the system reads as soon as the widget or control is \
      added, before the person has chosen anything. A non-optional parameter with no default has no value \
      then: developers report "Encountered a non-optional type for parameter ... requires all parameter \
      types to be optional" and widgets that never load. Make the parameter optional and handle `nil`, or \
      give it a `default:` (or an initial value). An entity parameter whose default query implements \
      `defaultResult()` is not reported: the system asks the query for the first value.
      """,
    triggeringExample: """
      struct CityWidgetIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "City"
        @Parameter(title: "City") var city: CityEntity
      }
      """,
    fixedExample: """
      struct CityWidgetIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "City"
        @Parameter(title: "City") var city: CityEntity?
        @Parameter(title: "Units", default: .metric) var units: UnitSystem
      }
      """)

  /// The configuration protocols.
  static let protocols = ["WidgetConfigurationIntent", "ControlConfigurationIntent"]

  func check(_ intent: IntentModel, in context: RuleContext) -> [Diagnostic] {
    guard intent.type.schema == nil, let kind = Self.protocols.first(where: intent.type.conformances.contains) else {
      return []
    }
    return intent.parameters.filter { parameter in
      !parameter.isOptional && parameter.argument("default") == nil && parameter.initialValue == nil
        && !Self.queryGivesDefault(parameter, of: intent, in: context)
    }.map { parameter in
      context.diagnostic(
        Self.descriptor.id,
        Self.message(parameter: parameter.name, type: parameter.typeText, intent: intent.type.name, kind: kind),
        at: parameter.location, length: parameter.name.utf8.count)
    }
  }

  /// Whether the parameter is a module entity (not a list of them) whose default query declares
  /// `defaultResult()`, which gives a widget's or control's parameter its first value.
  static func queryGivesDefault(_ parameter: ParameterModel, of intent: IntentModel, in context: RuleContext) -> Bool {
    guard !parameter.isArray, let type = context.moduleType(of: parameter, in: intent) else { return false }
    let name = context.index.qualifiedName(type.path)
    let lookup = ModuleTypeLookup(index: context.index)
    guard let entity = context.model.entities.first(where: { $0.type.qualifiedName == name }),
      let written = entity.defaultQueryType, let path = lookup.modulePath(ofQualified: written)
    else { return false }
    return lookup.declaresFunction("defaultResult", in: path)
  }

  /// What is wrong and what to do.
  static func message(parameter: String, type: String, intent: String, kind: String) -> String {
    "The parameter '\(parameter)' of the \(kind) '\(intent)' is neither optional nor has a default, so it has no "
      + "value until someone configures it; make it optional ('\(type)?') or add a 'default:'"
  }
}
