import Evaluator
import Source
import Syntax

/// App Enums: cases with raw values, and their display representations.
extension ModelExtractor {
  func appEnum(_ type: RoleType) -> EnumModel {
    let rawType = type.declaration.inherited.first.flatMap { first -> String? in
      let name = TypeNames.path(of: first).last ?? first
      return ["String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "Double", "Float", "Character"].contains(name)
        ? name : nil
    }
    var cases: [EnumCaseModel] = []
    var nextInteger = 0
    for (member, owner) in index.members(of: type.path) where member.kind == .enumCaseDecl {
      let file = index.file(of: owner)
      for element in member.children(ofKind: .enumCaseElement) {
        guard let name = element.declaredNameOfElement else { continue }
        let hasPayload = element.child(.parameterClause) != nil
        var rawValue: String?
        if let written = element.child(.initializerClause)?.children.first {
          if case .rawLiteral(let literal) = evaluator.evaluate(written).kind { rawValue = literal.text }
          if let integer = rawValue.flatMap(Int.init) { nextInteger = integer + 1 }
        } else if rawType == "String" {
          rawValue = name
        } else if let rawType, rawType.hasPrefix("Int") || rawType.hasPrefix("UInt") {
          rawValue = String(nextInteger)
          nextInteger += 1
        }
        cases.append(
          EnumCaseModel(
            name: name, rawValue: hasPayload ? nil : rawValue, hasPayload: hasPayload,
            location: file.location(of: element.trimmedRange.start)))
      }
    }
    let displays = propertyModel("caseDisplayRepresentations", of: type)
    var displayed: [String]?
    if case .dictionary(let entries)? = displays?.value.constant.kind {
      displayed = entries.compactMap { entry in
        switch entry.key.kind {
        case .enumCase(let name, _): return name
        case .memberReference(_, let member): return member
        default: return nil
        }
      }
    }
    return EnumModel(
      type: type.identity, rawType: rawType, cases: cases,
      typeDisplayRepresentation: propertyModel("typeDisplayRepresentation", of: type),
      caseDisplayRepresentations: displays, displayedCases: displayed)
  }
}
