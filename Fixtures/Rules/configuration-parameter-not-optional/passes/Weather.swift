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

  @Parameter(title: "City") var city: CityEntity?
  @Parameter(title: "Units", default: .metric) var units: UnitSystem
  @Parameter(title: "Show Feels Like") var showsFeelsLike: Bool = true
  @Parameter(title: "Forecast Days", default: 3, inclusiveRange: (1, 7)) var forecastDays: Int
}

@available(iOS 18.0, *)
struct RefreshWeatherControlIntent: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Refresh Weather"

  @Parameter(title: "Cities") var cities: [CityEntity]?

  func perform() async throws -> some IntentResult { .result() }
}

// The system asks the entity's default query for a first value (`defaultResult()`).
struct StationEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"

  struct StationQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [StationEntity] { [] }
    func suggestedEntities() async throws -> [StationEntity] { [] }
    func defaultResult() async -> StationEntity? { nil }
  }

  static let defaultQuery = StationQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct StationWidgetIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Station"

  @Parameter(title: "Station") var station: StationEntity
}

// Not a configuration intent: required parameters are asked for when it runs.
struct ShowForecastIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Forecast"

  @Parameter(title: "City") var city: CityEntity

  func perform() async throws -> some IntentResult { .result() }
}
