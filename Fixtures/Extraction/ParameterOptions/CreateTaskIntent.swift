import AppIntents
import UniformTypeIdentifiers

struct CreateTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Task"

    @Parameter(title: "Title", description: "What needs doing", requestValueDialog: "What's the task?")
    var taskTitle: String

    @Parameter(
        title: "Notes",
        inputOptions: String.IntentInputOptions(keyboardType: .default, capitalizationType: .sentences, multiline: true)
    )
    var notes: String?

    @Parameter(title: "Priority", default: .normal)
    var priority: Priority

    @Parameter(title: "Project", requestValueDialog: IntentDialog("Which project should this go in?"))
    var project: ProjectEntity?

    @Parameter(title: "Estimate (minutes)", default: 30, controlStyle: .stepper, inclusiveRange: (5, 480))
    var estimate: Int

    @Parameter(title: "Effort", controlStyle: .slider, inclusiveRange: (lowerBound: 0.0, upperBound: 1.0))
    var effort: Double?

    @Parameter(title: "Tag", optionsProvider: TagOptionsProvider())
    var tag: String?

    @Parameter(title: "Flagged", default: false)
    var isFlagged: Bool

    @Parameter(title: "Due", description: "When it is due")
    var dueDate: Date?

    @Parameter(title: "Attachment", supportedContentTypes: [.pdf, .image, .plainText])
    var attachment: IntentFile?

    @Parameter(title: "Legacy Attachment", supportedTypeIdentifiers: ["public.jpeg", "public.png"])
    var legacyAttachment: IntentFile?

    @Parameter(title: "Input", inputConnectionBehavior: .connectToPreviousIntentResult)
    var input: String?

    @Parameter(title: "Distance", defaultUnit: .kilometers, supportsNegativeNumbers: false)
    var distance: Measurement<UnitLength>?

    @Parameter(title: "Subtasks", default: ["Plan", "Do"])
    var subtasks: [String]

    @Parameter
    var link: URL?

    @Parameter(description: "Shown under the field")
    var location: String?

    func perform() async throws -> some IntentResult {
        if taskTitle.isEmpty {
            throw $taskTitle.needsValueError("Please give the task a title.")
        }
        return .result()
    }
}
