import AppIntents
import SwiftUI

@main
struct JournalApp: App {
  init() {
    let sync = SyncService()
    AppDependencyManager.shared.add(dependency: sync)
    AppDependencyManager.shared.add(dependency: EntryStore())
    AppDependencyManager.shared.add(key: "audit", dependency: AuditLog())
    AppDependencyManager.shared.add(dependency: LiveCalendar() as CalendarProviding)
    AppDependencyManager.shared.add { SearchIndex(path: "index.db") }
    AppDependencyManager.shared.add(dependency: { () -> Analytics in
      let analytics = Analytics()
      return analytics
    })
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
        // Registered again here, but also in the App's init(): not too late.
        AppDependencyManager.shared.add(dependency: SyncService())
      }
  }
}

final class EntryStore: Sendable {}
final class SyncService: Sendable {}
final class AuditLog: Sendable {}
final class Analytics: Sendable {}
final class Unregistered: Sendable {}
final class ReminderStore: Sendable {}
protocol CalendarProviding: Sendable {}
final class LiveCalendar: CalendarProviding {}

final class SearchIndex: Sendable {
  let path: String
  init(path: String) { self.path = path }
}
