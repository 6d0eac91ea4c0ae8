/// What the mapping needs to know beyond the model: the target's identity as Xcode's metadata
/// processor receives it on its command line (`--bundle-identifier`, `--platform-family`,
/// `--deployment-target`, `--xcode-version`).
public struct MappingOptions: Sendable, Hashable {
  /// The Xcode build written when none is given: `17F113`, the newest release build whose bundle
  /// the reference notes name (a `version.json` with `"toolsVersion": "17F113"`). The Xcode 27
  /// build they also name, `27A266a`, is a beta; pass it explicitly to get its extra keys.
  public static let defaultXcodeVersion = "17F113"

  /// The app's bundle identifier. Ordinary app bundles carry no bundle identifier
  /// (`effectiveBundleIdentifiers` is `[]` and `mangledTypeNameByBundleIdentifier` `{}` in every
  /// app file seen), so it is accepted for parity with Xcode and does not change the output.
  public var bundleIdentifier: String?
  /// The platform family (`ios`, `macos`, `watchos`, `tvos`, `visionos`); it decides `#if`
  /// before the model is built and does not otherwise change the output.
  public var platform: String
  /// The deployment target (`18.0`); accepted for parity with Xcode, not written.
  public var deploymentTarget: String?
  /// The Xcode build (`17F113`), written as `generator.version` and `toolsVersion`.
  public var xcodeVersion: String

  /// Options with Xcode's defaults for an iOS app.
  public init(
    bundleIdentifier: String? = nil, platform: String = "ios", deploymentTarget: String? = nil,
    xcodeVersion: String = MappingOptions.defaultXcodeVersion
  ) {
    self.bundleIdentifier = bundleIdentifier
    self.platform = platform
    self.deploymentTarget = deploymentTarget
    self.xcodeVersion = xcodeVersion
  }

  /// The Xcode generation of `xcodeVersion`: the number its build starts with (`17` for
  /// `17F113`, that is Xcode 26; `27` for `27A266a`), or `nil` when it does not start with one.
  public var buildTrain: Int? {
    Int(String(xcodeVersion.prefix { $0.isASCII && $0.isNumber }))
  }

  /// Whether entity records get the keys first seen in an Xcode 27 file (`entitySyncMetadata`
  /// and `typeSpecificMetadata`): builds numbered 27 and later.
  public var writesXcode27EntityKeys: Bool { (buildTrain ?? 0) >= 27 }

  /// Whether `text` looks like an Xcode build number: a number, an upper-case letter, digits, and
  /// optionally a lower-case letter (`17F113`, `16A5230g`, `27A266a`).
  public static func isValidXcodeVersion(_ text: String) -> Bool {
    var rest = Substring(text)
    let train = rest.prefix { $0.isASCII && $0.isNumber }
    guard !train.isEmpty else { return false }
    rest = rest.dropFirst(train.count)
    guard let letter = rest.first, letter.isASCII, letter.isUppercase else { return false }
    rest = rest.dropFirst()
    let build = rest.prefix { $0.isASCII && $0.isNumber }
    guard !build.isEmpty else { return false }
    rest = rest.dropFirst(build.count)
    if let suffix = rest.first, suffix.isASCII, suffix.isLowercase { rest = rest.dropFirst() }
    return rest.isEmpty
  }

  /// Whether `text` is a version such as `18`, `18.0` or `17.4.1`.
  public static func isValidDeploymentTarget(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return (1...3).contains(parts.count)
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }
}
