// swift-tools-version:6.0
// A package that checks its App Intents code on every build with the appintents build-tool
// plugin. The dependency path points at the appintents repository (this folder is
// Fixtures/PluginSample in it); the integration test copies the package and writes an
// absolute path here.
import PackageDescription

let package = Package(
  name: "PluginSample",
  dependencies: [
    .package(name: "appintents", path: "../..")
  ],
  targets: [
    // On Apple platforms `import AppIntents` is Apple's framework; on Linux this small
    // stand-in declares the few types the sample uses, so the package builds anywhere.
    .target(name: "AppIntents"),
    .target(
      name: "CoffeeIntents",
      dependencies: ["AppIntents"],
      plugins: [.plugin(name: "AppIntentsBuildToolPlugin", package: "appintents")]
    ),
  ]
)
