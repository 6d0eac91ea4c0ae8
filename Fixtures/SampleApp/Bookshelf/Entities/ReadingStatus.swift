import AppIntents

/// Where a book is in the reading log.
enum ReadingStatus: String, AppEnum, Sendable {
    case wantToRead
    case reading
    case finished
    case abandoned

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Reading Status")

    static let caseDisplayRepresentations: [ReadingStatus: DisplayRepresentation] = [
        .wantToRead: DisplayRepresentation(
            title: "Want to Read",
            image: .init(systemName: "bookmark"),
            synonyms: ["To Read", "Wishlist"]
        ),
        .reading: DisplayRepresentation(title: "Reading", image: .init(systemName: "book")),
        .finished: DisplayRepresentation(
            title: "Finished",
            subtitle: "Read cover to cover",
            image: .init(systemName: "checkmark.circle")
        ),
        .abandoned: DisplayRepresentation(title: "Abandoned", image: .init(systemName: "xmark.circle")),
    ]
}
