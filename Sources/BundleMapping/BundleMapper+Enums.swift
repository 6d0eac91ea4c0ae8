import Evaluator
import Metadata
import Model

/// Enum records: one per `AppEnum`, cases in declaration order.
extension MappingRun {
  mutating func mapEnum(_ appEnum: EnumModel) -> EnumMetadata {
    let owner = appEnum.type
    let displayName = read(appEnum.typeDisplayRepresentation, of: owner, ValueReader.typeDisplayName)
    var representations: [String: (value: ConstantValue, location: ModelLocation)] = [:]
    var displaysReadable = true
    if let property = appEnum.caseDisplayRepresentations {
      let value = property.value.constant
      if case .dictionary(let entries) = value.kind {
        for entry in entries {
          guard let name = entry.key.memberName else { continue }
          if representations[name] == nil { representations[name] = (entry.value, property.location) }
        }
      } else {
        displaysReadable = false
        diagnostics.append(
          MappingDiagnostics.valueNotConstant(
            property: property.name, of: owner.name, found: (value.firstRuntime ?? value).foundDescription,
            at: property.location))
      }
    }
    var cases: [EnumCaseMetadata] = []
    for enumCase in appEnum.cases where !enumCase.hasPayload {
      guard let (value, location) = representations[enumCase.name] else {
        if displaysReadable {
          diagnostics.append(
            MappingDiagnostics.enumCaseNotDisplayed(
              enumName: owner.name, caseName: enumCase.name,
              at: appEnum.caseDisplayRepresentations?.location
                ?? enumCase.location))
        }
        continue
      }
      var omitted: [(part: String, reason: String)] = []
      let reading = ValueReader.displayRepresentation(value, omitted: &omitted)
      for entry in omitted {
        diagnostics.append(
          MappingDiagnostics.valueOmitted(
            "The \(entry.part) of case '\(enumCase.name)'", of: owner.name, because: entry.reason, at: location))
      }
      guard
        let representation = report(
          reading, named: "caseDisplayRepresentations", of: owner, at: location)
      else { continue }
      cases.append(
        EnumCaseMetadata(identifier: enumCase.rawValue ?? enumCase.name, displayRepresentation: representation))
    }
    let record = EnumMetadata(
      identifier: owner.name,
      fullyQualifiedTypeName: owner.qualifiedName,
      mangledTypeName: mangledName(of: owner),
      displayTypeName: displayName ?? LocalizedStringMetadata(key: ""),
      cases: cases,
      availabilityAnnotations: AvailabilityMapping.annotations(owner.availability))
    enumRecords[owner.qualifiedName] = record
    return record
  }
}
