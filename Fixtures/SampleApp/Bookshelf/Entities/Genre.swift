import AppIntents

/// The shelf a book sits on.
enum Genre: String, AppEnum, Sendable {
    case fiction
    case mystery
    case scienceFiction = "science_fiction"
    case biography
    case poetry

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Genre"

    static let caseDisplayRepresentations: [Genre: DisplayRepresentation] = [
        .fiction: "Fiction",
        .mystery: DisplayRepresentation(title: "Mystery", synonyms: ["Crime", "Detective"]),
        .scienceFiction: DisplayRepresentation(
            title: "Science Fiction",
            image: .init(systemName: "sparkles"),
            synonyms: ["Sci-Fi", "SF"]
        ),
        .biography: DisplayRepresentation(title: "Biography", subtitle: "True stories"),
        .poetry: "Poetry",
    ]
}
