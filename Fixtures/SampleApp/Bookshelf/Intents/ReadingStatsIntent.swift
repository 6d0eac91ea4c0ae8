import AppIntents

/// Counts the books with a status.
struct ReadingStatsIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Books"
    static let description = IntentDescription("Tells you how many books have a status.", categoryName: "Statistics")

    @Parameter(title: "Status", default: .finished)
    var status: ReadingStatus

    @Parameter(title: "Genre")
    var genre: Genre?

    @Dependency private var library: Library

    static var parameterSummary: some ParameterSummary {
        When(\.$genre, .hasAnyValue) {
            Summary("Count \(\.$genre) books that are \(\.$status)")
        } otherwise: {
            Summary("Count books that are \(\.$status)")
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let books = await library.books.filter { $0.status == status && (genre == nil || $0.genre == genre) }
        return .result(value: books.count, dialog: "You have \(books.count) books.")
    }
}
