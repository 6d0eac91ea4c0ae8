import Diagnostics
import Evaluator
import Model

/// `caseDisplayRepresentations` must name every case of the enum.
///
/// Xcode's metadata processor exports one display representation per case and stops with a
/// halting error when a case has none. The rule compares the dictionary literal's keys with the
/// enum's cases (those active under the build configuration). A value that is not a dictionary
/// literal is left to `non-constant-property`, and a dictionary with a key the rule cannot read
/// is not judged.
struct CaseDisplayRepresentationsNotExhaustiveRule: EnumRule {
  static let descriptor = RuleDescriptor(
    id: .caseDisplayRepresentationsNotExhaustive, defaultSeverity: .error,
    summary: "caseDisplayRepresentations missing some of the enum's cases.", origin: .xcode,
    explanation: """
      Siri, Shortcuts and Spotlight show an `AppEnum` value through its entry in \
      `caseDisplayRepresentations`, so Xcode requires one entry per case: a missing case stops the metadata \
      export with "Protocol 'AppEnum' requires 'caseDisplayRepresentations' to be exhaustive", and no App \
      Intents metadata is written for the target. Swift does not catch it, because the dictionary's type \
      allows any subset of cases; it typically happens when a case is added to the enum later. The message \
      lists the missing cases.
      """,
    triggeringExample: """
      enum Size: String, AppEnum {
        case small, medium, large
        static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small", .medium: "Medium"]
      }
      """,
    fixedExample: """
      enum Size: String, AppEnum {
        case small, medium, large
        static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [
          .small: "Small", .medium: "Medium", .large: "Large",
        ]
      }
      """)

  func check(_ appEnum: EnumModel, in context: RuleContext) -> [Diagnostic] {
    guard appEnum.type.schema == nil, let property = appEnum.caseDisplayRepresentations,
      ModuleTypeLookup(index: context.index).isStatic(property, of: appEnum.type),
      case .dictionary(let entries) = property.value.constant.kind
    else { return [] }
    var displayed: Set<String> = []
    for entry in entries {
      switch entry.key.kind {
      case .enumCase(let name, nil): displayed.insert(name)
      default: return []
      }
    }
    let missing = appEnum.cases.map(\.name).filter { !displayed.contains($0) }
    guard !missing.isEmpty else { return [] }
    return [context.diagnostic(Self.descriptor.id, Self.message(missing: missing), property: property)]
  }

  /// Apple's message, then the missing cases.
  static func message(missing: [String]) -> String {
    let list = missing.map { "'.\($0)'" }.joined(separator: ", ")
    return "Protocol 'AppEnum' requires 'caseDisplayRepresentations' to be exhaustive: add "
      + "\(missing.count == 1 ? "the missing case" : "the missing cases") \(list)"
  }
}
