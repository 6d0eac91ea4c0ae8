import AppIntents

/// Moves a book to another reading status.
struct UpdateStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Update Reading Status"
    static let description = IntentDescription("Marks a book as reading, finished or abandoned.", categoryName: "Library")

    @Parameter(title: "Book")
    var book: BookEntity

    @Parameter(title: "Status")
    var status: ReadingStatus

    @Dependency private var library: Library

    static var parameterSummary: some ParameterSummary {
        Switch(\.$status) {
            Case(.finished) {
                Summary("Mark \(\.$book) as finished")
            }
            Case(.abandoned) {
                Summary("Give up on \(\.$book)")
            }
            DefaultCase {
                Summary("Move \(\.$book) to \(\.$status)")
            }
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        await library.update(book.id, status: status)
        return .result(dialog: "Updated \(book.title).")
    }
}
