import AppIntents

/// The module's `ShelfStyle`: the first declaration of the name.
enum ShelfStyle: String, AppEnum {
  case compact, roomy

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf Style"
  static let caseDisplayRepresentations: [ShelfStyle: DisplayRepresentation] = [
    .compact: "Compact",
    .roomy: "Roomy",
  ]
}
