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
    var findings: [Diagnostic] = []
    func inspectValue(_ value: ConstantValue?, _ what: @autoclosure () -> String, file: String) {
      guard let value, let problem = StaticValueInspection.localizedStringProblem(value) else { return }
      findings.append(
        Diagnostic(
          id: Self.descriptor.id.diagnosticID, severity: Self.descriptor.defaultSeverity,
          message: Self.message(what(), found: problem.found), path: file, range: problem.range))
    }
    // `labels`: the arguments to check when the value is an initializer call; `whole`: whether a
    // value that is not one is reported here (not for a type display representation, which
    // `non-constant-type-display-representation` reports).
    func inspectProperty(_ property: PropertyModel?, _ what: String, labels: [String] = [], whole: Bool = true) {
      guard let property else { return }
      let file = property.location.file
      guard case .initCall(_, let arguments) = property.value.constant.kind, !labels.isEmpty else {
        return whole ? inspectValue(property.value.constant, what, file: file) : ()
      }
      for argument in arguments where labels.contains(argument.label ?? "") {
        inspectValue(argument.value, "the \(argument.label.map { "'\($0):'" } ?? "text") of \(what)", file: file)
      }
    }
    for intent in context.model.intents {
      let name = intent.type.name
      inspectProperty(intent.title, "the title of '\(name)'")
      inspectProperty(
        intent.description, "the description of '\(name)'", labels: ["", "categoryName", "resultValueName"])
      for parameter in intent.parameters {
        for label in ["title", "description"] {
          inspectValue(
            parameter.argument(label)?.constant, "the \(label) of parameter '\(parameter.name)'",
            file: parameter.location.file)
        }
      }
    }
    for entity in context.model.entities {
      let name = entity.type.name
      inspectProperty(
        entity.typeDisplayRepresentation, "the type display representation of '\(name)'",
        labels: ["name", "numericFormat"], whole: false)
      for property in entity.properties {
        inspectValue(
          property.arguments.first { $0.label == "title" }?.value.constant, "the title of property '\(property.name)'",
          file: property.location.file)
      }
    }
    for appEnum in context.model.enums {
      let name = appEnum.type.name
      inspectProperty(
        appEnum.typeDisplayRepresentation, "the type display representation of '\(name)'",
        labels: ["name", "numericFormat"], whole: false)
      guard let cases = appEnum.caseDisplayRepresentations,
        case .dictionary(let entries) = cases.value.constant.kind
      else { continue }
      for entry in entries {
        guard case .initCall(_, let arguments) = entry.value.kind else { continue }
        for argument in arguments where argument.label == "title" || argument.label == "subtitle" {
          inspectValue(argument.value, "a case display \(argument.label ?? "") of '\(name)'", file: cases.location.file)
        }
      }
    }
    for provider in context.model.shortcutsProviders {
      for shortcut in provider.shortcuts {
        inspectValue(shortcut.shortTitle?.constant, "the short title of an App Shortcut", file: shortcut.location.file)
      }
    }
    return findings
  }

  /// Apple's message, then what was found and what to write instead.
  static func message(_ what: String, found: String) -> String {
    "'LocalizedStringResource' must be initialized with a call to its initializer or a string literal: "
      + "\(what) is \(found); write a string literal (\"...\") or LocalizedStringResource(\"...\", table: ...) instead"
  }
}
