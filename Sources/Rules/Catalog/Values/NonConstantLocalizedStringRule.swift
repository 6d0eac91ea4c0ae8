import Diagnostics
import Evaluator
import Model
import Source

/// A `LocalizedStringResource` Xcode reads at build time must be a string literal or a call to
/// its initializer.
///
/// Xcode's metadata processor reads titles and descriptions from the compiler's const values:
/// a function call, a catalog member (`.scanTitle`), a reference to another constant or a
/// computed getter gives it nothing to read, and it stops with a halting error. Checked: intent
/// `title` and `description` (its text, `categoryName:` and `resultValueName:`), `@Parameter`
/// `title:` and `description:`, `@Property` `title:`, the `name:` and `numericFormat:` of a
/// `TypeDisplayRepresentation(...)`, the `title:` and `subtitle:` of each
/// `DisplayRepresentation(...)` in `caseDisplayRepresentations`, and App Shortcut `shortTitle:`.
/// Interpolated string literals are accepted (they are string literals).
struct NonConstantLocalizedStringRule: Rule {
  static let descriptor = RuleDescriptor(
    id: .nonConstantLocalizedString, defaultSeverity: .error,
    summary: "A title, description or display name that is not a string literal or initializer call.", origin: .xcode,
    explanation: """
      Xcode reads every localized string of an App Intents type at build time, from the compiler's constant \
      values, and writes it into the metadata Siri, Spotlight and Shortcuts use. It can only read a string \
      literal or a `LocalizedStringResource(...)` initializer call; anything else (a function call, a string \
      catalog member such as `.scanTitle`, a reference to another constant, a computed getter) stops the \
      export with "'LocalizedStringResource' must be initialized with a call to its initializer or a string \
      literal", and no App Intents metadata is written for the target. The rule checks intent titles and \
      descriptions, `@Parameter` and `@Property` titles and descriptions, the name in a \
      `TypeDisplayRepresentation(...)`, the titles in `caseDisplayRepresentations` and App Shortcut short \
      titles. Keep the key in the literal; a table or bundle goes in the initializer's other arguments.
      """,
    triggeringExample: """
      struct ScanIntent: AppIntent {
        static let title: LocalizedStringResource = .scanTitle
        @Parameter(title: Strings.documentTitle) var document: DocumentEntity
      }
      """,
    fixedExample: """
      struct ScanIntent: AppIntent {
        static let title = LocalizedStringResource("Scan Document", table: "Intents")
        @Parameter(title: "Document") var document: DocumentEntity
      }
      """)

  func check(_ context: RuleContext) -> [Diagnostic] {
    var findings = Findings(lookup: ModuleTypeLookup(index: context.index))
    for intent in context.model.intents {
      let name = intent.type.name
      findings.inspect(intent.title, of: intent.type, "the title of '\(name)'")
      findings.inspect(
        intent.description, of: intent.type, "the description of '\(name)'",
        labels: ["", "categoryName", "resultValueName"])
      for parameter in intent.parameters {
        for label in ["title", "description"] {
          findings.inspect(
            parameter.argument(label)?.constant, "the \(label) of parameter '\(parameter.name)'",
            file: parameter.location.file)
        }
      }
    }
    for entity in context.model.entities {
      findings.inspect(
        entity.typeDisplayRepresentation, of: entity.type,
        "the type display representation of '\(entity.type.name)'", labels: ["name", "numericFormat"], whole: false)
      for property in entity.properties {
        findings.inspect(
          property.arguments.first { $0.label == "title" }?.value.constant, "the title of property '\(property.name)'",
          file: property.location.file)
      }
    }
    for appEnum in context.model.enums {
      let name = appEnum.type.name
      findings.inspect(
        appEnum.typeDisplayRepresentation, of: appEnum.type, "the type display representation of '\(name)'",
        labels: ["name", "numericFormat"], whole: false)
      guard let cases = appEnum.caseDisplayRepresentations, findings.lookup.isStatic(cases, of: appEnum.type),
        case .dictionary(let entries) = cases.value.constant.kind
      else { continue }
      for entry in entries {
        guard case .initCall(_, let arguments) = entry.value.kind else { continue }
        for argument in arguments where argument.label == "title" || argument.label == "subtitle" {
          findings.inspect(
            argument.value, "a case display \(argument.label ?? "") of '\(name)'", file: cases.location.file)
        }
      }
    }
    for shortcut in context.model.shortcutsProviders.flatMap(\.shortcuts) {
      findings.inspect(
        shortcut.shortTitle?.constant, "the short title of an App Shortcut", file: shortcut.location.file)
    }
    return findings.diagnostics
  }

  /// Collects the findings of one run.
  private struct Findings {
    let lookup: ModuleTypeLookup
    var diagnostics: [Diagnostic] = []

    /// Reports `value` (described as `what`) when it is not a literal or initializer call.
    mutating func inspect(_ value: ConstantValue?, _ what: @autoclosure () -> String, file: String) {
      guard let value, let problem = StaticValueInspection.localizedStringProblem(value) else { return }
      diagnostics.append(
        Diagnostic(
          id: NonConstantLocalizedStringRule.descriptor.id.diagnosticID,
          severity: NonConstantLocalizedStringRule.descriptor.defaultSeverity,
          message: NonConstantLocalizedStringRule.message(what(), found: problem.found), path: file,
          range: problem.range))
    }

    /// Reports a static property of `type`. `labels`: the arguments checked when the value is an
    /// initializer call; `whole`: whether a value that is not one is reported here (not for a
    /// type display representation, which `non-constant-type-display-representation` reports).
    mutating func inspect(
      _ property: PropertyModel?, of type: TypeIdentity, _ what: String, labels: [String] = [], whole: Bool = true
    ) {
      guard let property, lookup.isStatic(property, of: type) else { return }
      let file = property.location.file
      guard case .initCall(_, let arguments) = property.value.constant.kind, !labels.isEmpty else {
        if whole { inspect(property.value.constant, what, file: file) }
        return
      }
      for argument in arguments where labels.contains(argument.label ?? "") {
        inspect(argument.value, "the \(argument.label.map { "'\($0):'" } ?? "text") of \(what)", file: file)
      }
    }
  }

  /// Apple's message, then what was found and what to write instead.
  static func message(_ what: String, found: String) -> String {
    "'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: "
      + "\(what) is \(found); write a string literal (\"...\") or LocalizedStringResource(\"...\", table: ...) instead"
  }
}
