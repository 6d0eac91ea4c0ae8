import AppIntents
import SwiftUI

@main
struct JournalApp: App {
  init() {
    AppDependencyManager.shared.add(dependency: EntryStore())
  }

  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}

struct ContentView: View {
  var body: some View {
    Text("Journal")
      .onAppear {
        AppDependencyManager.shared.add(dependency: SyncService())
      }
      .task {
        let analytics = Analytics(endpoint: "https://example.com/events")
        AppDependencyManager.shared.add(dependency: analytics)
      }
  }
}

final class EntryStore: Sendable {}
final class SyncService: Sendable {}
final class CalendarClient: Sendable {}
final class AuditLog: Sendable {}
final class SearchIndex: Sendable {}

final class Analytics: Sendable {
  let endpoint: String
  init(endpoint: String) { self.endpoint = endpoint }
}
