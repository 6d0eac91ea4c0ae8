import Diagnostics
import Evaluator
import Model
import Source
import Syntax

/// What a rule sees: the module's model and index, the lint options, and helpers to make
/// diagnostics at model locations.
public struct RuleContext: Sendable {
  /// The extracted model.
  public let model: AppIntentsModel
  /// The index the model was built from (types, members, syntax trees).
  public let index: ModuleIndex
  /// The options the run was given.
  public let options: LintOptions
  /// Positions in `model.intents` by qualified name, the first of each name: the rules look an
  /// intent up for every App Shortcut, and a walk over every intent made n shortcuts of n
  /// intents cost n^2.
  private let intentPositions: [String: Int]
  /// Positions in `model.enums` by qualified name, the first of each name.
  private let enumPositions: [String: Int]
  /// Positions in `index.files` by path, the first of each path.
  private let filePositions: [String: Int]

  /// Creates a context.
  public init(model: AppIntentsModel, index: ModuleIndex, options: LintOptions) {
    self.model = model
    self.index = index
    self.options = options
    intentPositions = Self.firstPositions(model.intents.map(\.type.qualifiedName))
    enumPositions = Self.firstPositions(model.enums.map(\.type.qualifiedName))
    filePositions = Self.firstPositions(index.files.map(\.file.path))
  }

  /// The position of the first occurrence of each key.
  private static func firstPositions(_ keys: [String]) -> [String: Int] {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(keys.count)
    for (position, key) in keys.enumerated() where positions[key] == nil { positions[key] = position }
    return positions
  }

  /// A diagnostic of `rule` at `location`, `length` bytes long, with the rule's default severity.
  public func diagnostic(
    _ rule: RuleID, _ message: String, at location: ModelLocation, length: Int = 0, notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    Diagnostic(
      id: rule.diagnosticID, severity: RuleRegistry.descriptor(of: rule).defaultSeverity, message: message,
      path: location.file, range: ByteRange(start: location.offset, length: length), notes: notes)
  }

  /// A diagnostic of `rule` covering the value `value`, which was found in `file`.
  public func diagnostic(_ rule: RuleID, _ message: String, value: ModelValue, in file: String) -> Diagnostic {
    Diagnostic(
      id: rule.diagnosticID, severity: RuleRegistry.descriptor(of: rule).defaultSeverity, message: message,
      path: file, range: value.constant.range)
  }

  /// A diagnostic of `rule` covering a property's value (or its name when the value has no
  /// range of its own).
  public func diagnostic(_ rule: RuleID, _ message: String, property: PropertyModel) -> Diagnostic {
    let range = property.value.constant.range
    if range.isEmpty {
      return diagnostic(rule, message, at: property.location, length: property.name.utf8.count)
    }
    return diagnostic(rule, message, value: property.value, in: property.location.file)
  }

  /// The intent with the qualified name `qualifiedName`.
  public func intent(qualifiedName: String) -> IntentModel? {
    intentPositions[qualifiedName].map { model.intents[$0] }
  }

  /// The App Enum with the qualified name `qualifiedName`.
  public func appEnum(qualifiedName: String) -> EnumModel? {
    enumPositions[qualifiedName].map { model.enums[$0] }
  }

  /// The intent an App Shortcut runs, when it is in the scanned sources.
  public func intent(of shortcut: AppShortcutModel) -> IntentModel? {
    shortcut.qualifiedIntentType.flatMap { intent(qualifiedName: $0) }
  }

  /// The parsed file at `path`.
  public func file(_ path: String) -> ParsedFile? {
    filePositions[path].map { index.files[$0] }
  }

  /// The syntax node of the type declaration of `type`.
  public func declaration(of type: TypeIdentity) -> TypeDeclaration? {
    var path = TypeNames.path(of: type.qualifiedName)
    if path.first == index.moduleName { path.removeFirst() }
    return index.type(path)
  }
}

/// Options of a lint run that rules read.
public struct LintOptions: Sendable, Hashable {
  /// The platform being built for.
  public var platform: BuildConfiguration.Platform
  /// The deployment target (`[17, 0]`), when known.
  public var deploymentTarget: [Int]?

  /// Creates options.
  public init(platform: BuildConfiguration.Platform = .ios, deploymentTarget: [Int]? = nil) {
    self.platform = platform
    self.deploymentTarget = deploymentTarget
  }

  /// Parses a version such as `17.0` or `16`.
  public static func version(_ text: String) -> [Int]? {
    let parts = text.split(separator: ".").map { Int($0) }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
    return parts.compactMap { $0 }
  }

  /// Whether the deployment target is known and below `version`.
  public func deploymentTargetIsBelow(_ version: [Int]) -> Bool {
    guard let deploymentTarget else { return false }
    return LintOptions.compare(deploymentTarget, version) < 0
  }

  /// `-1`, `0` or `1` as `lhs` is below, equal to or above `rhs` (missing parts count as 0).
  public static func compare(_ lhs: [Int], _ rhs: [Int]) -> Int {
    for index in 0..<max(lhs.count, rhs.count) {
      let left = index < lhs.count ? lhs[index] : 0
      let right = index < rhs.count ? rhs[index] : 0
      if left != right { return left < right ? -1 : 1 }
    }
    return 0
  }
}
