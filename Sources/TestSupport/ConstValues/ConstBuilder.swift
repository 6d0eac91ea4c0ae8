import Foundation

/// A result-builder body: `{type, members}`.
///
/// `type` is the builder type for a property whose builder comes from the protocol requirement or its
/// own attribute (e.g. `AppIntents.AppShortcutsBuilder`), and `""` for a builder closure passed as an
/// argument.
package struct ConstBuilder: Decodable, Equatable, Sendable {
  /// The builder type, or `""`.
  package var type: String
  /// The body's statements in order.
  package var members: [ConstBuilderMember]

  /// Every value of every member, depth first.
  package var values: [ConstValue] { members.flatMap(\.values) }
}

/// One statement of a result-builder body.
///
/// Branch lists (`ifElements`, `elseElements`, `elements`) hold one entry per statement the compiler
/// synthesized for the branch; entries for synthesized `buildBlock`/`buildLimitedAvailability`
/// temporaries are empty objects (`{"element": {}}`) and decode as nil.
package struct ConstBuilderMember: Decodable, Equatable, Sendable {
  /// The builder method behind the statement.
  package enum Kind: String, Decodable, Equatable, Sendable {
    /// An expression statement: `element`.
    case buildExpression
    /// An `if`/`else` (or `switch`): `ifElements` and `elseElements`.
    case buildEither
    /// An `if` without `else`: `ifElements`, empty `elseElements`.
    case buildOptional
    /// An `if #available`: `availabilityAttributes`, `ifElements`, `elseElements`.
    case buildLimitedAvailability
    /// A `for` loop: `elements`.
    case buildArray
  }

  /// An `if #available` condition: `{platform, minVersion}`.
  package struct Availability: Decodable, Equatable, Sendable {
    /// The platform, e.g. `iOS`.
    package var platform: String
    /// The version, as written.
    package var minVersion: String
  }

  /// The statement's kind.
  package var kind: Kind
  /// The value of a `buildExpression` statement.
  package var element: ConstValue?
  /// The statements of the `if` branch.
  package var ifElements: [ConstValue?]?
  /// The statements of the `else` branch.
  package var elseElements: [ConstValue?]?
  /// The statements of a loop body.
  package var elements: [ConstValue?]?
  /// The `#available` conditions.
  package var availabilityAttributes: [Availability]?

  /// Every value in this statement, skipping empty entries.
  package var values: [ConstValue] {
    var result: [ConstValue] = []
    if let element { result.append(element) }
    for list in [ifElements, elseElements, elements] {
      result += (list ?? []).compactMap { $0 }
    }
    return result
  }

  private enum CodingKeys: String, CodingKey {
    case kind, element, ifElements, elseElements, elements, availabilityAttributes
  }

  private struct Entry: Decodable {
    var element: OptionalValue
  }

  private struct OptionalValue: Decodable {
    var value: ConstValue?

    private enum Keys: String, CodingKey {
      case valueKind
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      value = container.contains(.valueKind) ? try ConstValue(from: decoder) : nil
    }
  }

  /// Decodes a member object.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(Kind.self, forKey: .kind)
    element = try container.decodeIfPresent(OptionalValue.self, forKey: .element)?.value
    ifElements = try container.decodeIfPresent([Entry].self, forKey: .ifElements)?.map(\.element.value)
    elseElements = try container.decodeIfPresent([Entry].self, forKey: .elseElements)?.map(\.element.value)
    elements = try container.decodeIfPresent([Entry].self, forKey: .elements)?.map(\.element.value)
    availabilityAttributes = try container.decodeIfPresent([Availability].self, forKey: .availabilityAttributes)
  }
}
