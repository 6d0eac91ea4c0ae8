import Foundation

/// One `.swiftconstvalues` file: the compiler's report on the conforming types declared in one
/// primary file. The JSON is a bare array of type objects.
package struct ConstValueReport: Decodable, Equatable, Sendable {
  /// The reported types, in the compiler's order (declaration order in the file, nested types after
  /// their parents' members are walked).
  package var types: [ConstValueTypeInfo]

  /// Decodes the top-level array.
  package init(from decoder: any Decoder) throws {
    types = try [ConstValueTypeInfo](from: decoder)
  }

  /// The type with this fully qualified name, if reported.
  package func type(named name: String) -> ConstValueTypeInfo? {
    types.first { $0.typeName == name }
  }
}

/// A reported nominal type: one that conforms, directly or through refinement, to a protocol in the
/// `-const-gather-protocols-file` list.
package struct ConstValueTypeInfo: Decodable, Equatable, Sendable {
  /// The fully qualified name, e.g. `M.Album.Query`.
  package var typeName: String
  /// The mangled name without the `$s` prefix, e.g. `1M5AlbumV5QueryV`.
  package var mangledTypeName: String
  /// `struct`, `enum`, `class` or `actor`.
  package var kind: String
  /// The declaring file, as passed to the compiler.
  package var file: String
  /// The line of the type's name.
  package var line: Int
  /// Every protocol the type conforms to, fully qualified, including implied ones (`Swift.Sendable`...).
  package var conformances: [String]
  /// The same list with the module that declares each conformance.
  package var allConformances: [ConstConformance]
  /// The witnesses of every associated type (`PerformResult`, `DefaultQuery`, `Entity`, `RawValue`...).
  package var associatedTypeAliases: [ConstAssociatedTypeAlias]
  /// Every property: stored instance properties first, then the other members in declaration order,
  /// then the properties of extensions.
  package var properties: [ConstProperty]
  /// The cases of an enum.
  package var cases: [ConstEnumCase]?
  /// The type's `@available` attributes, last attribute first.
  package var availabilityAttributes: [ConstAvailability]?

  /// The property with this label, if reported.
  package func property(_ label: String) -> ConstProperty? {
    properties.first { $0.label == label }
  }
}

/// A conformance and the module that declares it.
package struct ConstConformance: Decodable, Equatable, Sendable {
  /// The protocol, fully qualified.
  package var protocolName: String
  /// The module whose declaration (type or extension) adds the conformance.
  package var conformanceDefiningModule: String
}

/// The witness of an associated type.
package struct ConstAssociatedTypeAlias: Decodable, Equatable, Sendable {
  /// A requirement of an opaque result type's constraint: `{typeAliasName, substitutedTypeName,
  /// substitutedMangledTypeName}`.
  package struct SameTypeRequirement: Decodable, Equatable, Sendable {
    /// The constrained associated type, qualified by its protocol, e.g. `AppIntents.ReturnsValue.Value`.
    package var typeAliasName: String
    /// The type it equals.
    package var substitutedTypeName: String
    /// That type's mangled name.
    package var substitutedMangledTypeName: String
  }

  /// The associated type's name, e.g. `PerformResult`.
  package var typeAliasName: String
  /// The witness, e.g. `some AppIntents.IntentResult & AppIntents.ProvidesDialog`.
  package var substitutedTypeName: String
  /// The witness's mangled name.
  package var substitutedMangledTypeName: String
  /// For an opaque witness: the protocols it conforms to.
  package var opaqueTypeProtocolRequirements: [String]?
  /// For an opaque witness: its same-type constraints, e.g. `ReturnsValue<Int>`.
  package var opaqueTypeSameTypeRequirements: [SameTypeRequirement]?
}

