import Source

/// A JSON value from a configuration file, with where it was written.
///
/// The configuration reader needs positions for every key and value so that a mistake can be
/// reported as `path:line:column`, which `JSONSerialization` and `JSONDecoder` cannot give.
/// Object members keep their order and duplicates; the configuration decoder decides what a
/// duplicate key means.
package struct JSONNode: Hashable, Sendable {
  /// The value itself.
  package var value: Value
  /// The bytes the value spans, from its first byte to one past its last.
  package var range: ByteRange
  /// The 1-based line and UTF-8 byte column of the value's first byte.
  package var location: SourceLocation

  /// Creates a node.
  package init(value: Value, range: ByteRange, location: SourceLocation) {
    self.value = value
    self.range = range
    self.location = location
  }

  /// The kinds of JSON value.
  package enum Value: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept as written, e.g. `-1.5e3`; see `JSONNode.integerValue`.
    case number(String)
    /// A string with its escapes decoded, e.g. `"a\u00e9"` is `aé`.
    case string(String)
    /// `[1, 2]`, elements in order.
    case array([JSONNode])
    /// `{"a": 1}`, members in the order written, duplicates kept.
    case object([JSONMember])
  }

  /// The value as a string, if it is one.
  package var stringValue: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  /// The value as a boolean, if it is one.
  package var boolValue: Bool? {
    if case .bool(let flag) = value { return flag }
    return nil
  }

  /// The value as an `Int`, if it is a number written without fraction or exponent that fits.
  package var integerValue: Int? {
    if case .number(let text) = value { return Int(text) }
    return nil
  }

  /// The elements, if the value is an array.
  package var arrayValue: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  /// The members, if the value is an object.
  package var objectValue: [JSONMember]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// How error messages name the value's type: "a string", "an array", "true", ...
  package var typeDescription: String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// One `"key": value` pair of a JSON object.
package struct JSONMember: Hashable, Sendable {
  /// The key, escapes decoded.
  package var key: String
  /// Where the key's opening quote is.
  package var keyLocation: SourceLocation
  /// The bytes of the key, quotes included.
  package var keyRange: ByteRange
  /// The value.
  package var value: JSONNode

  /// Creates a member.
  package init(key: String, keyLocation: SourceLocation, keyRange: ByteRange, value: JSONNode) {
    self.key = key
    self.keyLocation = keyLocation
    self.keyRange = keyRange
    self.value = value
  }
}

/// Why a text is not valid JSON, and where.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, e.g. "expected ':' after the key".
  package var message: String
  /// The byte offset of the problem.
  package var offset: Int
  /// The 1-based line and UTF-8 byte column of the problem.
  package var location: SourceLocation

  /// Creates an error.
  package init(message: String, offset: Int, location: SourceLocation) {
    self.message = message
    self.offset = offset
    self.location = location
  }

  /// `line:column: message`.
  package var description: String { "\(location): \(message)" }
}
