import AppIntents

/// The stations the app follows.
enum TideStation: String, AppEnum {
  case harbor
  case lighthouse
  case pier

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tide Station"
  static let caseDisplayRepresentations: [TideStation: DisplayRepresentation] = [
    .harbor: "Harbor",
    .lighthouse: "Lighthouse",
    .pier: "Pier",
  ]
}
