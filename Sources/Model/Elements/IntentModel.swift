/// An App Intent: a type conforming to `AppIntent` or one of its refinements.
public struct IntentModel: Codable, Hashable, Sendable {
  /// The type.
  public var type: TypeIdentity
  /// `static let title: LocalizedStringResource`.
  public var title: PropertyModel?
  /// `static let description: IntentDescription`.
  public var description: PropertyModel?
  /// `static let openAppWhenRun: Bool`.
  public var openAppWhenRun: PropertyModel?
  /// `static let supportedModes: IntentModes` (iOS 26).
  public var supportedModes: PropertyModel?
  /// `static let isDiscoverable: Bool`.
  public var isDiscoverable: PropertyModel?
  /// `static let authenticationPolicy: IntentAuthenticationPolicy`.
  public var authenticationPolicy: PropertyModel?
  /// `static var parameterSummary: some ParameterSummary`.
  public var parameterSummary: PropertyModel?
  /// The `@Parameter` properties, in declaration order.
  public var parameters: [ParameterModel]
  /// What `perform()` declares it returns.
  public var result: ResultModel?
}

/// One `@Parameter` of an intent.
public struct ParameterModel: Codable, Hashable, Sendable {
  /// The property name (`dish`); phrases refer to it as `\.$dish`.
  public var name: String
  /// The declared type as written (`DishEntity?`, `[String]`).
  public var typeText: String
  /// The type without optionality or array brackets (`DishEntity`).
  public var baseType: String
  /// Whether the type is optional.
  public var isOptional: Bool
  /// Whether the type is an array.
  public var isArray: Bool
  /// What kind of value the base type is.
  public var valueCategory: ValueCategory
  /// The wrapper's written arguments (`title:`, `default:`, `requestValueDialog:`, ...), in order.
  public var arguments: [LabeledValue]
  /// The property's initial value (`var count: Int = 3`), if any.
  public var initialValue: ModelValue?
  /// Where the parameter is declared.
  public var location: ModelLocation

  /// The written argument with `label`.
  public func argument(_ label: String) -> ModelValue? {
    arguments.first { $0.label == label }?.value
  }
}

/// What a parameter or property type is, as App Intents sees it.
public enum ValueCategory: String, Codable, Hashable, Sendable {
  /// A type App Intents supports directly (`String`, `Int`, `Date`, `URL`, ...).
  case primitive
  /// A module type that is an `AppEntity`.
  case entity
  /// A module type that is an `AppEnum`.
  case `enum`
  /// A type this tool cannot classify (another module's type, a typo).
  case unknown
}

/// A labeled value: a wrapper or call argument.
public struct LabeledValue: Codable, Hashable, Sendable {
  /// The label, `""` when unlabeled.
  public var label: String
  /// The value.
  public var value: ModelValue
}

/// What `perform()` declares: its result traits and returned value type.
public struct ResultModel: Codable, Hashable, Sendable {
  /// The traits in the return type: `ProvidesDialog`, `ReturnsValue`, `OpensIntent`,
  /// `ShowsSnippetView`, `ShowsSnippetIntent`, `Never`, sorted.
  public var traits: [String]
  /// `T` of `ReturnsValue<T>`.
  public var returnsValueType: String?
  /// The return type as written.
  public var returnType: String
  /// Where `perform()` is declared.
  public var location: ModelLocation
}
