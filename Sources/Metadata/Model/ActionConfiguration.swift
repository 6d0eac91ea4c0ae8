/// An intent's `static var parameterSummary`, as a tree of tagged nodes.
///
/// A plain `Summary("Open ${location}")` becomes
/// `{"actionSummary": {"wrapper": {"otherParameterIdentifiers": […], "summaryString": {…}}}}`;
/// `When(\.$p, …) { … } otherwise: { … }` becomes a `whenClause`, and `Switch(\.$p) { Case(…) … }`
/// a `switchStatement`. [C] (Weather and Freeform catalogs)
public indirect enum ActionConfiguration: Sendable, Hashable {
  /// `Summary(…) { \.$a; \.$b }`. [C]
  case actionSummary(ActionSummary)
  /// `When(\.$p, .equalTo, value) { … } otherwise: { … }`. [C]
  case whenClause(WhenClause)
  /// `Switch(\.$p) { Case(value) { … } DefaultCase { … } }`. [C]
  case switchStatement(SwitchStatement)
  /// Anything else, kept exactly as read.
  case unknown(JSONValue)
}

/// One `Summary`: its format string plus the parameters listed in its trailing builder. [C]
public struct ActionSummary: Codable, Sendable, Hashable {
  /// Parameters listed in the summary's builder (`{ \.$position }`) but not in its string, in
  /// source order. [C]
  public var otherParameterIdentifiers: [String]
  /// The summary string; none for a `Summary { \.$a }` without text, which lists its
  /// parameters in `otherParameterIdentifiers` only. [C] ([O] without text)
  public var summaryString: SummaryString?
  /// The strings table of the summary text, when the source names one. [C] (Freeform catalog)
  public var table: String?

  /// A summary.
  public init(summaryString: SummaryString?, otherParameterIdentifiers: [String] = [], table: String? = nil) {
    self.otherParameterIdentifiers = otherParameterIdentifiers
    self.summaryString = summaryString
    self.table = table
  }
}

/// The text of a `Summary`: `{"formatString": "Open ${specificCondition} for ${location}",
/// "parameterIdentifiers": ["specificCondition", "location"]}`. Interpolations `\(\.$name)` become
/// `${name}` and are listed in order of appearance. [C]
public struct SummaryString: Codable, Sendable, Hashable {
  /// The text with `${name}` placeholders. [C]
  public var formatString: String
  /// The placeholder names in order of appearance. [C]
  public var parameterIdentifiers: [String]

  /// A summary string.
  public init(formatString: String, parameterIdentifiers: [String]) {
    self.formatString = formatString
    self.parameterIdentifiers = parameterIdentifiers
  }
}

/// `When(\.$p, comparison, value) { when } otherwise: { otherwise }`. [C]
public struct WhenClause: Codable, Sendable, Hashable {
  /// The tested parameter and comparison. [C]
  public var condition: WhenCondition
  /// The configuration when the condition holds. [C]
  public var when: ActionConfiguration
  /// The configuration otherwise; always present in the files seen. [C] key, [I] optionality.
  public var otherwise: ActionConfiguration?

  /// A `When` clause.
  public init(condition: WhenCondition, when: ActionConfiguration, otherwise: ActionConfiguration?) {
    self.condition = condition
    self.when = when
    self.otherwise = otherwise
  }
}

/// The condition of a `When`: `{"comparisonOperator": 2, "parameterIdentifier": "shapes",
/// "value": {…}}`. [C]
public struct WhenCondition: Codable, Sendable, Hashable {
  /// The comparison; `0` for `When(\.$p) { … }` (the parameter has a value) and `2` seen for an
  /// equality test against an enum case. [C] values, [I] mapping to `ComparisonOperator` cases.
  public var comparisonOperator: Int
  /// The tested parameter's name. [C]
  public var parameterIdentifier: String
  /// The compared value, when there is one. [C]
  public var value: SummaryValue?

  /// A condition.
  public init(comparisonOperator: Int, parameterIdentifier: String, value: SummaryValue? = nil) {
    self.comparisonOperator = comparisonOperator
    self.parameterIdentifier = parameterIdentifier
    self.value = value
  }
}

