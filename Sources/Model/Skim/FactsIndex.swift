import Source
import Syntax

/// The module's type graph built from skim facts alone: active declaration headers of every
/// file, with `#if` clauses evaluated for a build configuration.
public struct FactsIndex: TypeGraph {
  /// The module's name.
  public let moduleName: String
  /// The facts of every file, in file order.
  public private(set) var files: [FileFacts] = []
  /// Active nominal types and protocols by dotted path (first declaration wins), with the path
  /// as components (a raw identifier may hold a dot, so the key is not split again).
  public private(set) var types:
    [String: (kind: TypeDeclaration.Kind, inherited: [String], file: Int, path: [String])] = [:]
  /// Nominal types in discovery order.
  public private(set) var typeOrder: [String] = []
  /// The keys of `types` that are protocols, in discovery order: the selection reads the
  /// module's protocols, a tenth of its types, without reading every type.
  private(set) var protocolKeys: [String] = []
  /// Active typealiases by dotted path, with the alias's name.
  public private(set) var aliases: [String: (aliased: String, file: Int, name: String)] = [:]
  /// Active extensions: extended path as written, inheritance and file.
  public private(set) var extensionHeaders: [(path: [String], inherited: [String], file: Int)] = []
  /// Active top-level functions: name and file.
  public private(set) var functions: [(name: String, file: Int)] = []
  /// Attributes of active type declarations that have any, by dotted path (most have none,
  /// and are not entered).
  public private(set) var attributes: [String: [String]] = [:]
  /// Indices into `extensionHeaders` by the dotted path of the module type (or typealias) each
  /// extends, in file order; extensions of types the module does not declare are left out.
  private var extensionsByPath: [String: [(index: Int, resolved: [String])]] = [:]
  /// The indices into `extensionHeaders` of the extensions whose extended type was not yet
  /// declared when they were entered: `resolveExtensions` resolves them once every file is in.
  private var unresolvedExtensions: [Int] = []
  /// The `NameHashFilter` slot of every name of every declaration's path (active or not), file
  /// after file: `declaredNameSlots(ofFile:)`.
  private var nameSlots: [UInt16] = []
  /// Where each file's names end in `nameSlots`.
  private var nameSlotEnds: [Int] = []
  /// Where each declaration's names end in `nameSlots`, declaration after declaration of every
  /// file: `declarations(ofFile:mayNameAnyOf:)`.
  private var declarationSlotEnds: [Int] = []
  /// Where each file's declarations end in `declarationSlotEnds`.
  private var fileDeclarationEnds: [Int] = []
  /// The inheritance slots of each type of `typeOrder`, in that order.
  private(set) var typeInheritance = InheritanceSlots()
  /// The inheritance slots of each extension of `extensionHeaders`, in that order.
  private(set) var extensionHeaderInheritance = InheritanceSlots()
  /// Every extension of every file, under an active `#if` clause or not, that has an
  /// inheritance clause: its file and its position among the file's declarations.
  private(set) var inheritingExtensions: [(file: Int, position: Int)] = []
  /// The inheritance slots of each extension of `inheritingExtensions`, in that order.
  private(set) var inheritingExtensionInheritance = InheritanceSlots()

  /// Builds the index from `files`, evaluating `#if` with `ifConfig`.
  public init(moduleName: String, files: [FileFacts], ifConfig: IfConfigEvaluator) {
    var builder = Builder(moduleName: moduleName, ifConfig: ifConfig)
    for file in files { builder.add(file) }
    self = builder.finish(files: files)
  }

  /// An index built one file at a time, in file order (the skim adds each file as soon as the
  /// files before it are skimmed); `finish` gives exactly the index of all the files at once.
  public struct Builder: Sendable {
    private var index: FactsIndex
    private var conditions: ConditionCache
    /// The number of files added.
    private var fileCount = 0

    /// An empty index of the module `moduleName`, evaluating `#if` with `ifConfig`, with room
    /// for the `fileCount` files it will hold. Grown by doubling, the per-file arrays were
    /// copied into fresh memory a dozen times, each copy's pages faulted in anew (about 2 µs a
    /// page on the benchmark's host, where the synthetic 20 MB corpus has 2,020 files).
    public init(moduleName: String, ifConfig: IfConfigEvaluator, fileCount: Int = 0) {
      index = FactsIndex(moduleName: moduleName)
      index.nameSlotEnds.reserveCapacity(fileCount)
      index.fileDeclarationEnds.reserveCapacity(fileCount)
      conditions = ConditionCache(evaluator: ifConfig)
    }

