// swift-tools-version:6.0
// appintents: a static analyzer and metadata extractor for Apple's App Intents.
// No package dependencies: only the toolchain (stdlib, Foundation, Dispatch, Swift Testing).
import PackageDescription

let swiftSettings: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
  name: "appintents",
  products: [
    .executable(name: "appintents", targets: ["AppIntentsCommand"]),
    .executable(name: "appintents-bench", targets: ["Benchmark"]),
    // SwiftPM plugins, thin shims around the executable (docs/ci.md).
    .plugin(name: "AppIntentsBuildToolPlugin", targets: ["AppIntentsBuildToolPlugin"]),
    .plugin(name: "AppIntentsLintCommandPlugin", targets: ["AppIntentsLintCommandPlugin"]),
    .plugin(name: "AppIntentsExtractCommandPlugin", targets: ["AppIntentsExtractCommandPlugin"]),
    // For the fuzzers in Tests/Fuzz (a nested package), which can only link products.
    .library(name: "AppIntentsFuzzing", targets: ["Source", "Diagnostics", "Syntax", "CLI", "Invariants"]),
  ],
  targets: [
    // Layering (lower never imports higher): Source <- Diagnostics <- Syntax <- ... <- Driver <- CLI.
    .target(name: "Source", swiftSettings: swiftSettings),
    .target(name: "Diagnostics", dependencies: ["Source"], swiftSettings: swiftSettings),
    .systemLibrary(name: "GlibcScheduling"),
    .target(name: "Syntax", dependencies: ["Source", "Diagnostics", "GlibcScheduling"], swiftSettings: swiftSettings),
    .target(name: "Evaluator", dependencies: ["Source", "Syntax"], swiftSettings: swiftSettings),
    .target(
      name: "Model", dependencies: ["Source", "Diagnostics", "Syntax", "Evaluator"], swiftSettings: swiftSettings),
    .target(
      name: "Rules", dependencies: ["Source", "Diagnostics", "Syntax", "Evaluator", "Model"],
      swiftSettings: swiftSettings),
    .target(name: "Metadata", swiftSettings: swiftSettings),
    .target(
      name: "BundleMapping",
      dependencies: ["Source", "Diagnostics", "Syntax", "Evaluator", "Model", "Metadata"],
      swiftSettings: swiftSettings),
    .target(name: "Reporting", dependencies: ["Source", "Diagnostics"], swiftSettings: swiftSettings),
    .target(name: "Configuration", dependencies: ["Source", "Diagnostics"], swiftSettings: swiftSettings),
    .target(
      name: "FindingFilters", dependencies: ["Source", "Diagnostics", "Syntax"], swiftSettings: swiftSettings),
    // glibc's `malloc_trim`, which Swift's Glibc module does not import (a header, nothing
    // compiled).
    .systemLibrary(name: "GlibcMalloc"),
    .target(
      name: "Driver",
      dependencies: [
        "Source", "Diagnostics", "Syntax", "Evaluator", "Model", "Rules", "Metadata", "BundleMapping",
        "FindingFilters", "Configuration", "GlibcMalloc",
      ],
      swiftSettings: swiftSettings),
    .target(
      name: "CLI",
      dependencies: [
        "Source", "Diagnostics", "Syntax", "Model", "Rules", "Driver", "Metadata", "BundleMapping", "Reporting",
        "Configuration", "FindingFilters",
      ],
      swiftSettings: swiftSettings),
    // link-order.txt: the Makefile's linker ordering file (docs/performance.md, "Code layout").
    .executableTarget(
      name: "AppIntentsCommand", dependencies: ["CLI"], exclude: ["link-order.txt"], swiftSettings: swiftSettings),
    .executableTarget(
      name: "Benchmark", dependencies: ["Source", "Syntax", "Model", "Rules", "Driver"], swiftSettings: swiftSettings),
    .plugin(name: "AppIntentsBuildToolPlugin", capability: .buildTool(), dependencies: ["AppIntentsCommand"]),
    .plugin(
      name: "AppIntentsLintCommandPlugin",
      capability: .command(
        intent: .custom(verb: "appintents-lint", description: "Lint the App Intents code of the package's targets.")),
      dependencies: ["AppIntentsCommand"]),
    .plugin(
      name: "AppIntentsExtractCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "appintents-extract", description: "Write each target's Metadata.appintents bundle.")),
      dependencies: ["AppIntentsCommand"]),
    .target(
      name: "Invariants",
      dependencies: [
        "Source", "Diagnostics", "Syntax", "Evaluator", "Model", "Rules", "Metadata", "BundleMapping", "Driver", "CLI",
      ],
      swiftSettings: swiftSettings),
    .target(name: "TestSupport", dependencies: ["Source", "Diagnostics", "Syntax"], swiftSettings: swiftSettings),
    .testTarget(
      name: "SyntaxTests",
      dependencies: ["Source", "Diagnostics", "Syntax", "Invariants", "TestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(name: "MetadataTests", dependencies: ["Metadata", "TestSupport"], swiftSettings: swiftSettings),
    .testTarget(
      name: "ReportingTests",
      dependencies: ["Source", "Diagnostics", "Reporting", "TestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "ConfigurationTests", dependencies: ["Configuration", "FindingFilters", "Driver", "TestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ModelTests",
      dependencies: ["Source", "Syntax", "Evaluator", "Model", "Driver", "Metadata", "TestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "DriverTests",
      dependencies: ["Source", "Diagnostics", "Syntax", "Model", "Rules", "Driver", "TestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "RulesTests",
      dependencies: ["Source", "Diagnostics", "Syntax", "Model", "Rules", "Driver", "TestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "BundleMappingTests",
      dependencies: [
        "Source", "Diagnostics", "Syntax", "Evaluator", "Model", "Metadata", "BundleMapping", "Driver", "TestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(name: "ConstExtractionTests", dependencies: ["TestSupport"], swiftSettings: swiftSettings),
    .testTarget(
      name: "BenchmarkTests", dependencies: ["Benchmark", "Source", "Syntax", "Model", "Driver"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "CLITests",
      dependencies: ["CLI", "Invariants", "TestSupport"],
      swiftSettings: swiftSettings
    ),
    .testTarget(name: "IntegrationTests", dependencies: ["CLI", "TestSupport"], swiftSettings: swiftSettings),
  ]
)
