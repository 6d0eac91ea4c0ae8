import AppIntents

@available(iOS 17.0, *)
final class NoteShortcuts: AppShortcutsProvider {
    static let shortcutTileColor = ShortcutTileColor.orange

    static let pinPhrases: [AppShortcutPhrase<PinNoteIntent>] = ["Pin a note in \(.applicationName)"]
    static let appToken: AppShortcutPhraseToken = .applicationName

    static var appShortcuts: [AppShortcut] {
        return [
            AppShortcut(
                intent: NewNoteIntent(),
                phrases: [
                    "New note in \(.applicationName)",
                    "Write a note with \(.applicationName)",
                ],
                shortTitle: "New Note",
                systemImageName: "square.and.pencil"
            ),
            AppShortcut(
                intent: SearchNotesIntent(),
                phrases: ["Search \(\.$query) in \(.applicationName)", "Find notes"],
                shortTitle: "Search",
                systemImageName: "magnifyingglass"
            ),
            AppShortcut(intent: PinNoteIntent(), phrases: pinPhrases, shortTitle: "Pin", systemImageName: "pin"),
            AppShortcut(
                intent: ArchiveIntent(),
                phrases: ["Archive with \(appToken)"],
                shortTitle: "Archive",
                systemImageName: "archivebox"
            ),
        ]
    }
}
