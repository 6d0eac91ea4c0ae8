import AppIntents
import ExpoAppIntents

struct AddToCartIntent: AppIntent {
  static let title: LocalizedStringResource = "Add to Cart"

  @Parameter(title: "Item")
  var item: String

  @MainActor
  func perform() async throws -> some IntentResult & ProvidesDialog {
    await AppIntentDispatcher.shared.dispatch(name: "addToCart", params: ["item": .string(item)])  // expected: 12:11: warning: 'AddToCartIntent' does not open the app ('openAppWhenRun' is not set) but hands its work to JavaScript with 'AppIntentDispatcher.shared.dispatch(...)' and returns a success dialog: the JavaScript side may not run until the app is next opened; open the app (add 'static let openAppWhenRun: Bool = true') or do the work natively in perform() [background-intent-dispatches-to-javascript]
    return .result(dialog: "Added \(item) to your cart.")
  }
}

struct MarkTaskDoneIntent: AppIntent {
  static let title: LocalizedStringResource = "Mark Task Done"
  static let openAppWhenRun: Bool = false

  @Parameter(title: "Task")
  var task: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try await enqueue()
    return .result(dialog: "Marked \(task) as done.")
  }

  private func enqueue() async throws {
    let id = await ExpoAppIntents.AppIntentDispatcher.shared.dispatch(  // expected: 30:20: warning: 'MarkTaskDoneIntent' does not open the app ('openAppWhenRun' is false) but hands its work to JavaScript with 'ExpoAppIntents.AppIntentDispatcher.shared.dispatch(...)' and returns a success dialog: the JavaScript side may not run until the app is next opened; open the app (set 'openAppWhenRun' to true) or do the work natively in perform() [background-intent-dispatches-to-javascript]
      name: "markTaskDone",
      params: ["task": .string(task)]
    )
    print("queued \(id)")
  }
}
