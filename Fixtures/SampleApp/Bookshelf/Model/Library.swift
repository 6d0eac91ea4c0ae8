import Foundation

/// A book in the reading log.
struct Book: Identifiable, Sendable {
    var id: UUID
    var title: String
    var author: String
    var genre: Genre
    var status: ReadingStatus
    var pageCount: Int
    var addedOn: Date
}

/// The app's book store, shared by the intents through `AppDependencyManager`.
actor Library {
    private(set) var books: [Book] = []

    func add(_ book: Book) {
        books.append(book)
    }

    func book(withID id: UUID) -> Book? {
        books.first { $0.id == id }
    }

    func update(_ id: UUID, status: ReadingStatus) {
        guard let index = books.firstIndex(where: { $0.id == id }) else { return }
        books[index].status = status
    }

    func search(_ text: String) -> [Book] {
        books.filter { $0.title.localizedCaseInsensitiveContains(text) || $0.author.localizedCaseInsensitiveContains(text) }
    }
}
