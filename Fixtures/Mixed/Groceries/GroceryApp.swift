import AppIntents
import SwiftUI

@main
struct GroceryApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Groceries")
        .onAppear {
          AppDependencyManager.shared.add(dependency: PantryStore())
        }
    }
  }
}

final class PantryStore: Sendable {
  func count(of item: String) -> Int { 0 }
}

final class ListStore: Sendable {
  static let shared = ListStore()
  func add(_ item: String, quantity: Int) {}
}

func makeTitle() -> LocalizedStringResource { "Clear List" }

enum GroceryDefaults {
  static let opensApp = true
}
