import AppIntents

struct CoffeeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderDrinkIntent(),
      phrases: [
        "Order a \(\.$drink) with \(.applicationName)",
        "Order my usual \(\.$usual) with \(.applicationName)",
        "Order with \(.applicationName)",
      ],
      shortTitle: "Order", systemImageName: "cup.and.saucer")
    AppShortcut(
      intent: PickupIntent(),
      phrases: [
        "Pick up at \(\.$cafe) with \(.applicationName)",
        "Pick up at my \(\.$favorites) in \(.applicationName)",
        "Pick up near \(\.$place) with \(.applicationName)",
        "Pick up \(\.$roast) beans with \(.applicationName)",
      ],
      shortTitle: "Pick Up", systemImageName: "bag")
  }
}
