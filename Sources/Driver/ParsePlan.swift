/// Which files of a module skim-then-parse parses, and how much of each
/// (`RelevantFiles.Selection`, by path): what `ModuleLoader` is asked to load.
public struct ParsePlan: Sendable, Equatable {
  /// The files to parse, in path order.
  public var needed: [String]
  /// The files of `needed` kept for the names they declare: parsed without function bodies and
  /// without the file-level declarations that declare none of `keptNames`.
  public var withoutBodies: Set<String>
  /// The files of `needed` kept for their roles: parsed with their bodies, without the
  /// file-level declarations that declare none of `keptNames`.
  public var withoutUnneededDeclarations: Set<String>
  /// The names that keep a file-level declaration of those files from being skipped.
  public var keptNames: Set<String>
  /// The names whose kept file-level declarations in `withoutUnneededDeclarations` are read
  /// with their bodies; the other kept ones are read for their names alone.
  public var bodyNames: Set<String>

  /// Creates a plan.
  public init(
    needed: [String] = [], withoutBodies: Set<String> = [], withoutUnneededDeclarations: Set<String> = [],
    keptNames: Set<String> = [], bodyNames: Set<String> = []
  ) {
    self.needed = needed
    self.withoutBodies = withoutBodies
    self.withoutUnneededDeclarations = withoutUnneededDeclarations
    self.keptNames = keptNames
    self.bodyNames = bodyNames
  }
}

extension ModuleLoader {
  /// Reads and parses the files of `plan` as it says (`load(_:contents:skippingBodies:
  /// skippingDeclarations:keeping:keepingBodiesOf:)`).
  public func load(_ plan: ParsePlan, contents: [String: [UInt8]] = [:]) -> Loaded {
    load(
      plan.needed, contents: contents, skippingBodies: plan.withoutBodies,
      skippingDeclarations: plan.withoutUnneededDeclarations, keeping: plan.keptNames,
      keepingBodiesOf: plan.bodyNames)
  }
}