    /// Adds the next file's facts.
    public mutating func add(_ file: FileFacts) {
      let fileIndex = fileCount
      fileCount += 1
      index.enter(file, at: fileIndex, conditions: &conditions)
      // By index: iterating copied each declaration whole.
      let declarations = file.declarations
      for position in declarations.indices {
        for name in declarations[position].path { index.nameSlots.append(NameHashFilter.slot(of: name)) }
        index.declarationSlotEnds.append(index.nameSlots.count)
        if declarations[position].kind == .extension, !declarations[position].inherited.isEmpty {
          index.inheritingExtensions.append((fileIndex, position))
          index.inheritingExtensionInheritance.append(declarations[position].inherited)
        }
      }
      index.nameSlotEnds.append(index.nameSlots.count)
      index.fileDeclarationEnds.append(index.declarationSlotEnds.count)
    }

    /// The index of the files added, which are `files`, in the order they were added. The
    /// index keeps `files` as given instead of a copy of each file's facts made as it was
    /// added: the skim's facts array and the index's are one, whose facts hold one reference
    /// each, not two taken during the skim and dropped one by one after the selection (2,020
    /// files of the synthetic 20 MB corpus, on one thread while the other waited).
    public consuming func finish(files: [FileFacts]) -> FactsIndex {
      precondition(files.count == fileCount, "FactsIndex.Builder.finish: the files added, in order")
      index.files = files
      index.resolveExtensions()
      return index
    }
  }

  /// An index of no file yet.
  private init(moduleName: String) {
    self.moduleName = moduleName
  }

  /// Enters the active declarations of `file`, the file at `fileIndex`.
  private mutating func enter(_ file: FileFacts, at fileIndex: Int, conditions: inout ConditionCache) {
    // By index, reading only the fields each case needs: iterating copied every file's facts
    // and every declaration whole (a dozen reference counts each), a third of the index's time.
    let active = conditions.activeClauses(file.clauses)
    let declarations = file.declarations
    for position in declarations.indices where declarations[position].clauses.allSatisfy({ active[$0] }) {
      let key = Self.key(declarations[position].path)
      switch declarations[position].kind {
      case .struct, .class, .enum, .actor, .protocol:
        // One lookup: the first declaration of a path is the module's type.
        guard
          Self.setIfAbsent(
            &types[key],
            (
              TypeDeclaration.Kind(rawValue: declarations[position].kind.rawValue) ?? .struct,
              declarations[position].inherited, fileIndex, declarations[position].path
            ))
        else { continue }
        typeOrder.append(key)
        typeInheritance.append(declarations[position].inherited)
        if declarations[position].kind == .protocol { protocolKeys.append(key) }
        if !declarations[position].attributes.isEmpty { attributes[key] = declarations[position].attributes }
      case .extension:
        extensionHeaders.append((declarations[position].path, declarations[position].inherited, fileIndex))
        extensionHeaderInheritance.append(declarations[position].inherited)
        enterExtension(at: extensionHeaders.count - 1)
      case .typealias:
        aliases[key] = (declarations[position].aliased ?? "", fileIndex, declarations[position].path.last ?? key)
      case .function:
        functions.append((declarations[position].path.last ?? "", fileIndex))
      }
    }
  }

  /// Each extension resolves from file scope, so its extended type is known once every type
  /// and alias is; looking it up per query made role selection quadratic in the module size.
  /// An extension resolves to its own path (without the module's name) when a type or alias of
  /// that path is declared anywhere in the module, and types and aliases are only ever added:
  /// one whose type is already declared when it is entered is resolved then, on the skim's
  /// threads, and only the others wait for `resolveExtensions` (resolving all 2,554
  /// extensions of the synthetic 20 MB corpus there took 3.5 M instructions on one thread
  /// while the other waited).
  private mutating func enterExtension(at index: Int) {
    if resolveExtension(at: index) == nil { unresolvedExtensions.append(index) }
  }

  /// Resolves the extensions `enterExtension` could not, keeping each path's extensions in
  /// the order of `extensionHeaders`.
  private mutating func resolveExtensions() {
    var extended: Set<String> = []
    for index in unresolvedExtensions {
      if let key = resolveExtension(at: index) { extended.insert(key) }
    }
    unresolvedExtensions = []
    for key in extended { extensionsByPath[key]?.sort { $0.index < $1.index } }
  }

