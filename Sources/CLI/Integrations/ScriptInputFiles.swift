import Foundation

/// The Swift files an Xcode Run Script phase declares as inputs, read from the variables Xcode
/// sets for the script (`--use-script-input-files`).
///
/// Xcode passes each entry of the phase's "Input Files" as `SCRIPT_INPUT_FILE_0` ...
/// `SCRIPT_INPUT_FILE_<n-1>` with `SCRIPT_INPUT_FILE_COUNT = n`, and each "Input File List"
/// (`.xcfilelist`, one path per line, build settings already resolved) as
/// `SCRIPT_INPUT_FILE_LIST_0` ... with `SCRIPT_INPUT_FILE_LIST_COUNT`. With
/// `ENABLE_USER_SCRIPT_SANDBOXING` the script may read only these declared files, so the tool
/// must take its sources from here rather than walk the project folder.
///
/// Only entries ending in `.swift` are returned: other declared inputs (the configuration
/// file, the lists themselves) are there for the sandbox and for dependency analysis. In a
/// list, blank lines and lines starting with `#` are skipped and each line is trimmed of
/// surrounding whitespace. Xcode hands over lists and paths with build settings already
/// resolved; for lists written by hand or by other generators, `$(NAME)` and `${NAME}` are
/// replaced by the variable's value when it is set (`$(SRCROOT)/App/Intent.swift`). Relative paths are kept as they are (relative to the working
/// directory, which Xcode sets to the project folder). The order is the declared order, with
/// repeated paths kept once.
public enum ScriptInputFiles {
  /// Why the declared inputs cannot be read.
  public enum Failure: Error, Equatable, Sendable {
    /// Neither `SCRIPT_INPUT_FILE_COUNT` nor `SCRIPT_INPUT_FILE_LIST_COUNT` is set.
    case notInScriptPhase
    /// A count variable is not a non-negative integer.
    case invalidCount(variable: String, value: String)
    /// A variable the count promises is not set.
    case missingVariable(String)
    /// An input file list cannot be read.
    case unreadableList(path: String)

    /// One line for standard error.
    public var message: String {
      switch self {
      case .notInScriptPhase:
        "--use-script-input-files: neither SCRIPT_INPUT_FILE_COUNT nor SCRIPT_INPUT_FILE_LIST_COUNT is set "
          + "(Xcode sets them in a Run Script phase with declared input files)"
      case .invalidCount(let variable, let value):
        "--use-script-input-files: \(variable) is '\(value)', not a number"
      case .missingVariable(let name):
        "--use-script-input-files: \(name) is not set"
      case .unreadableList(let path):
        "cannot read input file list '\(path)'"
      }
    }

    /// The exit code: a list that cannot be read is an I/O error, everything else a usage error.
    public var exitCode: ExitCode {
      if case .unreadableList = self { return .ioError }
      return .usage
    }
  }

  /// The option that turns this on, shared by `lint` and `extract`.
  static let option = OptionSpec(
    "use-script-input-files",
    help: "Also check the Swift files Xcode declares (SCRIPT_INPUT_FILE_n, SCRIPT_INPUT_FILE_LIST_n).")

  /// The module Xcode is building (`PRODUCT_MODULE_NAME`), the default module name when the
  /// sources come from a script phase; `nil` when unset or empty.
  public static func moduleName(in environment: ProcessEnvironment) -> String? {
    environment["PRODUCT_MODULE_NAME"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The declared Swift inputs, in declared order without repeats.
  ///
  /// - Parameters:
  ///   - environment: Where the `SCRIPT_INPUT_FILE_*` variables are read.
  ///   - readFile: Reads an input file list as text; `nil` when it cannot be read.
  public static func paths(
    in environment: ProcessEnvironment,
    readFile: (String) -> String? = { path in
      FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
  ) -> Result<[String], Failure> {
    let fileCount: Int?
    let listCount: Int?
    switch (count("SCRIPT_INPUT_FILE_COUNT", environment), count("SCRIPT_INPUT_FILE_LIST_COUNT", environment)) {
    case (.failure(let failure), _), (_, .failure(let failure)): return .failure(failure)
    case (.success(let files), .success(let lists)):
      fileCount = files
      listCount = lists
    }
    guard fileCount != nil || listCount != nil else { return .failure(.notInScriptPhase) }
    var declared: [String] = []
    for index in 0..<(fileCount ?? 0) {
      let name = "SCRIPT_INPUT_FILE_\(index)"
      guard let path = environment[name] else { return .failure(.missingVariable(name)) }
      declared.append(expand(path, environment))
    }
    for index in 0..<(listCount ?? 0) {
      let name = "SCRIPT_INPUT_FILE_LIST_\(index)"
      guard let listPath = environment[name] else { return .failure(.missingVariable(name)) }
      guard let text = readFile(listPath) else { return .failure(.unreadableList(path: listPath)) }
      declared += entries(ofList: text).map { expand($0, environment) }
    }
    var seen = Set<String>()
    return .success(declared.filter { $0.hasSuffix(".swift") && seen.insert($0).inserted })
  }

  /// The paths in the text of an input file list.
  static func entries(ofList text: String) -> [String] {
    text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
  }

  /// `text` with `$(NAME)` and `${NAME}` replaced by the values of set variables.
  static func expand(_ text: String, _ environment: ProcessEnvironment) -> String {
    guard text.contains("$") else { return text }
    var result = ""
    var rest = Substring(text)
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let afterDollar = rest.index(after: dollar)
      guard afterDollar < rest.endIndex, let close = closer(of: rest[afterDollar]),
        let end = rest[afterDollar...].firstIndex(of: close)
      else {
        result.append("$")
        rest = rest[afterDollar...]
        continue
      }
      let name = String(rest[rest.index(after: afterDollar)..<end])
      if isVariableName(name), let value = environment[name] {
        result += value
      } else {
        result += rest[dollar...end]
      }
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  private static func closer(of opener: Character) -> Character? {
    switch opener {
    case "(": ")"
    case "{": "}"
    default: nil
    }
  }

  private static func isVariableName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic)
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
    }
  }

  /// The value of a count variable: `nil` when unset.
  private static func count(_ name: String, _ environment: ProcessEnvironment) -> Result<Int?, Failure> {
    guard let text = environment[name] else { return .success(nil) }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let value = Int(trimmed), value >= 0 else { return .failure(.invalidCount(variable: name, value: text)) }
    return .success(value)
  }
}
