import Evaluator
import Metadata
import Model

/// `actionConfiguration` from `static var parameterSummary`: `Summary`, `When` and `Switch`.
extension MappingRun {
  /// The configuration of a `parameterSummary` value (the builder body the compiler extracts).
  func summaryConfiguration(_ value: ConstantValue, of intent: IntentModel) -> Reading<ActionConfiguration> {
    configuration(value, of: intent, depth: 0)
  }

  private func configuration(_ value: ConstantValue, of intent: IntentModel, depth: Int) -> Reading<ActionConfiguration>
  {
    guard depth < 64 else { return .unsupported("a parameter summary nested too deeply") }
    switch value.kind {
    case .builder(_, let members):
      guard members.count == 1, case .expression(let element) = members[0] else {
        return members.isEmpty
          ? .unsupported("an empty parameter summary")
          : .unsupported("a parameter summary body that is not a single Summary, When or Switch")
      }
      return configuration(element, of: intent, depth: depth + 1)
    case .initCall(let type, let arguments):
      switch ConstantValue.simpleName(type) {
      case "IntentParameterSummary", "Summary":
        return summary(arguments, of: intent).map { .value(.actionSummary($0)) }
      case "ParameterSummaryWhenCondition", "When":
        return whenClause(arguments, of: intent, depth: depth)
      case "ParameterSummarySwitchCondition", "Switch":
        return switchStatement(arguments, of: intent, depth: depth)
      default:
        return .unsupported("'\(ConstantValue.simpleName(type))' is not a Summary, When or Switch")
      }
    default:
      return .notConstant((value.firstRuntime ?? value).foundDescription)
    }
  }

  /// `Summary("Open \(\.$target)") { \.$other }`: `${name}` placeholders in order, builder-listed
  /// parameters not in the text as `otherParameterIdentifiers`, `table:` when given. A
  /// `Summary { \.$a; \.$b }` without text (common in widget configurations) has no
  /// `summaryString`, as Xcode writes it [O]; nor has `Summary()`, which lists no parameter [I].
  private func summary(_ arguments: [Argument], of intent: IntentModel) -> Reading<ActionSummary> {
    let text = arguments.first { $0.label == nil && !$0.value.isBuilder }?.value
    var format = ""
    var placeholders: [String] = []
    if let text {
      switch text.kind {
      case .rawLiteral(let literal) where literal.kind == .string:
        format = literal.text
      case .interpolatedString(let segments):
        for (index, segment) in segments.enumerated() {
          if index.isMultiple(of: 2), let piece = segment.stringLiteral {
            format += piece
          } else if let name = MappingRun.parameterName(segment) {
            format += "${\(name)}"
            placeholders.append(name)
          } else {
            return .unsupported("a Summary interpolating something other than a parameter ('\\(\\.$name)')")
          }
        }
      case .runtime:
        return .notConstant(text.foundDescription)
      default:
        return .unsupported("a Summary whose text is not a string literal")
      }
    }
    var others: [String] = []
    for argument in arguments where argument.label == nil {
      guard case .builder(_, let members) = argument.value.kind else { continue }
      for member in members {
        guard case .expression(let element) = member, let name = MappingRun.parameterName(element) else {
          return .unsupported("a Summary builder entry that is not a parameter key path")
        }
        if !placeholders.contains(name) && !others.contains(name) { others.append(name) }
      }
    }
    var table: String?
    if let tableValue = arguments.first(where: { $0.label == "table" })?.value {
      guard let name = tableValue.stringLiteral else { return .notConstant(tableValue.foundDescription) }
      table = name
    }
    return .value(
      ActionSummary(
        summaryString: text.map { _ in SummaryString(formatString: format, parameterIdentifiers: placeholders) },
        otherParameterIdentifiers: others, table: table))
  }

  /// `When(\.$p[, comparison, value]) { … } otherwise: { … }`, or `When(widgetFamily: .equalTo,
  /// .systemSmall) { … } otherwise: { … }` (WidgetKit).
  private func whenClause(_ arguments: [Argument], of intent: IntentModel, depth: Int) -> Reading<ActionConfiguration> {
    let condition =
      arguments.first?.label == "widgetFamily"
      ? widgetFamilyCondition(arguments) : parameterCondition(arguments, of: intent)
    return condition.map { condition in
      guard let whenBody = arguments.first(where: { $0.label == nil && $0.value.isBuilder })?.value else {
        return .unsupported("a When without a body")
      }
      return configuration(whenBody, of: intent, depth: depth + 1).map { whenConfiguration in
        var otherwise: ActionConfiguration?
        if let otherwiseBody = arguments.first(where: { $0.label == "otherwise" })?.value {
          let reading = configuration(otherwiseBody, of: intent, depth: depth + 1)
          guard let value = reading.value else { return reading }
          otherwise = value
        }
        return .value(.whenClause(WhenClause(condition: condition, when: whenConfiguration, otherwise: otherwise)))
      }
    }
  }

  /// The condition of `When(\.$p[, comparison, value])`. `comparisonOperator` is 0 for no
  /// comparison and `.hasAnyValue`, 2 for `.equalTo` (the two values seen); other comparisons
  /// and compared values other than enum cases have no known form. [I]
  private func parameterCondition(_ arguments: [Argument], of intent: IntentModel) -> Reading<WhenCondition> {
    guard let first = arguments.first, let parameter = MappingRun.parameterName(first.value) else {
      return .unsupported("a When whose first argument is not a parameter key path")
    }
    let operands = arguments.dropFirst().filter {
      if case .builder = $0.value.kind { return false }
      return $0.label == nil
    }
    var comparison = 0
    var compared: SummaryValue?
    if let operation = operands.first?.value {
      switch operation.memberName {
      case "hasAnyValue": comparison = 0
      case "equalTo": comparison = 2
      case let name?: return .unsupported("the comparison '.\(name)' has no known number")
      case nil: return .notConstant(operation.foundDescription)
      }
    }
    if operands.count > 1 {
      let value = operands[operands.index(after: operands.startIndex)].value
      let reading = enumerationValue(value, parameter: parameter, of: intent)
      guard let summaryValue = reading.value else { return reading.map { _ in .unsupported("") } }
      compared = summaryValue
    }
    return .value(WhenCondition(comparisonOperator: comparison, parameterIdentifier: parameter, value: compared))
  }