  /// Adds the extension at `index` of `extensionHeaders` to `extensionsByPath` when the type it
  /// extends is declared so far (`resolveTypePath(_:from:)` from file scope), and gives its key.
  /// The lookup is written out: calling `resolveTypePath` from this mutating method copied the
  /// whole index on each call.
  private mutating func resolveExtension(at index: Int) -> String? {
    var path = extensionHeaders[index].path
    if path.count > 1, path[0] == moduleName { path.removeFirst() }
    guard !path.isEmpty else { return nil }
    let key = Self.key(path)
    guard types[key] != nil || aliases[key] != nil else { return nil }
    extensionsByPath[key, default: []].append((index, path))
    return key
  }

  /// Sets `slot` (a dictionary entry, found once through the subscript's `_modify`) to `value`
  /// when it is empty; whether it was.
  @inline(__always)
  private static func setIfAbsent<Value>(_ slot: inout Value?, _ value: @autoclosure () -> Value) -> Bool {
    guard slot == nil else { return false }
    slot = value()
    return true
  }

  /// The dictionary key of a dotted path. Most paths have one component, which is its own key:
  /// joining made a new string for each of the hundreds of thousands of lookups in a large
  /// module.
  @inline(__always)
  static func key(_ path: [String]) -> String {
    path.count == 1 ? path[0] : path.joined(separator: ".")
  }

  /// The active extensions of the module type at `path`, in file order.
  private func extensions(of path: [String]) -> [(path: [String], inherited: [String], file: Int)] {
    (extensionsByPath[Self.key(path)] ?? []).filter { $0.resolved == path }.map {
      extensionHeaders[$0.index]
    }
  }

  public func resolveTypePath(_ path: [String], from scope: [String]) -> [String]? {
    var path = path
    if path.count > 1, path[0] == moduleName { path.removeFirst() }
    guard !path.isEmpty else { return nil }
    var prefix = scope
    while true {
      // Most lookups start at file scope: the path itself, without a new array.
      let candidate = prefix.isEmpty ? path : prefix + path
      let key = Self.key(candidate)
      if types[key] != nil || aliases[key] != nil { return candidate }
      if prefix.isEmpty { return nil }
      prefix.removeLast()
    }
  }

  public func aliasTarget(_ path: [String]) -> (aliased: String, path: [String])? {
    aliases[Self.key(path)].map { ($0.aliased, path) }
  }

  public func header(_ path: [String]) -> (kind: TypeDeclaration.Kind, inherited: [String])? {
    types[Self.key(path)].map { ($0.kind, $0.inherited) }
  }

  /// Calls `body` with each entry of the inheritance lists of the module type `type` (an entry
  /// of `types`) and of its active extensions, in `declarationHeaders(of:)` order, without
  /// making the headers: the selection's reaching names read every protocol's (240 protocols of
  /// the synthetic 20 MB corpus, many extended again and again: 1.9 M instructions as headers).
  func forEachInheritanceEntry(
    of type: (kind: TypeDeclaration.Kind, inherited: [String], file: Int, path: [String]), _ body: (String) -> Void
  ) {
    for entry in type.inherited { body(entry) }
    guard let extensions = extensionsByPath[Self.key(type.path)] else { return }
    for (index, resolved) in extensions where resolved == type.path {
      for entry in extensionHeaders[index].inherited { body(entry) }
    }
  }

  public func declarationHeaders(of path: [String]) -> [(kind: TypeDeclaration.Kind, inherited: [String])] {
    var result: [(kind: TypeDeclaration.Kind, inherited: [String])] = []
    if let type = header(path) { result.append(type) }
    for header in extensions(of: path) { result.append((.extension, header.inherited)) }
    return result
  }

  /// The `NameHashFilter.slot(of:)` of every name of every declaration's path in the file at
  /// index `file` (active declarations or not, later declarations too): a file none of whose
  /// slots a filter may contain declares none of its names, which the selection finds out
  /// without reading a string, where it is taken: on the skim's threads as the index is built.
  func declaredNameSlots(ofFile file: Int) -> ArraySlice<UInt16> {
    nameSlots[(file == 0 ? 0 : nameSlotEnds[file - 1])..<nameSlotEnds[file]]
  }

