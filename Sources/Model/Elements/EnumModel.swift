/// An App Enum: an enum conforming to `AppEnum`.
public struct EnumModel: Codable, Hashable, Sendable {
  /// The type.
  public var type: TypeIdentity
  /// The raw-value type (`String`, `Int`), if the enum has one.
  public var rawType: String?
  /// The cases in declaration order.
  public var cases: [EnumCaseModel]
  /// `static var typeDisplayRepresentation`.
  public var typeDisplayRepresentation: PropertyModel?
  /// `static var caseDisplayRepresentations`.
  public var caseDisplayRepresentations: PropertyModel?
  /// The cases `caseDisplayRepresentations` lists, when it is a dictionary literal.
  public var displayedCases: [String]?
}

/// One case of an App Enum.
public struct EnumCaseModel: Codable, Hashable, Sendable {
  /// The case name.
  public var name: String
  /// The raw value (written or implied), as the compiler reports it.
  public var rawValue: String?
  /// Whether the case has associated values.
  public var hasPayload: Bool
  /// Where the case is declared.
  public var location: ModelLocation
}
