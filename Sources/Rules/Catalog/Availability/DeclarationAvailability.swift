import Model
import Syntax

/// The availability a declaration has on the linted platform: the `@available` attributes of the
/// declaration itself and of every type or extension that encloses it.
///
/// Only the linted platform's entries count (`iOS` when linting for iOS), plus `*` entries that
/// make the declaration unavailable everywhere. The highest `introduced` version wins, as in the
/// compiler, where an inner declaration cannot be more available than its context.
struct DeclarationAvailability {
  /// The highest version introduced for the platform, if any entry gives one.
  var introduced: [Int]?
  /// Whether the declaration (or its context) is unavailable on the platform.
  var isUnavailable: Bool

  /// The availability of `node` (a type, extension, property or function declaration) and its
  /// enclosing declarations on `platform`. `iOSApplicationExtension`-style entries count too: the
  /// tool cannot tell an extension target from an app, and counting them never adds a finding.
  init(of node: SyntaxNode, on platform: BuildConfiguration.Platform) {
    introduced = nil
    isUnavailable = false
    let names = platform.osNames.union(platform.osNames.map { $0 + "ApplicationExtension" })
    var current: SyntaxNode? = node
    while let declaration = current {
      for entry in AvailabilityReader.read(declaration.attributes) {
        if entry.platform == "*" {
          if entry.isUnavailable { isUnavailable = true }
          continue
        }
        guard names.contains(entry.platform) else { continue }
        if entry.isUnavailable { isUnavailable = true }
        if let text = entry.introduced, let version = LintOptions.version(text),
          introduced.map({ LintOptions.compare(version, $0) > 0 }) ?? true
        {
          introduced = version
        }
      }
      current = declaration.ancestor(Self.enclosingKinds)
    }
  }

  /// Whether code here may use an API introduced in `version`: the declaration is annotated with
  /// that version or a higher one, or is unavailable on the platform.
  func covers(_ version: [Int]) -> Bool {
    if isUnavailable { return true }
    guard let introduced else { return false }
    return LintOptions.compare(introduced, version) >= 0
  }

  /// Declarations whose `@available` applies to what they contain.
  static let enclosingKinds: Set<SyntaxKind> = [
    .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
  ]

  /// The name `@available` uses for `platform` (`iOS`, `macOS`, ...).
  static func platformName(_ platform: BuildConfiguration.Platform) -> String {
    switch platform {
    case .ios: return "iOS"
    case .macos: return "macOS"
    case .watchos: return "watchOS"
    case .tvos: return "tvOS"
    case .visionos: return "visionOS"
    case .linux: return "Linux"
    }
  }

  /// `16.0` for `[16]`, `17.4` for `[17, 4]`: a version as written in messages.
  static func versionText(_ version: [Int]) -> String {
    let parts = version.count == 1 ? version + [0] : version
    return parts.map(String.init).joined(separator: ".")
  }
}

/// The first OS version of each platform where an App Intents feature exists.
struct PlatformVersions {
  /// iOS and iPadOS.
  var ios: [Int]
  /// macOS.
  var macos: [Int]
  /// watchOS.
  var watchos: [Int]
  /// tvOS.
  var tvos: [Int]
  /// visionOS.
  var visionos: [Int]

  /// The version on `platform`, or `nil` where App Intents does not exist (Linux).
  func version(on platform: BuildConfiguration.Platform) -> [Int]? {
    switch platform {
    case .ios: return ios
    case .macos: return macos
    case .watchos: return watchos
    case .tvos: return tvos
    case .visionos: return visionos
    case .linux: return nil
    }
  }

  /// The App Intents framework (iOS 16, macOS 13, watchOS 9, tvOS 16, visionOS 1).
  static let appIntents = PlatformVersions(
    ios: [16, 0], macos: [13, 0], watchos: [9, 0], tvos: [16, 0], visionos: [1, 0])
  /// App Intents schema macros such as `@AppIntent(schema:)` (iOS 18, macOS 15, watchOS 11,
  /// tvOS 18, visionOS 2).
  static let schemaMacros = PlatformVersions(
    ios: [18, 0], macos: [15, 0], watchos: [11, 0], tvos: [18, 0], visionos: [2, 0])
  /// `supportedModes` and `IntentModes`, and the deprecation of `openAppWhenRun` (26 everywhere).
  static let intentModes = PlatformVersions(
    ios: [26, 0], macos: [26, 0], watchos: [26, 0], tvos: [26, 0], visionos: [26, 0])
}
