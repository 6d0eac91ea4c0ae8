import AppIntents

struct CheckBudgetIntent: AppIntent {
  static let title: LocalizedStringResource = "Check Budget"

  @Parameter(title: "Category")
  var category: String?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard let category else { return .result() }  // expected: 10:38: error: 'perform()' declares 'ProvidesDialog' but this '.result(...)' has no 'dialog:' (the compiler's "requires the types 'Never' and 'IntentDialog' be equivalent"); pass it: '.result(dialog: "...")' [result-missing-dialog-or-value]
    let remaining = try await BudgetStore.shared.remaining(in: category)
    if remaining < 0 {
      return .result(dialog: "You are \(-remaining) over budget for \(category).")
    }
    return .result(dialog: "You have \(remaining) left for \(category).")
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
      return .result(value: amount)  // expected: 29:14: error: 'perform()' declares 'ProvidesDialog' but this '.result(...)' has no 'dialog:' (the compiler's "requires the types 'Never' and 'IntentDialog' be equivalent"); pass it: '.result(dialog: "...")' [result-missing-dialog-or-value]
    case .month:
      do {
        let amount = try await BudgetStore.shared.remainingThisMonth()
        return .result(value: amount, dialog: "\(amount) left this month.")
      } catch {
        return .result(dialog: "The budget could not be read.")  // expected: 35:16: error: 'perform()' declares 'ReturnsValue<Double>' but this '.result(...)' has no 'value:' (the compiler's "requires the types 'Never' and 'Double' be equivalent"); pass it: '.result(value: ...)' [result-missing-dialog-or-value]
      }
    }
  }
}

struct TotalSpentIntent: AppIntent {
  static let title: LocalizedStringResource = "Total Spent"

  func perform() async throws -> some IntentResult & ReturnsValue<Double> {
    .result(dialog: "You spent a lot.")  // expected: 45:5: error: 'perform()' declares 'ReturnsValue<Double>' but this '.result(...)' has no 'value:' (the compiler's "requires the types 'Never' and 'Double' be equivalent"); pass it: '.result(value: ...)' [result-missing-dialog-or-value]
  }
}

struct ResetBudgetIntent: AppIntent {
  static let title: LocalizedStringResource = "Reset Budget"

  func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<Bool> {
    for category in try await BudgetStore.shared.categories() where category.isEmpty {
      return .result()  // expected: 54:14: error: 'perform()' declares 'ReturnsValue<Bool>' and 'ProvidesDialog' but this '.result(...)' has no 'value:' or 'dialog:' (the compiler's "requires the types 'Never' and 'Bool' be equivalent"); pass it: '.result(value: ..., dialog: "...")' [result-missing-dialog-or-value]
    }
    return .result(value: true, dialog: "Budget reset.")
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
  func categories() throws -> [String] { [] }
}
