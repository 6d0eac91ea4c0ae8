import AppIntents
import SwiftUI

/// Kept: an intent (a role).
struct OrderCoffeeIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Coffee"

  @Parameter(title: "Size", default: .medium)
  var size: CoffeeSize

  @Dependency var store: OrderStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let total = priceFor(size)
    return .result(dialog: "That is \(total) dollars.")
  }
}

/// Kept: an extension of the intent.
extension OrderCoffeeIntent {
  static let openAppWhenRun = false
}

/// Kept: an app enum (a role).
enum CoffeeSize: String, AppEnum {
  case small, medium, large

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
  static let caseDisplayRepresentations: [CoffeeSize: DisplayRepresentation] = [
    .small: "Small", .medium: "Medium", .large: "Large",
  ]
}

/// Kept: the intent's `perform()` calls it; it names `Menu`, so `Menu.swift` is parsed.
func priceFor(_ size: CoffeeSize) -> Int {
  Menu.basePrice + (size == .large ? 1 : 0)
}

/// Skipped: no kept declaration names it. It spells the intent, which still counts as a use
/// (`unreachable-intent` reads every identifier of the file).
struct OrderButton: View {
  var body: some View {
    Button(intent: OrderCoffeeIntent()) { Text("Order") }
  }
}

/// Skipped, and with it the only mention of `Receipt`: `Receipts.swift` is not parsed.
final class OrderHistory {
  var receipts: [Receipt] = []
}

/// Skipped with its syntax error, which a parse of every file reports.
struct LegacyOrder {
  let total = 1 +
}

#if DEBUG
/// Inside a file-level `#if`: never skipped, so what it names counts.
struct DebugOrder {
  let size: CoffeeSize
  let formatter = PriceFormatter()
}
#endif

/// Kept: the module uses `@Dependency`, and this may register one.
@MainActor func registerDependencies() {
  AppDependencyManager.shared.add(dependency: OrderStore())
}
