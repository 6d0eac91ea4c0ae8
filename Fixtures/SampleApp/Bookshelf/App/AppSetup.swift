import AppIntents

/// What the app does at launch, before any intent can run: `BookshelfApp.init()` (the SwiftUI
/// `App`, not part of this sample) calls `AppSetup.registerDependencies()`, so every
/// `@Dependency var library: Library` finds the shared store.
enum AppSetup {
    /// The one store the app and its intents share.
    static let library = Library()

    /// Registers the intents' dependencies with App Intents.
    static func registerDependencies() {
        AppDependencyManager.shared.add(dependency: library)
    }
}
