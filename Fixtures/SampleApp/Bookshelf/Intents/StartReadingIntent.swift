import AppIntents

/// Starts a reading session for a book and opens the app on it.
struct StartReadingIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Reading"
    static let openAppWhenRun = true

    @Parameter(title: "Book")
    var book: BookEntity

    @Dependency private var library: Library

    func perform() async throws -> some IntentResult & OpensIntent {
        await library.update(book.id, status: .reading)
        let open = OpenBookIntent()
        open.target = book
        return .result(opensIntent: open)
    }
}