  /// The condition of `When(widgetFamily: .equalTo, .systemSmall)`: the parameter
  /// `system.widgetFamily` compared (2) with the family's name as a string, `{"string": {"value":
  /// "systemSmall"}}`. [O] Other comparisons (`.oneOf` a list) have no known form.
  private func widgetFamilyCondition(_ arguments: [Argument]) -> Reading<WhenCondition> {
    let operation = arguments[0].value
    switch operation.memberName {
    case "equalTo": break
    case let name?: return .unsupported("the widget family comparison '.\(name)' has no known form")
    case nil: return .notConstant(operation.foundDescription)
    }
    guard let family = arguments.dropFirst().first(where: { $0.label == nil && !$0.value.isBuilder })?.value else {
      return .unsupported("a When(widgetFamily:) without a family")
    }
    guard family.isConstant, let name = family.memberName else {
      return family.isConstant
        ? .unsupported("a widget family that is not a case ('.systemSmall')") : .notConstant(family.foundDescription)
    }
    return .value(
      WhenCondition(
        comparisonOperator: 2, parameterIdentifier: "system.widgetFamily",
        value: .unknown(.object(["string": .object(["value": .string(name)])]))))
  }

  /// `Switch(\.$p) { Case(.a) { … } DefaultCase { … } }`: each case's value is a one-element
  /// `array` of the parameter's value type.
  private func switchStatement(
    _ arguments: [Argument], of intent: IntentModel, depth: Int
  ) -> Reading<ActionConfiguration> {
    guard let first = arguments.first, let parameter = MappingRun.parameterName(first.value),
      let body = arguments.first(where: { $0.value.isBuilder })?.value, case .builder(_, let members) = body.kind
    else { return .unsupported("a Switch without a parameter key path and a body") }
    var cases: [SwitchCase] = []
    for member in members {
      guard case .expression(let element) = member, case .initCall(let type, let caseArguments) = element.kind,
        let caseBody = caseArguments.first(where: { $0.value.isBuilder })?.value
      else { return .unsupported("a Switch entry that is not a Case or DefaultCase") }
      let caseConfiguration = configuration(caseBody, of: intent, depth: depth + 1)
      guard let resolved = caseConfiguration.value else { return caseConfiguration }
      switch ConstantValue.simpleName(type) {
      case "ParameterSummaryDefaultCaseCondition", "DefaultCase":
        cases.append(SwitchCase(configuration: resolved, isDefaultCase: true))
      case "ParameterSummaryCaseCondition", "Case":
        guard let matched = caseArguments.first(where: { !$0.value.isBuilder })?.value else {
          return .unsupported("a Case without a value")
        }
        let value = enumerationValue(matched, parameter: parameter, of: intent)
        guard let enumeration = value.value else { return value.map { _ in .unsupported("") } }
        guard let valueType = parameterValueType(parameter, of: intent) else {
          return .unsupported("the type of '\(parameter)' has no known value type")
        }
        cases.append(
          SwitchCase(configuration: resolved, value: .array(valueType: valueType, values: [enumeration])))
      default:
        return .unsupported("a Switch entry that is not a Case or DefaultCase")
      }
    }
    return .value(.switchStatement(SwitchStatement(parameterIdentifier: parameter, cases: cases)))
  }

  /// An enum case compared against parameter `parameter`: `{"enumeration": {"identifier":
  /// "Kind", "value": "<raw value>"}}`.
  private func enumerationValue(
    _ value: ConstantValue, parameter: String, of intent: IntentModel
  ) -> Reading<SummaryValue> {
    guard value.isConstant else { return .notConstant(value.foundDescription) }
    guard let caseName = value.memberName, case .enumCase = value.kind,
      let declared = intent.parameters.first(where: { $0.name == parameter }),
      let appEnum = types.appEnum(WrittenType(declared.typeText).base, from: path(of: intent.type))
    else { return .unsupported("a compared value that is not a case of the parameter's AppEnum") }
    guard let match = appEnum.cases.first(where: { $0.name == caseName }) else {
      return .unsupported("'\(appEnum.type.name)' has no case '\(caseName)'")
    }
    return .value(.enumeration(identifier: appEnum.type.name, value: match.rawValue ?? match.name))
  }

  private func parameterValueType(_ name: String, of intent: IntentModel) -> ValueType? {
    guard let declared = intent.parameters.first(where: { $0.name == name }) else { return nil }
    return types.valueType(of: WrittenType(declared.typeText), from: path(of: intent.type)).value
  }

  /// `name` for the key path `\.$name`.
  static func parameterName(_ value: ConstantValue) -> String? {
    guard case .keyPath(_, let components) = value.kind, components.count == 1, components[0].hasPrefix("$") else {
      return nil
    }
    return String(components[0].dropFirst())
  }
}

extension ConstantValue {
  /// Whether the value is a result-builder body (a closure argument).
  var isBuilder: Bool {
    if case .builder = kind { return true }
    return false
  }
}