/// `Switch(\.$p) { Case(…) { … } DefaultCase { … } }`. [C]
public struct SwitchStatement: Codable, Sendable, Hashable {
  /// The cases in source order, `DefaultCase` last. [C]
  public var cases: [SwitchCase]
  /// The switched-on parameter's name. [C]
  public var parameterIdentifier: String

  /// A switch.
  public init(parameterIdentifier: String, cases: [SwitchCase]) {
    self.cases = cases
    self.parameterIdentifier = parameterIdentifier
  }
}

/// One `Case(value) { … }` or `DefaultCase { … }`. [C]
public struct SwitchCase: Codable, Sendable, Hashable {
  /// The case's configuration. [C]
  public var configuration: ActionConfiguration
  /// `true` for `DefaultCase`. [C]
  public var isDefaultCase: Bool
  /// The matched values (an `array` of values); absent for `DefaultCase`. [C]
  public var value: SummaryValue?

  /// A case.
  public init(configuration: ActionConfiguration, isDefaultCase: Bool = false, value: SummaryValue? = nil) {
    self.configuration = configuration
    self.isDefaultCase = isDefaultCase
    self.value = value
  }
}

/// A constant compared against in a `When` or `Case`, tagged without a `wrapper` layer. [C]
public indirect enum SummaryValue: Sendable, Hashable {
  /// An enum case: `{"enumeration": {"identifier": "SpecificConditionKind", "value": "conditions"}}`. [C]
  case enumeration(identifier: String, value: String)
  /// A list: `{"array": {"valueType": {…}, "values": […]}}`, as `Case` writes its value. [C]
  case array(valueType: ValueType, values: [SummaryValue])
  /// Anything else (for example an entity or a literal), kept exactly as read.
  case unknown(JSONValue)
}

extension SummaryValue: Codable {
  private struct EnumerationPayload: Codable, Hashable, Sendable {
    var identifier: String
    var value: String
  }
  private struct ArrayPayload: Codable, Hashable, Sendable {
    var valueType: ValueType
    var values: [SummaryValue]
  }

  public init(from decoder: any Decoder) throws {
    let known: SummaryValue? =
      switch decoder.singleTag() {
      case "enumeration":
        decoder.payload(EnumerationPayload.self, tag: "enumeration", keys: ["identifier", "value"]).map {
          .enumeration(identifier: $0.identifier, value: $0.value)
        }
      case "array":
        decoder.payload(ArrayPayload.self, tag: "array", keys: ["valueType", "values"]).map {
          .array(valueType: $0.valueType, values: $0.values)
        }
      default: nil
      }
    self = try known ?? .unknown(JSONValue(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .enumeration(let identifier, let value):
      try encoder.encodeTagged("enumeration", EnumerationPayload(identifier: identifier, value: value))
    case .array(let valueType, let values):
      try encoder.encodeTagged("array", ArrayPayload(valueType: valueType, values: values))
    case .unknown(let value): try value.encode(to: encoder)
    }
  }
}

extension ActionConfiguration: Codable {
  public init(from decoder: any Decoder) throws {
    let known: ActionConfiguration? =
      switch decoder.singleTag() {
      case "actionSummary":
        decoder.wrappedPayload(ActionSummary.self, tag: "actionSummary").map {
          .actionSummary($0)
        }
      case "whenClause": decoder.wrappedPayload(WhenClause.self, tag: "whenClause").map { .whenClause($0) }
      case "switchStatement":
        decoder.wrappedPayload(SwitchStatement.self, tag: "switchStatement").map {
          .switchStatement($0)
        }
      default: nil
      }
    self = try known ?? .unknown(JSONValue(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .actionSummary(let summary): try encoder.encodeTagged("actionSummary", Wrapped(wrapper: summary))
    case .whenClause(let clause): try encoder.encodeTagged("whenClause", Wrapped(wrapper: clause))
    case .switchStatement(let statement): try encoder.encodeTagged("switchStatement", Wrapped(wrapper: statement))
    case .unknown(let value): try value.encode(to: encoder)
    }
  }
}
