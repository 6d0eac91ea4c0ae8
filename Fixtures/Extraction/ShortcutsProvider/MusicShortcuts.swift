import AppIntents

struct MusicShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayMoodIntent(),
            phrases: [
                "Play something \(\.$mood) in \(.applicationName)",
                "\(.applicationName) play \(\.$mood) music",
                "Set the mood in \(.applicationName)",
            ],
            shortTitle: "Play Mood",
            systemImageName: "music.note"
        )
        AppShortcut(
            intent: PlayPlaylistIntent(),
            phrases: ["Play \(\.$playlist) on \(.applicationName)"],
            shortTitle: "Play Playlist",
            systemImageName: "music.note.list",
            parameterPresentation: AppShortcutParameterPresentation(
                for: \.$playlist,
                summary: "Play \(\.$playlist)",
                optionsCollections: {
                    AppShortcutOptionsCollection(PlaylistOptions(), title: "Playlists", systemImageName: "list.bullet")
                }
            )
        )
        AppShortcut(intent: PauseIntent(), phrases: ["Pause \(.applicationName)"])
        if #available(iOS 17.0, *) {
            AppShortcut(
                intent: ShuffleIntent(),
                phrases: ["Shuffle my music in \(.applicationName)"],
                shortTitle: "Shuffle",
                systemImageName: "shuffle"
            )
        }
        if featureFlagLyrics {
            AppShortcut(intent: VisualizerIntent(), phrases: ["Show the visualizer in \(.applicationName)"], shortTitle: "Visualizer", systemImageName: "waveform")
        } else {
            AppShortcut(intent: VisualizerIntent(), phrases: ["Show lights in \(.applicationName)"], shortTitle: "Lights", systemImageName: "lightbulb")
        }
        if !featureFlagLyrics {
            AppShortcut(intent: SleepTimerIntent(), phrases: ["Start a sleep timer in \(.applicationName)"], shortTitle: "Sleep", systemImageName: "moon")
        }
        for intent in [SleepTimerIntent()] {
            AppShortcut(intent: intent, phrases: ["Sleep soon with \(.applicationName)"], shortTitle: "Sleep Soon", systemImageName: "moon.zzz")
        }
    }

    static var shortcutTileColor: ShortcutTileColor = .grape

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrase("Stop \(.applicationName)")
        NegativeAppShortcutPhrase("Turn off \(.applicationName)")
        "Close \(.applicationName)"
    }
}
