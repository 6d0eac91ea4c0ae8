import Diagnostics
import Model
import Syntax

/// `perform()` declares `ProvidesDialog` or `ReturnsValue<T>` but a `return .result(...)` in its
/// body has no `dialog:` or `value:`.
///
/// Apple declares `ProvidesDialog` as `IntentResult where Self.Dialog == IntentDialog`, so such a
/// `.result()` cannot be the opaque result: swiftc 6.3 stops with the cryptic "return type of
/// instance method 'perform()' requires the types 'Never' and 'IntentDialog' be equivalent"
/// (checked against the App Intents stub, which mirrors Apple's declarations; some guides describe
/// the mismatch as a run-time crash). The rule names the missing argument at the return that
/// lacks it. Every `return` of the body is checked, at any depth of `if`, `guard`, `switch`, `do`
/// and loops (a single-expression body too); returns inside closures belong to the closure and
/// are skipped, as are results built elsewhere (`return result`).
struct ResultMissingDialogOrValueRule: IntentRule {
  static let descriptor = RuleDescriptor(
    id: .resultMissingDialogOrValue, defaultSeverity: .error,
    summary: "A returned .result(...) lacks the dialog or value perform() declares.", origin: .beyondXcode,
    explanation: """
      `perform()`'s return type promises what the result holds: `ProvidesDialog` a spoken and shown dialog, \
      `ReturnsValue<T>` a value for the next action in a shortcut. Every `return .result(...)` of `perform()` \
      must pass `dialog:` when `ProvidesDialog` is declared and `value:` when `ReturnsValue` is, including the \
      early returns in `guard` and `if` branches. Apple declares `ProvidesDialog` as `IntentResult where \
      Self.Dialog == IntentDialog`, so the compiler rejects a missing dialog, but in words that do not say \
      what is missing ("return type of instance method 'perform()' requires the types 'Never' and \
      'IntentDialog' be equivalent"); some guides describe the mismatch as a run-time crash. This rule names \
      the missing argument at the return that lacks it, and runs without Xcode. Returns inside closures are \
      not `perform()`'s own and are not checked.
      """,
    triggeringExample: """
      func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<Int> {
        guard let count = try await store.count() else { return .result(value: 0) }
        return .result(value: count, dialog: "You have \\(count) items.")
      }
      """,
    fixedExample: """
      func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<Int> {
        guard let count = try await store.count() else { return .result(value: 0, dialog: "You have no items.") }
        return .result(value: count, dialog: "You have \\(count) items.")
      }
      """)

  func check(_ intent: IntentModel, in context: RuleContext) -> [Diagnostic] {
    guard let result = intent.result else { return [] }
    let needsDialog = result.traits.contains("ProvidesDialog")
    let needsValue = result.traits.contains("ReturnsValue")
    guard needsDialog || needsValue, let body = PerformBody(intent, in: context) else { return [] }
    return body.returnedResults.compactMap { call -> Diagnostic? in
      let labels = PerformBody.labels(of: call)
      let missingDialog = needsDialog && !labels.contains("dialog")
      let missingValue = needsValue && !labels.contains("value")
      guard missingDialog || missingValue else { return nil }
      let range = call.trimmedRange
      return context.diagnostic(
        Self.descriptor.id,
        Self.message(
          missingDialog: missingDialog, missingValue: missingValue,
          valueType: result.returnsValueType),
        at: body.file.location(of: range.start), length: range.length)
    }
  }

  /// What the result lacks and what to add.
  static func message(missingDialog: Bool, missingValue: Bool, valueType: String?) -> String {
    var declared: [String] = []
    var missing: [String] = []
    var example: [String] = []
    if missingValue {
      declared.append(valueType.map { "'ReturnsValue<\($0)>'" } ?? "'ReturnsValue'")
      missing.append("'value:'")
      example.append("value: ...")
    }
    if missingDialog {
      declared.append("'ProvidesDialog'")
      missing.append("'dialog:'")
      example.append("dialog: \"...\"")
    }
    let compilerType = missingValue ? valueType ?? "Value" : "IntentDialog"
    return
      "'perform()' declares \(declared.joined(separator: " and ")) but this '.result(...)' has no "
      + "\(missing.joined(separator: " or ")) (the compiler's \"requires the types 'Never' and '\(compilerType)' be "
      + "equivalent\"); pass it: '.result(\(example.joined(separator: ", ")))'"
  }
}
