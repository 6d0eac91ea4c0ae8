import AppIntents
import ExpoAppIntents

// Opens the app, so the JavaScript handler runs right away.
struct AddToCartIntent: AppIntent {
  static let title: LocalizedStringResource = "Add to Cart"
  static let openAppWhenRun: Bool = true

  @Parameter(title: "Item")
  var item: String

  @MainActor
  func perform() async throws -> some IntentResult & ProvidesDialog {
    await AppIntentDispatcher.shared.dispatch(name: "addToCart", params: ["item": .string(item)])
    return .result(dialog: "Added \(item) to your cart.")
  }
}

// Queued without claiming success.
struct MarkTaskDoneIntent: AppIntent {
  static let title: LocalizedStringResource = "Mark Task Done"

  @Parameter(title: "Task")
  var task: String

  func perform() async throws -> some IntentResult {
    await AppIntentDispatcher.shared.dispatch(name: "markTaskDone", params: ["task": .string(task)])
    return .result()
  }
}

struct OpenTaskIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Task"

  @Parameter(title: "Task")
  var target: TaskEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    await AppIntentDispatcher.shared.dispatch(name: "openTask", params: ["id": .string(target.id)])
    return .result(dialog: "Opening \(target.id).")
  }
}

struct ArchiveTaskIntent: AppIntent {
  static let title: LocalizedStringResource = "Archive Task"

  @available(iOS 26.0, *)
  static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await continueInForeground("Open the app to archive the task?")
    await AppIntentDispatcher.shared.dispatch(name: "archiveTask")
    return .result(dialog: "Archived.")
  }
}

// Done natively: no JavaScript involved.
struct CountTasksIntent: AppIntent {
  static let title: LocalizedStringResource = "Count Tasks"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let count = TaskDatabase.shared.dispatch(query: "count")
    return .result(dialog: "You have \(count) tasks.")
  }
}

struct TaskEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Task"
  static let defaultQuery = TaskQuery()
  var id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct TaskQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [TaskEntity] { identifiers.map(TaskEntity.init) }
}

final class TaskDatabase: Sendable {
  static let shared = TaskDatabase()
  func dispatch(query: String) -> Int { 0 }
}
