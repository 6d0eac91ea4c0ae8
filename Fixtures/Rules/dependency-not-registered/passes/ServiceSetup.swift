// The app registers some services through a small wrapper of its own, in a file that declares
// nothing an App Intents type names: the registration still counts.
protocol ServiceRegistry {
  func add<Service: Sendable>(_ makeService: @escaping @Sendable () -> Service)
}

enum ServiceSetup {
  static func registerAll(in registry: some ServiceRegistry) {
    registry.add { ReminderStore() }
  }
}
