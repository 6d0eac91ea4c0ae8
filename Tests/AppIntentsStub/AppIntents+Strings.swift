// Localized text and display representations: `LocalizedStringResource` (Foundation's type on Apple
// platforms, declared here because swift-corelibs-foundation lacks it), `IntentDescription`,
// `IntentDialog`, `DisplayRepresentation` and `TypeDisplayRepresentation`.

/// A string to localize at run time: a key, a default value and a table.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable {
  /// The kinds of numeric placeholders in a format such as "\(placeholder: .int) books".
  public enum PlaceholderType: Sendable {
    /// An integer.
    case int
    /// A floating-point number.
    case double
    /// An object.
    case object
  }

  /// The key in the strings table.
  public let key: String

  /// A literal key.
  public init(stringLiteral value: String) { key = value }
  /// A key with interpolated values.
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { key = "" }
  /// A key that is also the default value.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    key = keyAndValue.key
  }
  /// A key with a separate default value.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.key = "\(key)"
  }
}

extension String {
  /// A localizable string value: a literal with interpolations, as in Apple's Foundation.
  public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// Builds a value from literal text and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
      /// Starts an empty value.
      public init(literalCapacity: Int, interpolationCount: Int) {}
      /// Appends literal text.
      public mutating func appendLiteral(_ literal: String) {}
      /// Appends a value, formatted at run time.
      public mutating func appendInterpolation<Value>(_ value: Value) {}
      /// Appends a numeric placeholder.
      public mutating func appendInterpolation(placeholder: LocalizedStringResource.PlaceholderType) {}
    }

    /// The key.
    public let key: String

    /// A literal value.
    public init(stringLiteral value: String) { key = value }
    /// A value with interpolations.
    public init(stringInterpolation: StringInterpolation) { key = "" }
    /// A value from a run-time string.
    public init(_ value: String) { key = value }
  }
}

/// Where a localized string's table lives.
public enum BundleDescription: Sendable {
  /// The main bundle.
  case main
  /// The bundle at a URL.
  case atURL(URL)
  /// The bundle that contains a class.
  case forClass(AnyClass)
}

/// The description of an intent: text, category and keywords for search.
public struct IntentDescription: ExpressibleByStringInterpolation, Sendable {
  /// The description text.
  public var descriptionText: LocalizedStringResource
  /// The category Shortcuts groups the intent under.
  public var categoryName: LocalizedStringResource?
  /// Extra words that find the intent in search.
  public var searchKeywords: [LocalizedStringResource]

  /// A description with only text.
  public init(stringLiteral value: String) {
    descriptionText = LocalizedStringResource(stringLiteral: value)
    searchKeywords = []
  }
  /// A description with every field.
  public init(
    _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
  ) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
  }
}

/// What Siri says or shows when an intent asks or answers.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
  /// A dialog from a literal.
  public init(stringLiteral value: String) {}
  /// A dialog from a resource.
  public init(_ localizedStringResource: LocalizedStringResource) {}
  /// A dialog with separate spoken (full) and shown (supporting) text.
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {}
  /// A dialog with full, supporting and system-image text.
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {}
}

/// How an entity value, enum case or filter shows up: title, subtitle, image and synonyms.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
  /// An image next to a display representation.
  public struct Image: Sendable {
    /// An SF Symbol, optionally tinted.
    public init(systemName: String, isTemplate: Bool = false) {}
    /// An image from the asset catalog.
    public init(named name: String, isTemplate: Bool = false) {}
    /// An image at a file URL.
    public init(url: URL, isTemplate: Bool = false) {}
    /// Image data.
    public init(data: Data, isTemplate: Bool = false) {}
  }

  /// The title.
  public var title: LocalizedStringResource
  /// The subtitle.
  public var subtitle: LocalizedStringResource?
  /// The image.
  public var image: Image?
  /// Other names people may use.
  public var synonyms: [LocalizedStringResource]

  /// A representation with only a title.
  public init(stringLiteral value: String) {
    title = LocalizedStringResource(stringLiteral: value)
    synonyms = []
  }
  /// A representation with every field.
  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
    synonyms: [LocalizedStringResource] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.synonyms = synonyms
  }
}

/// The name of a type as people see it, singular and as a numeric format.
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
  /// The singular name.
  public var name: LocalizedStringResource
  /// A format such as "\(placeholder: .int) books".
  public var numericFormat: LocalizedStringResource?

  /// A representation with only a name.
  public init(stringLiteral value: String) { name = LocalizedStringResource(stringLiteral: value) }
  /// A representation with a name and numeric format.
  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.name = name
    self.numericFormat = numericFormat
  }
}

/// A type that names itself to people: entities and enums.
public protocol TypeDisplayRepresentable {
  /// The type's display name.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value that describes itself to people.
public protocol DisplayRepresentable {
  /// The value's display representation.
  var displayRepresentation: DisplayRepresentation { get }
}
