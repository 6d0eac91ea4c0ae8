import AppIntents
import Foundation

struct CityEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
  static let defaultQuery = CityQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct CityQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [CityEntity] { [] }
  func suggestedEntities() async throws -> [CityEntity] { [] }
}

enum UnitSystem: String, AppEnum {
  case metric, imperial
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Units"
  static let caseDisplayRepresentations: [UnitSystem: DisplayRepresentation] = [
    .metric: "Metric", .imperial: "Imperial",
  ]
}

struct WeatherWidgetIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Weather"

  @Parameter(title: "City") var city: CityEntity  // expected: 28:33: warning: The parameter 'city' of the WidgetConfigurationIntent 'WeatherWidgetIntent' is neither optional nor has a default, so it has no value until someone configures it; make it optional ('CityEntity?') or add a 'default:' [configuration-parameter-not-optional]
  @Parameter(title: "Units") var units: UnitSystem  // expected: 29:34: warning: The parameter 'units' of the WidgetConfigurationIntent 'WeatherWidgetIntent' is neither optional nor has a default, so it has no value until someone configures it; make it optional ('UnitSystem?') or add a 'default:' [configuration-parameter-not-optional]
  @Parameter(title: "Show Feels Like", default: true) var showsFeelsLike: Bool
}

@available(iOS 18.0, *)
struct RefreshWeatherControlIntent: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Refresh Weather"

  @Parameter(title: "Cities") var cities: [CityEntity]  // expected: 37:35: warning: The parameter 'cities' of the ControlConfigurationIntent 'RefreshWeatherControlIntent' is neither optional nor has a default, so it has no value until someone configures it; make it optional ('[CityEntity]?') or add a 'default:' [configuration-parameter-not-optional]

  func perform() async throws -> some IntentResult { .result() }
}

// `defaultResult()` gives one entity, not a list of them.
struct StationEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"

  struct StationQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [StationEntity] { [] }
    func defaultResult() async -> StationEntity? { nil }
  }

  static let defaultQuery = StationQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct StationsWidgetIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Stations"

  @Parameter(title: "Stations") var stations: [StationEntity]  // expected: 60:37: warning: The parameter 'stations' of the WidgetConfigurationIntent 'StationsWidgetIntent' is neither optional nor has a default, so it has no value until someone configures it; make it optional ('[StationEntity]?') or add a 'default:' [configuration-parameter-not-optional]
}
