import Foundation

/// The App Intents stub (`Tests/AppIntentsStub/`), compiled into modules the compiler can import.
///
/// The stub folder holds three module sources and one plugin: the `.swift` files directly in the folder
/// form the module `AppIntents`; `SwiftUI/` and `UniformTypeIdentifiers/` are tiny modules of the same
/// names; `MacroPlugin/` is an executable that expands Apple's App Intents macros to nothing. The
/// modules are compiled in Swift 6 language mode with warnings as errors, so the stub stays
/// concurrency-clean.
package struct AppIntentsStubBuild: Sendable {
  /// The folder of the stub's sources.
  package static let sourceRoot = FixturePaths.packageRoot.appendingPathComponent("Tests/AppIntentsStub")
  /// The module the stub's macro declarations name in `#externalMacro`.
  package static let macroModuleName = "AppIntentsStubMacros"
  /// The small stub modules compiled before `AppIntents`, in dependency order.
  package static let supportModules = ["SwiftUI", "UniformTypeIdentifiers"]

  /// The protocols whose conformers the compiler reports: Xcode's default list, from swift-build's
  /// `SWIFT_EMIT_CONST_VALUE_PROTOCOLS` (see the reference notes, section 1.1).
  package static let xcodeProtocols = [
    "AppIntent", "EntityQuery", "AppEntity", "TransientEntity", "AppEnum", "AppShortcutProviding",
    "AppShortcutsProvider", "AnyResolverProviding", "AppIntentsPackage", "DynamicOptionsProvider",
    "_IntentValue", "_AssistantIntentsProvider", "_GenerativeFunctionExtractable", "IntentValueQuery", "Resolver",
    "AppExtension", "ExtensionPointDefining",
  ]

  /// The folder holding the compiled `.swiftmodule` files: the `-I` for fixtures.
  package let moduleDirectory: URL
  /// The compiled no-op macro plugin.
  package let macroPlugin: URL
  /// The JSON protocol list for `-const-gather-protocols-file`.
  package let protocolList: URL

  /// The `-load-plugin-executable` argument for the macro plugin.
  package var pluginArgument: String { "\(macroPlugin.path)#\(Self.macroModuleName)" }

  /// Compiles the plugin, the support modules and `AppIntents` into `directory`.
  package static func build(
    swiftc: URL, sources: URL = sourceRoot, into directory: URL, timeout: TimeInterval
  ) -> Result<AppIntentsStubBuild, ConstValueOracleError> {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let protocolList = directory.appendingPathComponent("const-protocols.json")
      let encoder = JSONEncoder()
      try encoder.encode(xcodeProtocols).write(to: protocolList)

      let plugin = directory.appendingPathComponent("NoOpMacroPlugin")
      let pluginSources = try swiftFiles(in: sources.appendingPathComponent("MacroPlugin"))
      try compile(swiftc, ["-parse-as-library"] + pluginSources + ["-o", plugin.path], "macro plugin", timeout)

      let pluginArgument = "\(plugin.path)#\(macroModuleName)"
      let steps = supportModules.map { ($0, sources.appendingPathComponent($0)) } + [("AppIntents", sources)]
      for (module, folder) in steps {
        let arguments =
          [
            "-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
            "-I", directory.path, "-load-plugin-executable", pluginArgument,
            "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
          ] + (try swiftFiles(in: folder))
        try compile(swiftc, arguments, "stub module \(module)", timeout)
      }
      return .success(AppIntentsStubBuild(moduleDirectory: directory, macroPlugin: plugin, protocolList: protocolList))
    } catch let error as ConstValueOracleError {
      return .failure(error)
    } catch {
      return .failure(.stubBuildFailed("cannot prepare \(directory.path): \(error)"))
    }
  }

  /// The `.swift` files directly inside `folder`, sorted.
  private static func swiftFiles(in folder: URL) throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let files = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    guard !files.isEmpty else { throw ConstValueOracleError.stubBuildFailed("no Swift files in \(folder.path)") }
    return files
  }

  private static func compile(_ swiftc: URL, _ arguments: [String], _ what: String, _ timeout: TimeInterval) throws {
    let outcome = ProcessRunner.run(swiftc, arguments: arguments, timeout: timeout)
    guard outcome.succeeded else {
      throw ConstValueOracleError.stubBuildFailed("\(what) does not compile:\n\(outcome.diagnostics)")
    }
  }
}
