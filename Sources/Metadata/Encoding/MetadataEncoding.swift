import Foundation

/// Reads and writes bundle files in Xcode's exact byte format.
///
/// Writing goes through Foundation's `JSONEncoder` for the `Codable` model, then through our own
/// `JSONWriter`, so the bytes do not depend on how a particular Foundation orders keys or lays out
/// pretty output: the canonical form is what Xcode 16+ writes (compact, keys in UTF-8 byte order,
/// `/` escaped as `\/`, no trailing newline); the pretty form is the same content indented for
/// people. Reading accepts either form, the Xcode 16 beta form (unsorted keys, localized strings
/// without `alternatives`), and any whitespace.
///
/// Unknown data: values of tagged unions the model does not know (value types, type-specific values,
/// system-protocol payloads, summary nodes, images) are kept whole and re-encode byte-identically.
/// Unknown *object keys* of known records are dropped by decoding; `unknownKeyPaths(in:)` lists
/// them so a tool can warn before rewriting a bundle.
public enum MetadataEncoding {
  /// The two layouts.
  public enum Style: Sendable, Hashable {
    /// Xcode's bytes: compact, sorted keys, `\/`, no trailing newline.
    case canonical
    /// Indented with two spaces, `"key": value`, same key order and escaping, final newline.
    case pretty
    /// Like `pretty` but with `/` unescaped: for this tool's own dumps, not for bundles.
    case readable

    var layout: JSONWriter.Layout {
      switch self {
      case .canonical: return .compact
      case .pretty: return .pretty
      case .readable: return .readable
      }
    }
  }

  /// Encodes any model value (usually `AppIntentsMetadata` or `MetadataVersionFile`).
  public static func encode(_ value: some Encodable, style: Style = .canonical) throws(MetadataError) -> Data {
    Data(JSONWriter.write(try jsonValue(of: value), layout: style.layout))
  }

  /// Decodes a model value from either form.
  public static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(MetadataError) -> Value {
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
        // Not JSON at all: let the parser say where.
        _ = try JSONParser.parse([UInt8](data))
      }
      throw MetadataError.from(error)
    } catch {
      throw .invalidDocument(path: "", reason: "\(error)")
    }
  }

  /// Decodes `extract.actionsdata`.
  public static func decodeMetadata(from data: Data) throws(MetadataError) -> AppIntentsMetadata {
    try decode(AppIntentsMetadata.self, from: data)
  }

  /// Decodes `version.json`.
  public static func decodeVersionFile(from data: Data) throws(MetadataError) -> MetadataVersionFile {
    try decode(MetadataVersionFile.self, from: data)
  }

  /// Rewrites any JSON document in `style` without interpreting it: keys sorted, strings escaped
  /// and numbers kept as written. Useful to compare files from different tools.
  public static func reformat(_ data: Data, style: Style) throws(MetadataError) -> Data {
    Data(JSONWriter.write(try JSONParser.parse([UInt8](data)), layout: style.layout))
  }

  /// The JSON pointers (RFC 6901) of object keys in `data` that the model does not keep, in
  /// document order with sorted keys: `["/actions/OpenIntent/newKey"]`. Empty when decoding and
  /// re-encoding `AppIntentsMetadata` loses no key.
  public static func unknownKeyPaths(in data: Data) throws(MetadataError) -> [String] {
    try unknownKeyPaths(in: data, as: AppIntentsMetadata.self)
  }

  /// `unknownKeyPaths(in:)` for any model type.
  public static func unknownKeyPaths<Value: Codable>(
    in data: Data, as type: Value.Type
  ) throws(MetadataError)
    -> [String]
  {
    let original = try JSONParser.parse([UInt8](data))
    let reencoded = try jsonValue(of: try decode(Value.self, from: data))
    var paths: [String] = []
    collectDroppedKeys(original, reencoded, path: "", into: &paths)
    return paths
  }

  /// `value` encoded by the model and parsed back into a tree with literal numbers.
  static func jsonValue(of value: some Encodable) throws(MetadataError) -> JSONValue {
    let data: Data
    do {
      data = try JSONEncoder().encode(value)
    } catch let error as EncodingError {
      if case .invalidValue(_, let context) = error {
        throw .unencodable(path: MetadataError.pointer(context.codingPath), reason: context.debugDescription)
      }
      throw .unencodable(path: "", reason: "\(error)")
    } catch {
      throw .unencodable(path: "", reason: "\(error)")
    }
    return try JSONParser.parse([UInt8](data))
  }

  private static func collectDroppedKeys(
    _ original: JSONValue, _ kept: JSONValue, path: String, into paths: inout [String]
  ) {
    switch (original, kept) {
    case (.object(let before), .object(let after)):
      for key in before.keys.sorted(by: JSONWriter.keyPrecedes) {
        let childPath =
          path + "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        guard let value = before[key] else { continue }
        if let keptValue = after[key] {
          collectDroppedKeys(value, keptValue, path: childPath, into: &paths)
        } else {
          paths.append(childPath)
        }
      }
    case (.array(let before), .array(let after)):
      for (index, pair) in zip(before, after).enumerated() {
        collectDroppedKeys(pair.0, pair.1, path: path + "/\(index)", into: &paths)
      }
    default:
      break
    }
  }
}
