import Evaluator
import Source
import Syntax

/// Entities and their queries.
extension ModelExtractor {
  func entity(_ type: RoleType) -> EntityModel {
    let defaultQuery = propertyModel("defaultQuery", of: type)
    var defaultQueryType: String?
    if case .initCall(let queryType, _)? = defaultQuery?.value.constant.kind { defaultQueryType = queryType }
    let wrappers: Set<String> = ["Property", "ComputedProperty", "DeferredProperty"]
    let exposed = type.properties.compactMap { found -> EntityPropertyModel? in
      guard !found.isStatic,
        let attribute = found.declaration.attributes.first(where: { wrappers.contains($0.attributeName ?? "") })
      else { return nil }
      return EntityPropertyModel(
        name: found.name, wrapper: attribute.attributeName ?? "",
        typeText: found.binding.child(.typeAnnotation)?.children.first?.text,
        arguments: attributeArguments(attribute, of: type),
        location: index.file(of: found.owner).location(of: found.binding.trimmedRange.start))
    }
    return EntityModel(
      type: type.identity,
      typeDisplayRepresentation: propertyModel("typeDisplayRepresentation", of: type),
      displayRepresentation: instanceProperty("displayRepresentation", of: type).map { propertyModel($0, of: type) },
      defaultQuery: defaultQuery, defaultQueryType: defaultQueryType,
      idType: instanceProperty("id", of: type)?.binding.child(.typeAnnotation)?.children.first?.text,
      properties: exposed)
  }

  func query(_ type: RoleType) -> QueryModel {
    let queryProtocols = AppIntentsRole.protocols[.query] ?? []
    var entityType: String?
    let aliasKey = (type.path + ["Entity"]).joined(separator: ".")
    if let alias = index.typeAliases[aliasKey] {
      entityType = alias.aliased
    } else if let (function, _) = function("entities", of: type),
      let returned = function.child(.returnClause)?.children.first?.text
    {
      let shape = TypeShape(returned)
      entityType = shape.isArray ? shape.base : nil
    }
    return QueryModel(
      type: type.identity,
      queryProtocols: type.conformances.all.filter { queryProtocols.contains($0) }.sorted(),
      entityType: entityType,
      properties: propertyModel("properties", of: type),
      sortingOptions: propertyModel("sortingOptions", of: type))
  }
}