/// A reported property and its value.
package struct ConstProperty: Decodable, Equatable, Sendable {
  /// The name; `_x` for a wrapper's backing storage, `$x` for its projection.
  package var label: String
  /// The property's fully qualified type.
  package var type: String
  /// Always `"n/a - deprecated"` on current compilers.
  package var mangledTypeName: String
  /// Whether the property is `static` (or `class`); JSON string `"true"`/`"false"`.
  package var isStatic: Bool
  /// Whether the property has no storage; JSON string `"true"`/`"false"`.
  package var isComputed: Bool
  /// The declaring file; absent for members the compiler synthesizes (`allCases`, `rawValue`...).
  package var file: String?
  /// The line of the property's name; absent with `file`.
  package var line: Int?
  /// The value: from the initializer, else from a getter whose first statement returns, else Runtime.
  package var value: ConstValue
  /// The attached property wrappers with the arguments written in the attribute.
  package var propertyWrappers: [ConstPropertyWrapper]?
  /// The property's `@available` attributes.
  package var availabilityAttributes: [ConstAvailability]?

  private enum CodingKeys: String, CodingKey {
    case label, type, mangledTypeName, isStatic, isComputed, file, line, propertyWrappers, availabilityAttributes
  }

  /// Decodes a property object.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    label = try container.decode(String.self, forKey: .label)
    type = try container.decode(String.self, forKey: .type)
    mangledTypeName = try container.decode(String.self, forKey: .mangledTypeName)
    isStatic = try Self.flag(container, .isStatic)
    isComputed = try Self.flag(container, .isComputed)
    file = try container.decodeIfPresent(String.self, forKey: .file)
    line = try container.decodeIfPresent(Int.self, forKey: .line)
    value = try ConstValue(from: decoder)
    propertyWrappers = try container.decodeIfPresent([ConstPropertyWrapper].self, forKey: .propertyWrappers)
    availabilityAttributes = try container.decodeIfPresent([ConstAvailability].self, forKey: .availabilityAttributes)
  }

  private static func flag(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Bool {
    switch try container.decode(String.self, forKey: key) {
    case "true": return true
    case "false": return false
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "expected \"true\" or \"false\", found \"\(other)\"")
    }
  }
}

/// A property wrapper attribute and the arguments written in it (defaults are not listed).
package struct ConstPropertyWrapper: Decodable, Equatable, Sendable {
  /// The wrapper type without generic arguments, e.g. `AppIntents.IntentParameter`.
  package var type: String
  /// The file of the attribute, when it has a location.
  package var file: String?
  /// The line of the attribute, when it has a location.
  package var line: Int?
  /// The arguments in source order.
  package var arguments: [ConstArgument]
}

/// An enum case: `{name, rawValue?, parameters?}`.
package struct ConstEnumCase: Decodable, Equatable, Sendable {
  /// An associated value of a case: `{label?, type}`.
  package struct Parameter: Decodable, Equatable, Sendable {
    /// The label, absent when unlabeled.
    package var label: String?
    /// The type, fully qualified.
    package var type: String
  }

  /// The case name.
  package var name: String
  /// The raw value, including implicit ones (`"11"` after `= 10`; the case name for `String`).
  package var rawValue: String?
  /// The associated values.
  package var parameters: [Parameter]?
}

/// An `@available` attribute of a type or property.
package struct ConstAvailability: Decodable, Equatable, Sendable {
  /// The platform (`iOS`, `macOS`...), absent for `*`-only attributes.
  package var platform: String?
  /// The `message:` text.
  package var message: String?
  /// The `renamed:` text.
  package var rename: String?
  /// The `introduced:` version as written.
  package var introducedVersion: String?
  /// The `deprecated:` version.
  package var deprecatedVersion: String?
  /// The `obsoleted:` version.
  package var obsoletedVersion: String?
  /// Whether the attribute says `unavailable`.
  package var isUnavailable: Bool
  /// Whether the attribute says `deprecated` without a version.
  package var isDeprecated: Bool
}

/// A golden `compiler.constvalues.json`: `{"files": {relative path: report}}`.
package struct ModuleConstValueReport: Decodable, Equatable, Sendable {
  /// The report of each file, keyed by its path relative to the case folder.
  package var files: [String: ConstValueReport]

  /// Reads a golden file.
  package static func read(_ url: URL) throws -> ModuleConstValueReport {
    try JSONDecoder().decode(ModuleConstValueReport.self, from: Data(contentsOf: url))
  }

  /// Every type of every file, files in path order.
  package var allTypes: [ConstValueTypeInfo] {
    files.sorted { $0.key < $1.key }.flatMap(\.value.types)
  }

  /// The type with this fully qualified name, in any file.
  package func type(named name: String) -> ConstValueTypeInfo? {
    allTypes.first { $0.typeName == name }
  }
}
