import Model
import Syntax

/// `@available` facts for the platform being linted: which names denote it and the version a
/// type is introduced in, counting the `@available` of the types around it.
struct PlatformAvailability {
  /// The platform being linted.
  let platform: BuildConfiguration.Platform
  /// The index, for the enclosing types' attributes.
  let index: ModuleIndex

  /// The platform's name as `@available` spells it (`iOS`).
  var name: String {
    switch platform {
    case .ios: return "iOS"
    case .macos: return "macOS"
    case .watchos: return "watchOS"
    case .tvos: return "tvOS"
    case .visionos: return "visionOS"
    case .linux: return "Linux"
    }
  }

  /// Whether an `@available` or `#available` platform name denotes the platform (application
  /// extension variants included).
  func matches(_ written: String) -> Bool {
    let base = written.hasSuffix("ApplicationExtension") ? String(written.dropLast(20)) : written
    return platform.osNames.contains(base)
  }

  /// The highest version the type, or a type enclosing it, is introduced in on the platform;
  /// `nil` when no `@available` names the platform with a version.
  func introduced(_ type: TypeIdentity) -> [Int]? {
    var path = TypeNames.path(of: type.qualifiedName)
    if path.first == index.moduleName { path.removeFirst() }
    var entries = type.availability
    if path.count > 1 {
      for length in 1..<path.count {
        if let outer = index.type(Array(path.prefix(length))) {
          entries += AvailabilityReader.read(outer.node.attributes)
        }
      }
    }
    var highest: [Int]?
    for entry in entries where matches(entry.platform) {
      guard let version = entry.introduced.flatMap(LintOptions.version) else { continue }
      if highest.map({ LintOptions.compare(version, $0) > 0 }) ?? true { highest = version }
    }
    return highest
  }

  /// `[18]` as `18.0`, `[17, 4]` as `17.4`.
  static func text(_ version: [Int]) -> String {
    (version.count == 1 ? version + [0] : version).map(String.init).joined(separator: ".")
  }
}
