import Driver
import Foundation

/// `--cache-dir DIR` and `--no-cache`, shared by the commands that use the run cache.
enum CacheOptions {
  static let options: [OptionSpec] = [
    OptionSpec(
      "cache-dir", arity: .single, valueName: "DIR",
      help: "Keep the run cache in DIR (default: ~/.cache/appintents, ~/Library/Caches/appintents on macOS)."),
    OptionSpec("no-cache", help: "Neither read nor write the run cache."),
  ]

  /// The cache the options select, or `nil` with `--no-cache` or without a home folder; the
  /// default folder is found in `environment` (only `HOME` and `XDG_CACHE_HOME` are read, and
  /// only without `--cache-dir`: building the process's whole environment dictionary cost a
  /// warm run 0.4 M instructions).
  static func cache(_ arguments: ParsedArguments, environment: ProcessEnvironment = .current) -> RunCache? {
    if arguments.flag("no-cache") { return nil }
    let explicit = arguments.value("cache-dir").flatMap { $0.isEmpty ? nil : $0 }
    guard
      let root = explicit
        ?? RunCache.defaultRoot(
          environment: ["HOME", "XDG_CACHE_HOME"].reduce(into: [:]) { variables, name in
            variables[name] = environment[name]
          })
    else {
      return nil
    }
    return RunCache(root: root, stamp: BuildStamp.current(version: ToolVersion.current))
  }
}
