/// The build environment `#if` conditions are evaluated against.
///
/// The default is what Xcode's App Intents extraction sees for an iOS app: iOS on arm64, Swift 6,
/// no `DEBUG`, the Apple frameworks of the platform importable.
public struct BuildConfiguration: Sendable, Hashable {
  /// An operating system a condition can name with `os(...)`.
  public enum Platform: String, Sendable, CaseIterable {
    /// iOS and iPadOS.
    case ios
    /// macOS.
    case macos
    /// watchOS.
    case watchos
    /// tvOS.
    case tvos
    /// visionOS.
    case visionos
    /// Linux (used by the compiler-agreement tests, which run swiftc on Linux).
    case linux

    /// The names `os(...)` accepts for the platform.
    public var osNames: Set<String> {
      switch self {
      case .ios: return ["iOS"]
      case .macos: return ["macOS", "OSX"]
      case .watchos: return ["watchOS"]
      case .tvos: return ["tvOS"]
      case .visionos: return ["visionOS", "xrOS"]
      case .linux: return ["Linux"]
      }
    }

    /// Whether the platform is one of Apple's.
    public var isApple: Bool { self != .linux }
  }

  /// The target platform.
  public var platform: Platform
  /// The target architecture (`arch(...)`).
  public var architecture: String
  /// Names set with `-D` (`DEBUG` is not set unless given).
  public var defines: Set<String>
  /// The language mode for `swift(>=...)`.
  public var languageVersion: [Int]
  /// The compiler version for `compiler(>=...)`.
  public var compilerVersion: [Int]
  /// Whether `targetEnvironment(simulator)` holds.
  public var isSimulator: Bool
  /// Whether `targetEnvironment(macCatalyst)` holds.
  public var isMacCatalyst: Bool
  /// Modules `canImport(...)` reports as present; `nil` means the platform's defaults.
  public var importableModules: Set<String>?
  /// Features `hasFeature(...)` reports as enabled.
  public var features: Set<String>

  /// Creates a configuration; every parameter has the iOS default.
  public init(
    platform: Platform = .ios, architecture: String? = nil, defines: Set<String> = [],
    languageVersion: [Int] = [6, 0], compilerVersion: [Int] = [6, 2], isSimulator: Bool = false,
    isMacCatalyst: Bool = false, importableModules: Set<String>? = nil,
    features: Set<String> = [
      "StrictConcurrency", "ConciseMagicFile", "ForwardTrailingClosures", "BareSlashRegexLiterals",
      "DisableOutwardActorInference", "GlobalConcurrency", "ImportObjcForwardDeclarations", "InferSendableFromCaptures",
      "IsolatedDefaultValues", "RegionBasedIsolation", "DynamicActorIsolation", "NonfrozenEnumExhaustivity",
    ]
  ) {
    self.platform = platform
    self.architecture = architecture ?? (platform == .linux ? "x86_64" : "arm64")
    self.defines = defines
    self.languageVersion = languageVersion
    self.compilerVersion = compilerVersion
    self.isSimulator = isSimulator
    self.isMacCatalyst = isMacCatalyst
    self.importableModules = importableModules
    self.features = features
  }

  /// Whether `canImport(module)` holds.
  public func canImport(_ module: String) -> Bool {
    if let importableModules { return importableModules.contains(module) }
    return BuildConfiguration.defaultModules(for: platform).contains(module)
  }

  /// `defaultModules(for:)` of every platform, made once: building the set for each
  /// `canImport` cost about 30,000 instructions.
  private static let defaultModulesByPlatform: [Platform: Set<String>] = Dictionary(
    uniqueKeysWithValues: Platform.allCases.map { ($0, makeDefaultModules(for: $0)) })

  /// The modules importable by default on `platform`: the standard library overlays and the
  /// Apple frameworks App Intents code commonly checks for.
  public static func defaultModules(for platform: Platform) -> Set<String> {
    // Every platform has its entry.
    defaultModulesByPlatform[platform] ?? []
  }

  /// `defaultModules(for:)`, built.
  private static func makeDefaultModules(for platform: Platform) -> Set<String> {
    var modules: Set<String> = ["Swift", "Foundation", "Dispatch", "_Concurrency", "Observation", "RegexBuilder"]
    if platform == .linux {
      modules.formUnion(["Glibc", "FoundationEssentials", "FoundationNetworking", "XCTest", "Testing"])
      return modules
    }
    modules.formUnion([
      "Darwin", "AppIntents", "SwiftUI", "Combine", "CoreData", "CoreLocation", "MapKit", "SwiftData", "OSLog", "os",
      "CoreGraphics", "CoreImage", "AVFoundation", "Photos", "UserNotifications", "CloudKit", "StoreKit", "Intents",
      "CoreSpotlight", "UniformTypeIdentifiers", "CryptoKit", "Network", "HealthKit", "EventKit", "Contacts",
      "XCTest", "Testing",
    ])
    switch platform {
    case .ios:
      modules.formUnion(["UIKit", "WidgetKit", "ActivityKit", "AppClip", "IntentsUI", "CarPlay", "ARKit"])
    case .macos:
      modules.formUnion(["AppKit", "WidgetKit", "IntentsUI"])
    case .watchos:
      modules.formUnion(["WatchKit", "WidgetKit", "ClockKit"])
    case .tvos:
      modules.formUnion(["UIKit", "TVUIKit"])
    case .visionos:
      modules.formUnion(["UIKit", "RealityKit", "ARKit", "WidgetKit"])
    case .linux:
      break
    }
    return modules
  }
}
