// Parameter summaries: `Summary("Add \(\.$item) to \(\.$list)") { \.$note }`, `When`/`Otherwise`,
// `Switch`/`Case`/`DefaultCase`, all spelled through typealiases on `AppIntent` as in Apple's API.

/// A parameter summary: the sentence Shortcuts shows for an intent.
public protocol ParameterSummary {}

/// The summary of an intent that declares none.
public struct EmptyParameterSummary: ParameterSummary {
  /// Creates an empty summary.
  public init() {}
}

extension AppIntent {
  /// `Summary("...")`: a summary sentence with optional extra parameters.
  public typealias Summary = IntentParameterSummary<Self>
  /// `When(\.$p, .equalTo, value) { ... } otherwise: { ... }`.
  public typealias When = ParameterSummaryWhenCondition<Self>
  /// `Switch(\.$p) { Case(...) { ... } DefaultCase { ... } }`.
  public typealias Switch<Value: _IntentValue> = ParameterSummarySwitchCondition<Self, Value>
  /// One case of a `Switch`.
  public typealias Case<Value: _IntentValue> = ParameterSummaryCaseCondition<Self, Value>
  /// The default case of a `Switch`.
  public typealias DefaultCase = ParameterSummaryDefaultCaseCondition<Self>
}

/// Builds a parameter summary from one `Summary`, `When` or `Switch`.
@resultBuilder public enum ParameterSummaryBuilder<Intent: AppIntent> {
  /// Passes a summary through.
  public static func buildExpression<Content: ParameterSummary>(_ content: Content) -> Content { content }
  /// A body of exactly one summary.
  public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content { content }
}

/// A summary sentence; placeholders are key paths to parameters.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
  /// Builds the sentence.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// Starts an empty sentence.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {}
    /// Appends a parameter placeholder.
    public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
  }

  /// A sentence without placeholders.
  public init(stringLiteral value: String) {}
  /// A sentence with placeholders.
  public init(stringInterpolation: StringInterpolation) {}
}

/// The extra parameters listed under a summary sentence.
public struct ParameterSummaryTable<Intent: AppIntent>: Sendable {
  /// Creates a table.
  public init() {}
}

/// Builds a summary's table from parameter key paths: `{ \.$note; \.$priority }`.
@resultBuilder public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
  /// One parameter.
  public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> Int { 1 }
  /// Several parameters.
  public static func buildBlock(_ parameters: Int...) -> ParameterSummaryTable<Intent> { ParameterSummaryTable() }
}

/// `Summary(...)`.
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
  /// A sentence.
  public init(_ formatString: ParameterSummaryString<Intent>) {}
  /// A sentence with further parameters listed below it.
  public init(
    _ formatString: ParameterSummaryString<Intent>,
    @ParameterSummaryTableBuilder<Intent> table: () -> ParameterSummaryTable<Intent>
  ) {}
  /// Parameters without a sentence (`Summary { \.$first; \.$second }`).
  public init(@ParameterSummaryTableBuilder<Intent> table: () -> ParameterSummaryTable<Intent>) {}
}

/// How `When` compares a parameter with a value.
public enum ParameterSummaryComparisonOperator: Sendable {
  /// Equal.
  case equalTo
  /// Not equal.
  case notEqualTo
  /// Less than.
  case lessThan
  /// Less than or equal.
  case lessThanOrEqualTo
  /// Greater than.
  case greaterThan
  /// Greater than or equal.
  case greaterThanOrEqualTo
}

/// How `When` tests a parameter without a value.
public enum ParameterSummaryPresenceOperator: Sendable {
  /// The parameter has a value.
  case hasAnyValue
  /// The parameter has no value.
  case hasNoValue
}

/// `When`: a summary that depends on a parameter's value.
public struct ParameterSummaryWhenCondition<Intent: AppIntent>: ParameterSummary {
  /// Compares a parameter with a value.
  public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ParameterSummaryComparisonOperator,
    _ value: Value.UnwrappedType, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {}

  /// Compares a parameter with a value, with no summary otherwise.
  public init<Value, Then: ParameterSummary>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ParameterSummaryComparisonOperator,
    _ value: Value.UnwrappedType, @ParameterSummaryBuilder<Intent> _ then: () -> Then
  ) {}

  /// Tests whether a parameter has a value.
  public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ presenceOperator: ParameterSummaryPresenceOperator,
    @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {}

  /// Tests a Boolean parameter.
  public init<Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ parameter: KeyPath<Intent, IntentParameter<Bool>>, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {}
}

/// `Switch`: a summary per value of a parameter.
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value: _IntentValue>: ParameterSummary {
  /// Switches over a parameter.
  public init(
    _ parameter: KeyPath<Intent, IntentParameter<Value>>,
    @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> [ParameterSummarySwitchBranch]
  ) {}
}

/// One branch of a `Switch`, as the case builder collects it.
public struct ParameterSummarySwitchBranch: Sendable {
  /// Creates a branch.
  public init() {}
}

/// `Case(value) { Summary(...) }`.
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: _IntentValue>: Sendable {
  /// A case for one value.
  public init<Content: ParameterSummary>(
    _ value: Value.UnwrappedType, @ParameterSummaryBuilder<Intent> _ content: () -> Content
  ) {}
}

/// `DefaultCase { Summary(...) }`.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent>: Sendable {
  /// The summary for every other value.
  public init<Content: ParameterSummary>(@ParameterSummaryBuilder<Intent> _ content: () -> Content) {}
}

/// Collects the cases of a `Switch`.
@resultBuilder public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: _IntentValue> {
  /// A case.
  public static func buildExpression(
    _ branch: ParameterSummaryCaseCondition<Intent, Value>
  ) -> [ParameterSummarySwitchBranch] {
    [ParameterSummarySwitchBranch()]
  }
  /// The default case.
  public static func buildExpression(
    _ branch: ParameterSummaryDefaultCaseCondition<Intent>
  ) -> [ParameterSummarySwitchBranch] {
    [ParameterSummarySwitchBranch()]
  }
  /// All cases.
  public static func buildBlock(_ branches: [ParameterSummarySwitchBranch]...) -> [ParameterSummarySwitchBranch] {
    branches.flatMap { $0 }
  }
}
