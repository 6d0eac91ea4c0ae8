// The types an intent parameter, entity property or intent result may hold (`_IntentValue`), and the
// file and person values App Intents defines itself.

/// A value the App Intents runtime can transport: the constraint on parameter and property types.
public protocol _IntentValue {
  /// The value type without optionality or collection wrappers.
  associatedtype ValueType = Self
  /// The value type without optionality.
  associatedtype UnwrappedType = Self
}

extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Float: _IntentValue {}
extension Bool: _IntentValue {}
extension Decimal: _IntentValue {}
extension Date: _IntentValue {}
extension DateComponents: _IntentValue {}
extension URL: _IntentValue {}
extension UUID: _IntentValue {}
extension AttributedString: _IntentValue {}
extension Measurement: _IntentValue {}

extension Optional: _IntentValue where Wrapped: _IntentValue {
  /// The wrapped value's type.
  public typealias ValueType = Wrapped.ValueType
  /// The wrapped type.
  public typealias UnwrappedType = Wrapped
}

extension Array: _IntentValue where Element: _IntentValue {
  /// Arrays keep their type.
  public typealias ValueType = [Element]
  /// Arrays keep their type.
  public typealias UnwrappedType = [Element]
}

/// A file passed to or returned from an intent.
public struct IntentFile: _IntentValue, Sendable {
  /// The file's contents.
  public var data: Data
  /// The file name.
  public var filename: String
  /// The file's URL, when it has one.
  public var fileURL: URL?

  /// A file from data.
  public init(data: Data, filename: String, type: UTTypeReference? = nil) {
    self.data = data
    self.filename = filename
  }
  /// A file at a URL.
  public init(fileURL: URL, filename: String? = nil, type: UTTypeReference? = nil) {
    self.data = Data()
    self.filename = filename ?? fileURL.lastPathComponent
    self.fileURL = fileURL
  }
}

/// A content type by identifier, for `IntentFile` initializers (the real API takes `UTType`).
public struct UTTypeReference: Sendable {
  /// The type identifier.
  public var identifier: String
  /// A type from its identifier.
  public init(_ identifier: String) { self.identifier = identifier }
}

/// A person, as contacts and messaging intents use.
public struct IntentPerson: _IntentValue, Sendable {
  /// The person's name.
  public var name: PersonNameComponents
  /// Creates a person.
  public init(name: PersonNameComponents) { self.name = name }
}

/// An amount of money with its currency.
public struct IntentCurrencyAmount: _IntentValue, Sendable {
  /// The amount.
  public var amount: Decimal
  /// The ISO currency code.
  public var currencyCode: String
  /// Creates an amount.
  public init(amount: Decimal, currencyCode: String) {
    self.amount = amount
    self.currencyCode = currencyCode
  }
}

/// An error an intent throws to stop with a message.
public enum AppIntentError: Error, Sendable {
  /// The person cancelled.
  case userCancelled
  /// An error the person cannot fix.
  case restartPerform
}
