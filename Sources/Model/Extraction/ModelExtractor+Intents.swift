import Evaluator
import Source
import Syntax

/// Intents: their static properties, `@Parameter`s and `perform()` result traits.
extension ModelExtractor {
  func intent(_ type: RoleType) -> IntentModel {
    IntentModel(
      type: type.identity,
      title: propertyModel("title", of: type),
      description: propertyModel("description", of: type),
      openAppWhenRun: propertyModel("openAppWhenRun", of: type),
      supportedModes: propertyModel("supportedModes", of: type),
      isDiscoverable: propertyModel("isDiscoverable", of: type),
      authenticationPolicy: propertyModel("authenticationPolicy", of: type),
      parameterSummary: propertyModel("parameterSummary", of: type, builderProtocol: "AppIntent"),
      parameters: parameters(of: type),
      result: result(of: type))
  }

  /// The `@Parameter` properties of an intent, in declaration order.
  func parameters(of type: RoleType) -> [ParameterModel] {
    type.properties.compactMap { found -> ParameterModel? in
      guard !found.isStatic,
        let attribute = found.declaration.attributes.first(where: { $0.attributeName == "Parameter" })
      else { return nil }
      let typeText = found.binding.child(.typeAnnotation)?.children.first?.text ?? ""
      let shape = TypeShape(typeText)
      let initial = found.binding.child(.initializerClause)?.children.first.map {
        ModelValue(evaluator.evaluate($0, context: EvaluationContext(enclosingType: type.qualifiedName)))
      }
      let file = index.file(of: found.owner)
      return ParameterModel(
        name: found.name, typeText: typeText, baseType: shape.base, isOptional: shape.isOptional,
        isArray: shape.isArray, valueCategory: category(of: shape.base, from: type),
        arguments: attributeArguments(attribute, of: type, propertyType: typeText), initialValue: initial,
        location: file.location(of: found.binding.trimmedRange.start))
    }
  }

  /// The traits of `perform()`'s declared result.
  func result(of type: RoleType) -> ResultModel? {
    guard let (perform, owner) = function("perform", of: type) else { return nil }
    let returnType = perform.child(.returnClause)?.children.first
    let text = returnType?.text ?? "Void"
    var traits: [String] = []
    var returnsValue: String?
    for component in TypeShape.compositionComponents(of: returnType) {
      let name = TypeNames.path(of: component).last ?? component
      switch name {
      case "ProvidesDialog", "OpensIntent", "ShowsSnippetView", "ShowsSnippetIntent", "Never":
        traits.append(name)
      case "ReturnsValue":
        traits.append(name)
        if let open = component.firstIndex(of: "<"), component.hasSuffix(">") {
          returnsValue = String(component[component.index(after: open)..<component.index(before: component.endIndex)])
        }
      default:
        break
      }
    }
    return ResultModel(
      traits: traits.sorted(), returnsValueType: returnsValue, returnType: text,
      location: index.file(of: owner).location(of: perform.trimmedRange.start))
  }
}

/// The shape of a type as written: optional, array, base name.
struct TypeShape {
  let base: String
  let isOptional: Bool
  let isArray: Bool

  init(_ text: String) {
    var trimmed = text.removingWhitespace
    var optional = false
    while trimmed.hasSuffix("?") || trimmed.hasSuffix("!") {
      trimmed.removeLast()
      optional = true
    }
    if trimmed.hasPrefix("Optional<"), trimmed.hasSuffix(">") {
      trimmed = String(trimmed.dropFirst(9).dropLast())
      optional = true
    }
    var array = false
    if trimmed.hasPrefix("["), trimmed.hasSuffix("]"), !trimmed.contains(":") {
      trimmed = String(trimmed.dropFirst().dropLast())
      array = true
    } else if trimmed.hasPrefix("Array<"), trimmed.hasSuffix(">") {
      trimmed = String(trimmed.dropFirst(6).dropLast())
      array = true
    }
    base = trimmed
    isOptional = optional
    isArray = array
  }

  /// The protocols of `some A & B<C>` (or a single type), as written.
  static func compositionComponents(of node: SyntaxNode?) -> [String] {
    guard var node else { return [] }
    if node.kind == .someOrAnyType, let inner = node.children.first { node = inner }
    if node.kind == .compositionType { return node.children.map { $0.text.removingWhitespace } }
    return [node.text.removingWhitespace]
  }
}
