import AppIntents
import WeatherKit

// An enum of another module made an AppEnum here: no type of this module leads to the file,
// but a parse of every file sees the extension, and Xcode rejects it.
extension Forecast: AppEnum {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Forecast"
  static let caseDisplayRepresentations: [Forecast: DisplayRepresentation] = [.sunny: "Sunny", .rainy: "Rainy"]
}
