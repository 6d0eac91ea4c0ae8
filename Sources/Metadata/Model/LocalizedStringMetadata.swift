/// A localized string as Xcode records it: `{"alternatives": [], "key": "Open Moon Details"}`.
///
/// Source: every `LocalizedStringResource` / `LocalizedStringKey` the processor reads (titles,
/// descriptions, parameter titles, display representations, phrases). `key` is the literal source
/// string, or the raw strings-table key when the source names one. [C]
///
/// The Xcode 16 beta form wrote `{"key": "…"}` without `alternatives`; decoding accepts it and
/// reads `alternatives` as empty, so re-encoding produces the canonical Xcode 16+ form.
public struct LocalizedStringMetadata: Sendable, Hashable {
  /// The string key: the literal text, or a strings-table key. [C]
  public var key: String
  /// Alternative phrasings; `[]` in every file seen, element shape unknown. [C] key, [I] elements.
  public var alternatives: [JSONValue]
  /// The strings table named by `LocalizedStringResource(_:table:)`, e.g. `"CRLAppIntents"`.
  /// Written only when the source names a table. [C] (Freeform catalog; the reference notes
  /// list it as [I].)
  public var table: String?
  /// The default value of `LocalizedStringResource(_:defaultValue:)`. Seen only in third-party
  /// test data. [I]
  public var defaultValue: String?

  /// A localized string with the given key and, usually, no table.
  public init(key: String, alternatives: [JSONValue] = [], table: String? = nil, defaultValue: String? = nil) {
    self.key = key
    self.alternatives = alternatives
    self.table = table
    self.defaultValue = defaultValue
  }

  /// This string as a `JSONValue`, for fields whose element shape is only inferred (such as
  /// `DescriptionMetadata.searchKeywords`).
  public var jsonValue: JSONValue {
    var members: [String: JSONValue] = ["alternatives": .array(alternatives), "key": .string(key)]
    if let table { members["table"] = .string(table) }
    if let defaultValue { members["defaultValue"] = .string(defaultValue) }
    return .object(members)
  }
}

extension LocalizedStringMetadata: Codable {
  private enum CodingKeys: String, CodingKey {
    case alternatives, defaultValue, key, table
  }

  /// Decodes both the canonical form and the Xcode 16 beta form without `alternatives`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    key = try container.decode(String.self, forKey: .key)
    alternatives = try container.decodeIfPresent([JSONValue].self, forKey: .alternatives) ?? []
    table = try container.decodeIfPresent(String.self, forKey: .table)
    defaultValue = try container.decodeIfPresent(String.self, forKey: .defaultValue)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(alternatives, forKey: .alternatives)
    try container.encode(key, forKey: .key)
    try container.encodeIfPresent(table, forKey: .table)
    try container.encodeIfPresent(defaultValue, forKey: .defaultValue)
  }
}

extension LocalizedStringMetadata: ExpressibleByStringLiteral {
  /// A localized string whose key is the literal, with no table.
  public init(stringLiteral value: String) {
    self.init(key: value)
  }
}
