import AppIntents

enum Condition: String, AppEnum {
    case sunny
    case partlyCloudy = "partly_cloudy"
    case rain, snow
    case thunderstorm = "storm"

    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Condition", numericFormat: "\(placeholder: .int) conditions")

    static var caseDisplayRepresentations: [Condition: DisplayRepresentation] = [
        .sunny: DisplayRepresentation(
            title: "Sunny",
            subtitle: "Clear skies",
            image: .init(systemName: "sun.max"),
            synonyms: ["Clear", "Bright"]
        ),
        .partlyCloudy: DisplayRepresentation(title: "Partly Cloudy", image: .init(systemName: "cloud.sun", isTemplate: true)),
        .rain: .init(title: "Rain", synonyms: ["Showers", "Drizzle"]),
        .snow: "Snow",
        .thunderstorm: DisplayRepresentation(title: "Thunderstorm", subtitle: "Lightning", image: .init(named: "storm-icon")),
    ]

    var isSevere: Bool { self == .thunderstorm }
}

enum AlertLevel: Int, AppEnum {
    case advisory = 1
    case watch
    case warning = 10
    case emergency

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Alert Level"
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] {
        [
            .advisory: "Advisory",
            .watch: "Watch",
            .warning: "Warning",
            .emergency: "Emergency",
        ]
    }
}

enum WindUnit: String, AppEnum {
    case metersPerSecond, kilometersPerHour, knots

    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        "Wind Unit"
    }

    static var caseDisplayRepresentations: [WindUnit: DisplayRepresentation] {
        return [
            .metersPerSecond: "m/s",
            .kilometersPerHour: "km/h",
        ]
    }
}
