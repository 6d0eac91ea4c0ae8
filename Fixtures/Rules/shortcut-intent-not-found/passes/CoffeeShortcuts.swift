import AppIntents
import LoyaltyKit

struct CoffeeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderCoffeeIntent(), phrases: ["Order coffee with \(.applicationName)"], shortTitle: "Order",
      systemImageName: "cup.and.saucer")
    AppShortcut(
      intent: Menu.ShowMenuIntent(), phrases: ["Show the menu in \(.applicationName)"], shortTitle: "Menu",
      systemImageName: "list.bullet")
    AppShortcut(
      intent: Fixture.ReorderIntent(), phrases: ["Reorder with \(.applicationName)"], shortTitle: "Reorder",
      systemImageName: "arrow.clockwise")
    // Not an initializer call: not judged.
    AppShortcut(
      intent: ReorderIntent.favorite, phrases: ["Reorder my favorite with \(.applicationName)"],
      shortTitle: "Favorite", systemImageName: "star")
    // Qualified by an imported module: declared elsewhere.
    AppShortcut(
      intent: LoyaltyKit.RedeemRewardIntent(), phrases: ["Redeem a reward with \(.applicationName)"],
      shortTitle: "Redeem", systemImageName: "gift")
  }
}
