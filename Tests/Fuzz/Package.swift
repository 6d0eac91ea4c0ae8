// swift-tools-version:6.0
// The libFuzzer targets of appintents: a nested package, so that the root package's `swift build`
// and `swift test` never see executables without a `main` (they link only with
// `--sanitize=fuzzer`). Build and run them with `run.sh` (see docs/reliability.md).
import PackageDescription

/// The root package's identity is the name of its folder (e.g. `appintents`, or a worktree's
/// name), so it is derived from where this manifest sits: `<root>/Tests/Fuzz/Package.swift`.
let rootPackage: String = {
  let components = Context.packageDirectory.split(separator: "/")
  return components.count >= 3 ? String(components[components.count - 3]) : "appintents"
}()

let swiftSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]
let library: Target.Dependency = .product(name: "AppIntentsFuzzing", package: rootPackage)

let package = Package(
  name: "appintents-fuzz",
  dependencies: [.package(path: "../..")],
  targets: [
    .target(name: "FuzzHarness", dependencies: [library], swiftSettings: swiftSettings),
    // One executable per fuzz target; each is a single `LLVMFuzzerTestOneInput`.
    .executableTarget(name: "FuzzLexer", dependencies: ["FuzzHarness", library], swiftSettings: swiftSettings),
    .executableTarget(name: "FuzzParser", dependencies: ["FuzzHarness", library], swiftSettings: swiftSettings),
    .executableTarget(name: "FuzzEvaluator", dependencies: ["FuzzHarness", library], swiftSettings: swiftSettings),
    .executableTarget(name: "FuzzPipeline", dependencies: ["FuzzHarness", library], swiftSettings: swiftSettings),
  ]
)
