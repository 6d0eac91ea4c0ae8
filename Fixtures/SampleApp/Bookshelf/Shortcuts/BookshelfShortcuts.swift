import AppIntents

/// The App Shortcuts Bookshelf offers as soon as it is installed.
struct BookshelfShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: AddBookIntent(),
            phrases: [
                "Add a book to \(.applicationName)",
                "Log a new book in \(.applicationName)",
            ],
            shortTitle: "Add Book",
            systemImageName: "plus.circle"
        )
        AppShortcut(
            intent: OpenBookIntent(),
            phrases: [
                "Open \(\.$target) in \(.applicationName)",
                "Show \(\.$target) with \(.applicationName)",
            ],
            shortTitle: "Open Book",
            systemImageName: "book"
        )
        AppShortcut(
            intent: StartReadingIntent(),
            phrases: ["Start reading \(\.$book) in \(.applicationName)"],
            shortTitle: "Start Reading",
            systemImageName: "book.pages"
        )
        AppShortcut(
            intent: ReadingStatsIntent(),
            phrases: [
                "How many \(\.$status) books in \(.applicationName)",
                "Count my \(\.$genre) books in \(.applicationName)",
            ],
            shortTitle: "Count Books",
            systemImageName: "chart.bar"
        )
    }

    static let shortcutTileColor: ShortcutTileColor = .teal
}