  /// The positions, among the declarations of the file at index `file`, of those a name of
  /// whose path may be one of the names `filter` was made of (a declaration left out names none
  /// of them), found from their slots without reading a declaration: its path lies somewhere
  /// in the memory of the thread that skimmed it, a cache miss away.
  func declarations(ofFile file: Int, mayNameAnyOf filter: NameHashFilter) -> [Int] {
    let first = file == 0 ? 0 : fileDeclarationEnds[file - 1]
    var result: [Int] = []
    var start = file == 0 ? 0 : nameSlotEnds[file - 1]
    for (position, end) in declarationSlotEnds[first..<fileDeclarationEnds[file]].enumerated() {
      if nameSlots[start..<end].contains(where: filter.mayContain(slot:)) { result.append(position) }
      start = end
    }
    return result
  }

  /// Whether `declaration`, of the file at index `file`, declares a struct, class, enum, actor
  /// or protocol that an earlier file already declares: the first declaration of a path is the
  /// module's type (here and in `ModuleIndex`), so a later one adds nothing a lookup of its
  /// path finds (its nested declarations are declarations of their own).
  public func isLaterDeclaration(_ declaration: DeclarationHeader, inFile file: Int) -> Bool {
    switch declaration.kind {
    case .struct, .class, .enum, .actor, .protocol:
      guard let first = types[Self.key(declaration.path)] else { return false }
      return first.file < file
    case .extension, .typealias, .function:
      return false
    }
  }

  /// The resolved paths of the module types that an active extension with an inheritance
  /// clause `inheritance` accepts extends, by their dotted keys. With `filter`, `inheritance` is
  /// asked only of the extensions an entry of whose clause may be one of the names `filter` was
  /// made of (`InheritanceSlots`): an `inheritance` that accepts only such clauses gives the
  /// same result.
  func extendedPaths(
    naming filter: NameHashFilter? = nil, where inheritance: ([String]) -> Bool
  ) -> [String: [[String]]] {
    var result: [String: [[String]]] = [:]
    for (key, entries) in extensionsByPath {
      for entry in entries
      where filter.map({ extensionHeaderInheritance.mayName(entry.index, in: $0) }) ?? true
        && inheritance(extensionHeaders[entry.index].inherited)
      {
        if !(result[key]?.contains(entry.resolved) ?? false) { result[key, default: []].append(entry.resolved) }
      }
    }
    return result
  }

  /// Every name of `path` and of the paths, as written, of its active extensions (which may
  /// name it through a typealias): the names of the declarations `files(declaring:)` finds.
  public func declaredNames(of path: [String]) -> Set<String> {
    var result = Set(path)
    for header in extensions(of: path) { result.formUnion(header.path) }
    return result
  }

  /// The files declaring the module type at `path` or extending it.
  public func files(declaring path: [String]) -> Set<Int> {
    var result: Set<Int> = []
    if let type = types[Self.key(path)] { result.insert(type.file) }
    for header in extensions(of: path) { result.insert(header.file) }
    if let alias = aliases[Self.key(path)] { result.insert(alias.file) }
    return result
  }
}

/// Evaluates `#if` conditions given as text, parsing each distinct text once.
struct ConditionCache: Sendable {
  let evaluator: IfConfigEvaluator
  private var values: [String: Bool] = [:]

  init(evaluator: IfConfigEvaluator) { self.evaluator = evaluator }

  /// Whether each clause of a file is taken (its indices checked: `FileFacts.malformation`).
  mutating func activeClauses(_ clauses: [IfClauseFacts]) -> [Bool] {
    guard !clauses.isEmpty else { return [] }
    // Each condition is looked up once; a clause is active when its condition holds and no
    // earlier clause of its chain's does: none of `previous`, of their `previous`, and so on
    // (the skim lists the clause just before; older facts list them all, which gives the same).
    var holds: [Bool] = []
    holds.reserveCapacity(clauses.count)
    for clause in clauses { holds.append(clause.condition.map { evaluate($0) } ?? true) }
    var earlierHolds: [Bool] = []
    earlierHolds.reserveCapacity(clauses.count)
    for index in clauses.indices {
      earlierHolds.append(clauses[index].previous.contains { holds[$0] || earlierHolds[$0] })
    }
    return clauses.indices.map { holds[$0] && !earlierHolds[$0] }
  }

  private mutating func evaluate(_ condition: String) -> Bool {
    if let known = values[condition] { return known }
    let tree = Parser.parse(SourceFile(path: "condition.swift", text: "#if \(condition)\n#endif\n"))
    var value = false
    if let block = tree.root.children.first(where: { $0.kind == .ifConfigDecl }),
      let clause = block.children(ofKind: .ifConfigClause).first,
      let expression = clause.children.first(where: { $0.kind != .unexpected })
    {
      value = evaluator.evaluate(expression)
    }
    values[condition] = value
    return value
  }
}
