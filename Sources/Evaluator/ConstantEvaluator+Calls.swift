import Source
import Syntax

/// Calls (`InitCall`, `StaticFunctionCall`, `FunctionCall`, `Enum` with a payload) and key paths.
extension ConstantEvaluator {
  func evaluateCall(_ node: SyntaxNode, _ context: EvaluationContext, depth: Int) -> ConstantValue {
    let range = node.trimmedRange
    guard let callee = node.calledExpression else { return ConstantValue(.runtime(.missing), range: range) }
    let calleeName = callee.kind == .declReferenceExpr ? SyntaxNode.unescaped(callee.text) : callee.memberName
    let arguments = evaluateArguments(of: node, calleeName: calleeName, context, depth: depth)
    switch callee.kind {
    case .declReferenceExpr, .genericSpecializationExpr:
      if let type = typeName(of: callee, context) {
        if let literal = literalCoercion(node, type: type, arguments: arguments) { return literal }
        return ConstantValue(.initCall(type: type, arguments: arguments), range: range)
      }
      guard callee.kind == .declReferenceExpr, let name = calleeName else {
        return ConstantValue(.runtime(.unsupported(callee.kind.dumpName)), range: range)
      }
      if name == "self" || name == "super" { return ConstantValue(.runtime(.instanceReference), range: range) }
      // A default that calls its own function (`func f(a: Int = f())`) is not expanded again.
      let filled =
        context.functionsExpandingDefaults.contains(name)
        ? arguments
        : fillDefaults(
          arguments, parameters: resolver.functionParameters(name), context.expandingDefaults(of: name), depth: depth)
      return ConstantValue(.functionCall(name: name, arguments: filled), range: range)
    case .memberAccessExpr:
      guard let member = calleeName.map(SyntaxNode.unescaped) else {
        return ConstantValue(.runtime(.missing), range: range)
      }
      guard let base = callee.memberBase else {
        let contextual = context.contextualType.flatMap {
          resolver.resolveType(TypeText.optionalWrapped($0), from: context.enclosingType)
        }
        if member == "init" {
          return ConstantValue(.initCall(type: contextual ?? "", arguments: arguments), range: range)
        }
        if let contextual {
          switch resolver.member(member, of: contextual) {
          case .staticFunction?, .staticProperty?:
            let resultType = resolver.staticFunctionResultType(member, of: contextual) ?? contextual
            return ConstantValue(
              .staticFunctionCall(type: resultType, member: member, arguments: arguments), range: range)
          default: break
          }
        }
        return ConstantValue(.enumCase(name: member, arguments: arguments), range: range)
      }
      guard let type = typeName(of: base, context) else {
        return ConstantValue(.runtime(.reference(callee.text)), range: range)
      }
      if member == "init" {
        if let literal = literalCoercion(node, type: type, arguments: arguments) { return literal }
        return ConstantValue(.initCall(type: type, arguments: arguments), range: range)
      }
      if member.first?.isUppercase == true {
        // `Outer.Nested(args)` constructs the nested type.
        let nested = resolver.resolveType("\(type).\(member)", from: context.enclosingType) ?? "\(type).\(member)"
        return ConstantValue(.initCall(type: nested, arguments: arguments), range: range)
      }
      if case .enumCase? = resolver.member(member, of: type) {
        return ConstantValue(.enumCase(name: member, arguments: arguments), range: range)
      }
      let resultType = resolver.staticFunctionResultType(member, of: type) ?? type
      return ConstantValue(.staticFunctionCall(type: resultType, member: member, arguments: arguments), range: range)
    case .closureExpr:
      return ConstantValue(.runtime(.closure), range: range)
    case .arrayExpr, .dictionaryExpr:
      guard let type = collectionType(callee, context) else {
        return ConstantValue(.runtime(.unsupported(callee.kind.dumpName)), range: range)
      }
      return ConstantValue(.initCall(type: type, arguments: arguments), range: range)
    default:
      return ConstantValue(.runtime(.unsupported(callee.kind.dumpName)), range: range)
    }
  }

