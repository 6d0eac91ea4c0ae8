import AppIntents

enum TemperatureUnit: String, AppEnum {
    case celsius, fahrenheit, kelvin
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
    static var caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "Celsius", .fahrenheit: "Fahrenheit", .kelvin: "Kelvin",
    ]
}

struct SetThermostatIntent: AppIntent {
    static var title: LocalizedStringResource = "Set Thermostat"

    @Parameter(title: "Temperature") var temperature: Double
    @Parameter(title: "Unit", default: .celsius) var unit: TemperatureUnit
    @Parameter(title: "Room") var room: String?
    @Parameter(title: "Eco Mode", default: false) var eco: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Set the thermostat to \(\.$temperature) \(\.$unit)")
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct ScheduleHeatingIntent: AppIntent {
    static var title: LocalizedStringResource = "Schedule Heating"

    @Parameter(title: "Temperature") var temperature: Double
    @Parameter(title: "Room") var room: String?
    @Parameter(title: "Repeat Daily", default: true) var repeats: Bool
    @Parameter(title: "Note") var note: String?

    static var parameterSummary: some ParameterSummary {
        Summary("Heat \(\.$room) to \(\.$temperature)") {
            \.$repeats
            \.$note
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct ConvertTemperatureIntent: AppIntent {
    static var title: LocalizedStringResource = "Convert Temperature"

    @Parameter(title: "Value") var value: Double
    @Parameter(title: "From") var from: TemperatureUnit
    @Parameter(title: "Round", default: true) var round: Bool

    static var parameterSummary: some ParameterSummary {
        When(\.$from, .equalTo, .kelvin) {
            Summary("Convert \(\.$value) kelvin") {
                \.$round
            }
        } otherwise: {
            Summary("Convert \(\.$value) degrees \(\.$from)")
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Double> { .result(value: value) }
}

struct AnnotateReadingIntent: AppIntent {
    static var title: LocalizedStringResource = "Annotate Reading"

    @Parameter(title: "Reading") var reading: Double
    @Parameter(title: "Label") var label: String?

    static var parameterSummary: some ParameterSummary {
        When(\.$label, .hasAnyValue) {
            Summary("Label \(\.$reading) as \(\.$label)")
        } otherwise: {
            Summary("Annotate \(\.$reading)")
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct ToggleEcoIntent: AppIntent {
    static var title: LocalizedStringResource = "Toggle Eco Mode"

    @Parameter(title: "Enabled") var enabled: Bool

    static var parameterSummary: some ParameterSummary {
        When(\.$enabled) {
            Summary("Turn eco mode \(\.$enabled)")
        } otherwise: {
            Summary("Leave eco mode off")
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct ReportTemperatureIntent: AppIntent {
    static var title: LocalizedStringResource = "Report Temperature"

    @Parameter(title: "Unit") var unit: TemperatureUnit
    @Parameter(title: "Precise", default: false) var precise: Bool

    static var parameterSummary: some ParameterSummary {
        Switch(\.$unit) {
            Case(.celsius) {
                Summary("Report in \(\.$unit)")
            }
            Case(.kelvin) {
                When(\.$precise, .equalTo, true) {
                    Summary("Report precisely in \(\.$unit)")
                } otherwise: {
                    Summary("Report roughly in \(\.$unit)")
                }
            }
            DefaultCase {
                Summary("Report the temperature") {
                    \.$unit
                    \.$precise
                }
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

/// A widget configuration's summary: its parameters without a sentence.
struct PickSensorsIntent: AppIntent {
    static var title: LocalizedStringResource = "Pick Sensors"

    @Parameter(title: "First Sensor") var first: String
    @Parameter(title: "Second Sensor") var second: String?

    static var parameterSummary: some ParameterSummary {
        Summary {
            \.$first
            \.$second
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}
