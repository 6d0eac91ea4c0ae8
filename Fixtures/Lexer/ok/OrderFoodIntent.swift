import AppIntents
import SwiftUI

/// Orders a dish from the menu.
@available(iOS 17.0, *)
struct OrderFoodIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Food"
  static var description = IntentDescription("Orders a dish.", categoryName: "Food", searchKeywords: ["eat", "lunch"])
  static var openAppWhenRun: Bool = false

  @Parameter(title: "Dish", requestValueDialog: "Which dish?")
  var dish: DishEntity

  @Parameter(title: "Quantity", default: 1, inclusiveRange: (1, 10))
  var quantity: Int

  static var parameterSummary: some ParameterSummary {
    Summary("Order \(\.$quantity) of \(\.$dish)")
  }

  @MainActor
  func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
    let order = try await OrderService.shared.place(dish: dish.id, quantity: quantity)
    return .result(value: order.id, dialog: "Ordered \(quantity) × \(dish.name)!")
  }
}

struct FoodShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderFoodIntent(),
      phrases: [
        "Order \(\.$dish) with \(.applicationName)",
        "Get food from \(.applicationName)",
      ],
      shortTitle: "Order Food",
      systemImageName: "fork.knife"
    )
    if #available(iOS 18.0, *) {
      AppShortcut(intent: ReorderIntent(), phrases: ["Reorder in \(.applicationName)"], shortTitle: "Reorder", systemImageName: "arrow.clockwise")
    }
  }
  static var shortcutTileColor: ShortcutTileColor = .orange
}
