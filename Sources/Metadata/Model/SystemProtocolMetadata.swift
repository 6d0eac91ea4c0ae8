/// The system protocols a record adopts, with a payload each, written as a flat alternating list
/// `["com.apple.link.systemProtocol.URLRepresentable", {"empty": {}}, id, payload, …]`.
///
/// Source: conformances such as `OpenIntent`, `URLRepresentableIntent`, `ControlConfigurationIntent`.
/// Used for `systemProtocolMetadata` and `systemProtocolMetadataV2`, which held identical content in
/// every file seen. Order follows Xcode's (declaration order of the conformances, as far as seen). [C]
public struct SystemProtocolMetadata: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
  /// One protocol and its payload.
  public struct Entry: Sendable, Hashable {
    /// The protocol identifier, e.g. `SystemProtocol.openEntity`. [C]
    public var identifier: String
    /// The payload; `.empty` in every file seen. [C]
    public var payload: SystemProtocolPayload

    /// A protocol with a payload (empty by default).
    public init(identifier: String, payload: SystemProtocolPayload = .empty) {
      self.identifier = identifier
      self.payload = payload
    }
  }

  /// The protocols, in the order written.
  public var entries: [Entry]

  /// Metadata for the given protocols.
  public init(_ entries: [Entry] = []) {
    self.entries = entries
  }

  /// Metadata for protocols with empty payloads, from identifier literals.
  public init(arrayLiteral identifiers: String...) {
    entries = identifiers.map { Entry(identifier: $0) }
  }

  public var startIndex: Int { entries.startIndex }
  public var endIndex: Int { entries.endIndex }
  public subscript(position: Int) -> Entry { entries[position] }

  /// The identifiers alone, as the record's `systemProtocols` list holds them.
  public var identifiers: [String] { entries.map(\.identifier) }
}

extension SystemProtocolMetadata: Codable {
  /// Decodes the alternating list; odd length or a non-string identifier is an error.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var entries: [Entry] = []
    while !container.isAtEnd {
      let identifier = try container.decode(String.self)
      guard !container.isAtEnd else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "system protocol '\(identifier)' has no payload")
      }
      entries.append(Entry(identifier: identifier, payload: try container.decode(SystemProtocolPayload.self)))
    }
    self.entries = entries
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for entry in entries {
      try container.encode(entry.identifier)
      try container.encode(entry.payload)
    }
  }
}

/// The payload of one system protocol.
public enum SystemProtocolPayload: Sendable, Hashable {
  /// `{"empty": {}}`. [C]
  case empty
  /// Anything else, kept exactly as read.
  case unknown(JSONValue)
}

extension SystemProtocolPayload: Codable {
  public init(from decoder: any Decoder) throws {
    if decoder.singleTag() == "empty", decoder.payload(JSONValue.self, tag: "empty") == .object([:]) {
      self = .empty
    } else {
      self = .unknown(try JSONValue(from: decoder))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .empty: try encoder.encodeTagged("empty", EmptyObject())
    case .unknown(let value): try value.encode(to: encoder)
    }
  }
}

/// System protocol identifiers seen in real files.
public enum SystemProtocol {
  /// `OpenIntent`. [C]
  public static let openEntity = "com.apple.link.systemProtocol.OpenEntity"
  /// `URLRepresentableIntent`. [C]
  public static let urlRepresentable = "com.apple.link.systemProtocol.URLRepresentable"
  /// `ControlConfigurationIntent`. [C]
  public static let controlConfiguration = "com.apple.link.systemProtocol.ControlConfiguration"
  /// `SetFocusFilterIntent`. [C]
  public static let focusConfiguration = "com.apple.link.systemProtocol.FocusConfiguration"
  /// `AudioRecordingIntent` and other session-starting intents. [C]
  public static let sessionStarting = "com.apple.link.systemProtocol.SessionStarting"
  /// `DeleteIntent`. [C] (Freeform catalog)
  public static let deleteEntity = "com.apple.link.systemProtocol.DeleteEntity"
  /// An intent adopting an Apple Intelligence schema. [C] (Freeform catalog)
  public static let assistantIntent = "com.apple.link.systemProtocol.AssistantIntent"
  /// `WidgetConfigurationIntent`. [I]
  public static let widgetConfiguration = "com.apple.link.systemProtocol.WidgetConfiguration"
  /// `URLRepresentableEntity` on an entity. [C] (Freeform catalog)
  public static let entityURLRepresentable = "com.apple.appintents.entity.URLRepresentable"
  /// `IndexedEntity` on an entity. [C] (Freeform catalog)
  public static let entityIndexed = "com.apple.appintents.entity.Indexed"
}
