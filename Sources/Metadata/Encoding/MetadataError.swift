/// Why a bundle could not be read or written.
///
/// Values, not traps: a malformed or unexpected bundle is user data and must never crash a tool.
public enum MetadataError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The bytes are not JSON; `offset` is the byte at which parsing stopped.
  case malformedJSON(offset: Int, reason: String)
  /// The JSON does not match the model; `path` is a JSON pointer such as `/actions/Foo/title`.
  case invalidDocument(path: String, reason: String)
  /// A value cannot be written as JSON (for example a NaN double).
  case unencodable(path: String, reason: String)

  public var description: String {
    switch self {
    case .malformedJSON(let offset, let reason): "malformed JSON at byte \(offset): \(reason)"
    case .invalidDocument(let path, let reason): "invalid metadata at \(path.isEmpty ? "/" : path): \(reason)"
    case .unencodable(let path, let reason): "cannot encode metadata at \(path.isEmpty ? "/" : path): \(reason)"
    }
  }

  /// The JSON pointer (RFC 6901) of a coding path: `/actions/OpenIntent/parameters/0`.
  static func pointer(_ path: [any CodingKey]) -> String {
    path.map { key in
      let component = key.intValue.map(String.init) ?? key.stringValue
      return "/" + component.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }.joined()
  }

  /// Translates Foundation's `DecodingError` into a readable message with a JSON pointer.
  static func from(_ error: DecodingError) -> MetadataError {
    switch error {
    case .keyNotFound(let key, let context):
      return .invalidDocument(path: pointer(context.codingPath), reason: "missing key '\(key.stringValue)'")
    case .typeMismatch(let type, let context):
      return .invalidDocument(
        path: pointer(context.codingPath), reason: "expected \(type): \(context.debugDescription)")
    case .valueNotFound(let type, let context):
      return .invalidDocument(path: pointer(context.codingPath), reason: "expected \(type), found null")
    case .dataCorrupted(let context):
      return .invalidDocument(path: pointer(context.codingPath), reason: context.debugDescription)
    @unknown default:
      return .invalidDocument(path: "", reason: "\(error)")
    }
  }
}
