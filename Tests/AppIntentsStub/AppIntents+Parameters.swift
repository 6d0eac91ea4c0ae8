// `@Parameter`: Apple spells the wrapper `IntentParameter` and exposes it as `AppIntent.Parameter`.
// The initializers below mirror the labels Apple ships (title, description, default, controlStyle,
// inclusiveRange, requestValueDialog, inputOptions, optionsProvider, supportedContentTypes,
// inputConnectionBehavior...), grouped by the value types that accept them.

import UniformTypeIdentifiers

extension AppIntent {
  /// `@Parameter`, the property wrapper for intent parameters.
  public typealias Parameter = IntentParameter
}

/// Whether a parameter takes the previous action's result in a shortcut.
public enum InputConnectionBehavior: Sendable {
  /// The system decides.
  case `default`
  /// Connects to the previous action's output.
  case connectToPreviousIntentResult
  /// Never connects.
  case never
}

/// An intent parameter: a value the system fills in before `perform()`.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
  /// How an integer parameter is edited.
  public enum IntControlStyle: Sendable {
    /// A text field.
    case field
    /// A stepper.
    case stepper
    /// A slider (needs `inclusiveRange`).
    case slider
  }

  /// How a floating-point parameter is edited.
  public enum DoubleControlStyle: Sendable {
    /// A text field.
    case field
    /// A stepper.
    case stepper
    /// A slider (needs `inclusiveRange`).
    case slider
  }

  /// The bounds of a numeric parameter, written as a tuple: `(1, 10)` or `(lowerBound: 1, upperBound: 10)`.
  public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)

  /// The parameter's value.
  public var wrappedValue: Value {
    get { fatalError("stub") }
    set {}
  }

  /// `$parameter`: the parameter itself, for key paths in summaries and phrases and for requests.
  public var projectedValue: IntentParameter<Value> { self }

  /// The parameter's title.
  public var title: LocalizedStringResource { fatalError("stub") }

  /// A parameter of any type.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {}

  /// A parameter whose title is its property name (iOS 18).
  public init(
    description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
  ) {}

  /// A parameter whose values come from a dynamic options provider.
  public init<OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
  ) {}

  /// An error that asks the person for a value.
  public func needsValueError(_ dialog: IntentDialog? = nil) -> some Error { AppIntentError.restartPerform }

  /// Asks the person for a value.
  public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.UnwrappedType { fatalError("stub") }

  /// Asks the person to pick one of several values.
  public func requestDisambiguation(
    among values: [Value.UnwrappedType], dialog: IntentDialog? = nil
  ) async throws -> Value.UnwrappedType {
    fatalError("stub")
  }

  /// Asks the person to confirm a value.
  public func requestConfirmation(for value: Value.UnwrappedType, dialog: IntentDialog? = nil) async throws -> Bool {
    fatalError("stub")
  }
}

extension IntentParameter where Value.ValueType == Int {
  /// An integer parameter with a control style and bounds.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, controlStyle: IntControlStyle = .stepper,
    inclusiveRange: InclusiveRange<Int>? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, description: description, default: defaultValue)
  }
}

extension IntentParameter where Value.ValueType == Double {
  /// A floating-point parameter with a control style and bounds.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, controlStyle: DoubleControlStyle = .field,
    inclusiveRange: InclusiveRange<Double>? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, description: description, default: defaultValue)
  }
}

extension IntentParameter where Value.ValueType == String {
  /// A text parameter with keyboard and editing options.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, inputOptions: String.IntentInputOptions,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, description: description, default: defaultValue)
  }
}

extension IntentParameter where Value.ValueType == IntentFile {
  /// A file parameter restricted to content types.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    supportedContentTypes: [UTType], requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, description: description)
  }

  /// A file parameter restricted to type identifiers (the iOS 16 spelling).
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    supportedTypeIdentifiers: [String], requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, description: description)
  }
}

extension IntentParameter {
  /// A measurement parameter with its default unit.
  public convenience init<UnitType: Dimension>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, defaultUnit: UnitType, supportsNegativeNumbers: Bool = false,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
  ) where Value.ValueType == Measurement<UnitType> {
    self.init(title: title, description: description, default: defaultValue)
  }
}

extension String {
  /// Keyboard and editing options for a text parameter.
  public struct IntentInputOptions: Sendable {
    /// The keyboard shown while editing.
    public enum KeyboardType: Sendable {
      /// The default keyboard.
      case `default`
      /// ASCII letters.
      case asciiCapable
      /// Numbers and punctuation.
      case numbersAndPunctuation
      /// A URL keyboard.
      case url
      /// Digits.
      case numberPad
      /// A phone pad.
      case phonePad
      /// An e-mail keyboard.
      case emailAddress
      /// Digits and a decimal point.
      case decimalPad
      /// A web-search keyboard.
      case webSearch
    }

    /// Automatic capitalization.
    public enum CapitalizationType: Sendable {
      /// None.
      case none
      /// Each word.
      case words
      /// Each sentence.
      case sentences
      /// Every character.
      case allCharacters
    }

    /// Creates options.
    public init(
      keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences,
      multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
    ) {}
  }
}
