/// The steps one top-level evaluation may take: a fixed allowance plus four per byte of the
/// evaluated syntax, far more than a walk of the syntax needs (one step per expression node).
/// Only defaulted arguments, evaluated from the callee's declaration at every call, can use
/// more (through chains of functions whose defaults call the next one: a default never expands
/// its own function again, `functionsExpandingDefaults`); past the budget every further value is `runtime(.tooDeep)`, so no input makes the
/// evaluation exponential (`Fixtures/FuzzRegressions/FuzzEvaluator`).
///
/// Shared by reference between the copies of one `EvaluationContext`, and used by one thread
/// at a time (an evaluation is synchronous); it never makes two contexts different.
final class EvaluationBudget: Hashable, @unchecked Sendable {
  /// The allowance every evaluation gets whatever its size.
  static let baseSteps = 1024

  /// The steps left.
  private(set) var remaining: Int

  /// A budget of `steps`.
  init(steps: Int) { remaining = steps }

  /// Takes one step; `false` once the budget is spent.
  func spendStep() -> Bool {
    guard remaining > 0 else { return false }
    remaining -= 1
    return true
  }

  static func == (lhs: EvaluationBudget, rhs: EvaluationBudget) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}
