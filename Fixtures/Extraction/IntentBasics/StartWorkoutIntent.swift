import AppIntents

/// Starts a workout in the background.
struct StartWorkoutIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Workout"
    static let description: IntentDescription = "Begins tracking a new workout session."
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct PauseWorkoutIntent: AppIntent {
    static var title = LocalizedStringResource("Pause Workout")
    static var description = IntentDescription(
        "Pauses the workout that is currently running.",
        categoryName: "Workouts",
        searchKeywords: ["pause", "break", "rest"]
    )
    static var isDiscoverable: Bool = false

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ResumeWorkoutIntent: AppIntent {
    static let title = LocalizedStringResource("RESUME_WORKOUT_TITLE", defaultValue: "Resume Workout", table: "Intents")
    static let description = IntentDescription(
        LocalizedStringResource("RESUME_WORKOUT_DESCRIPTION", comment: "Shown in Shortcuts"),
        categoryName: LocalizedStringResource("Workouts"),
        resultValueName: "Workout"
    )
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    func perform() async throws -> some IntentResult { .result() }
}