  /// `[T]` or `[K: V]` used as a type (`[String]()`), as `Swift.Array<T>` / `Swift.Dictionary<K, V>`.
  private func collectionType(_ node: SyntaxNode, _ context: EvaluationContext) -> String? {
    if node.kind == .arrayExpr {
      let elements = node.children(ofKind: .arrayElement).compactMap { $0.children.first }
      guard elements.count == 1, let element = typeName(of: elements[0], context) else { return nil }
      return "Swift.Array<\(element)>"
    }
    let entries = node.children(ofKind: .dictionaryElement).map { Array($0.children) }
    guard entries.count == 1, entries[0].count == 2, let key = typeName(of: entries[0][0], context),
      let value = typeName(of: entries[0][1], context)
    else { return nil }
    return "Swift.Dictionary<\(key), \(value)>"
  }

  /// `T("text")` where `T` is expressible by a string literal is the literal itself: the value
  /// of the argument, already evaluated in `arguments` (evaluating it again would make nested
  /// coercions, `T("\(T("\(...)"))")`, exponential).
  private func literalCoercion(_ node: SyntaxNode, type: String, arguments evaluated: [Argument]) -> ConstantValue? {
    let arguments = node.arguments
    guard arguments.count == 1, arguments[0].label == nil, node.trailingClosures.isEmpty,
      arguments[0].value.kind == .stringLiteralExpr, resolver.isExpressibleByStringLiteral(type),
      let first = evaluated.first
    else { return nil }
    return first.value
  }

  /// The written arguments and trailing closures of a call. A trailing closure passed to a
  /// builder-taking call (`Summary`, `When`, `Switch`, `Case`, `DefaultCase`) is a `Builder`.
  private func evaluateArguments(
    of node: SyntaxNode, calleeName: String?, _ context: EvaluationContext, depth: Int
  ) -> [Argument] {
    let takesBuilders = calleeName.map { KnownAppIntentsTypes.builderClosureCallees.contains($0) } ?? false
    var result = node.arguments.map { argument -> Argument in
      let builderLabel = argument.label.map { KnownAppIntentsTypes.builderClosureLabels.contains($0) } ?? false
      if takesBuilders || builderLabel, argument.value.kind == .closureExpr {
        return Argument(
          label: argument.label, value: builderValue(of: argument.value, type: nil, context, depth: depth))
      }
      return Argument(
        label: argument.label, value: evaluate(argument.value, context.withoutContextualType, depth: depth + 1))
    }
    for (label, closure) in node.trailingClosures {
      let value =
        takesBuilders
        ? builderValue(of: closure, type: nil, context, depth: depth)
        : ConstantValue(.runtime(.closure), range: closure.trimmedRange)
      result.append(Argument(label: label, value: value))
    }
    return result
  }

  /// Adds the defaults of omitted parameters of a module function, in parameter order.
  private func fillDefaults(
    _ arguments: [Argument], parameters: [FunctionParameterInfo]?, _ context: EvaluationContext, depth: Int
  ) -> [Argument] {
    guard let parameters else { return arguments }
    var result: [Argument] = []
    var next = 0
    for parameter in parameters {
      if next < arguments.count, arguments[next].label == parameter.label {
        result.append(arguments[next])
        next += 1
      } else if let defaultValue = parameter.defaultValue {
        result.append(
          Argument(
            label: parameter.label, value: evaluate(defaultValue, context.withoutContextualType, depth: depth + 1)))
      }
    }
    result.append(contentsOf: arguments[next...])
    return result
  }

  /// `\Root.a.b` or `\.a`.
  func evaluateKeyPath(_ node: SyntaxNode, _ context: EvaluationContext) -> ConstantValue {
    let root = node.child(.identifierType).map { text in
      resolver.resolveType(text.text, from: context.enclosingType) ?? text.text
    }
    var components: [String] = []
    for component in node.children(ofKind: .keyPathComponent) {
      let tokens = component.directTokens
      if tokens.contains(where: { $0.kind == .postfixQuestionMark }) {
        return ConstantValue(.runtime(.optionalChainingKeyPath), range: node.trimmedRange)
      }
      if tokens.contains(where: { $0.kind == .leftSquare }) {
        components.append("")
      } else if let name = tokens.first(where: { $0.kind == .identifier || $0.kind == .keyword }) {
        components.append(SyntaxNode.unescaped(name.text))
      }
    }
    return ConstantValue(.keyPath(root: root, components: components), range: node.trimmedRange)
  }
}
