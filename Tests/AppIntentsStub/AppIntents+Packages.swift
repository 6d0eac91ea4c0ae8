// Packages of intents shared across modules (`AppIntentsPackage`) and dynamic parameter options
// (`DynamicOptionsProvider`).

/// A module's App Intents, made visible to the app that links it.
public protocol AppIntentsPackage {
  /// Other packages this one includes.
  static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
  /// No included packages.
  public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

/// Supplies the values a parameter may take, computed at run time.
public protocol DynamicOptionsProvider: _SupportsAppDependencies, Sendable {
  /// The collection of options.
  associatedtype Result
  /// The options.
  func results() async throws -> Result
}
