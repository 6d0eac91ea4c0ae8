import AppIntents

struct CheckBudgetIntent: AppIntent {
  static let title: LocalizedStringResource = "Check Budget"

  @Parameter(title: "Category")
  var category: String?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let category else { return .result(dialog: "Which category?") }
    let remaining = try await BudgetStore.shared.remaining(in: category)
    // Returns inside closures belong to the closure, not to perform().
    let describe: (Double) -> String = { value in
      return value < 0 ? "over budget" : "within budget"
    }
    #if DEBUG
      return .result()
    #endif
    return .result(dialog: "You are \(describe(remaining)) for \(category).")
  }
}

struct RemainingBudgetIntent: AppIntent {
  static let title: LocalizedStringResource = "Remaining Budget"

  @Parameter(title: "Period")
  var period: BudgetPeriod

  func perform() async throws -> some IntentResult & ReturnsValue<Double> & ProvidesDialog {
    switch period {
    case .week:
      let amount = try await BudgetStore.shared.remainingThisWeek()
      return .result(value: amount, dialog: "\(amount) left this week.")
    case .month:
      let amount = try await BudgetStore.shared.remainingThisMonth()
      return .result(value: amount, dialog: IntentDialog("\(amount) left this month."))
    }
  }
}

// A result built elsewhere is not checked.
struct TotalSpentIntent: AppIntent {
  static let title: LocalizedStringResource = "Total Spent"

  func perform() async throws -> some IntentResult & ReturnsValue<Double> {
    return try await makeResult()
  }

  private func makeResult() async throws -> some IntentResult & ReturnsValue<Double> {
    .result(value: 42)
  }
}

// No dialog or value declared: a bare result is right.
struct ResetBudgetIntent: AppIntent {
  static let title: LocalizedStringResource = "Reset Budget"

  func perform() async throws -> some IntentResult {
    try await BudgetStore.shared.reset()
    return .result()
  }

  // Not perform(): this helper's result has its own type.
  func preview() -> some IntentResult { .result() }
}

struct ExportBudgetIntent: AppIntent {
  static let title: LocalizedStringResource = "Export Budget"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    Task {
      // A nested function's returns are its own.
      func summary() -> String { return "done" }
      _ = summary()
    }
    return .result(dialog: "Exported.")
  }
}

enum BudgetPeriod: String, AppEnum {
  case week, month
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Period"
  static let caseDisplayRepresentations: [BudgetPeriod: DisplayRepresentation] = [.week: "Week", .month: "Month"]
}

actor BudgetStore {
  static let shared = BudgetStore()
  func remaining(in category: String) throws -> Double { 0 }
  func remainingThisWeek() throws -> Double { 0 }
  func remainingThisMonth() throws -> Double { 0 }
  func reset() throws {}
}
