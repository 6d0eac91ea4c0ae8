/// Decides, from skim facts alone, which files need a full parse for the model and the rules to
/// come out exactly as if every file had been parsed.
///
/// A file is needed when it declares or extends a type with an App Intents role (or a schema
/// macro), declares a protocol or typealias the role conformances go through, declares (first:
/// a later declaration of a type is not the module's type) or extends a name that a needed file
/// mentions (so values referring to other types, their
/// static members and module functions resolve the same) or that a needed typealias or
/// inheritance clause leads to, to a fixed point (so aliases and conformances resolve the same),
/// or, when a needed file may declare a `@Dependency`, may register dependencies
/// (`FileFacts.keyNames`). Everything else is lexed once and never parsed. The evaluator fills in
/// the default arguments of a module function a kept name calls, wherever it is declared, so
/// what such a function mentions is needed too (`Size.large` in `func summary(_ size: Size =
/// Size.large)`).
///
/// Of the files kept for their names, only the members a kept name declares are read: every
/// other lookup of a member is by a name some kept declaration mentions
/// (`Selection.withoutBodies`).
///
/// What a needed file mentions counts by declaration: of a file kept for its roles, only the
/// mentions of the file-level declarations that are kept and read with their bodies (those with
/// a role, and functions; `RoleFileDeclarations`) and of what lies outside them; a parse skips
/// the other declarations of the needed files (`Selection.keptNames`), and reads the other kept
/// ones of a role file for their names alone (`Selection.bodyNames`).
public enum RelevantFiles {
  /// Reads the names each of the files at the given indices mentions, told apart by the
  /// file-level declaration that mentions them (`HeaderScanner.declarationMentions(of:)`), in the
  /// same order; `nil` for a file that cannot be read (its recorded `FileFacts.mentions` are
  /// then used, all shared).
  public typealias MentionReader = (_ files: [Int]) -> [DeclarationMentions?]

  /// The files to parse, by index into the facts' files.
  public struct Selection: Sendable, Hashable {
    /// Every file to parse.
    public var files: Set<Int>
    /// The files of `files` kept only for the names they declare (a needed file names them, or
    /// a needed typealias or inheritance clause leads to them): the model and the rules read
    /// their declarations and signatures, never a function body, so their function bodies may
    /// be skipped (`ParserOptions.skipsFunctionBodies`); and they look members up only by a name
    /// that a kept declaration, or a module function whose default arguments the evaluator fills
    /// in, mentions (`Catalog.icon`, `.medium` for a parameter of a module type), all in
    /// `keptNames`, so a member declaring none of them may be skipped too
    /// (`ParserOptions.skipsUnneededMembers`): a SwiftGen catalog of thousands of constants kept
    /// for its type's name is read for the few that are used.
    public var withoutBodies: Set<Int>
    /// Every name a kept declaration mentions or a needed declaration leads to, and the names
    /// of the types with a role, of the protocols their conformances go through and of the
    /// types a file parsed with its bodies declares again: a file-level declaration of a file
    /// of `withoutBodies` or `withoutUnneededDeclarations` none of whose names is among them is
    /// never looked up, so it may be skipped (`ParserOptions.keptNames`).
    public var keptNames: Set<String> = []
    /// The files of `files` kept for their roles: read with their function bodies, but only
    /// their file-level declarations that declare a kept name, or that may register a
    /// dependency, are needed; a view or a model next to an intent is not
    /// (`RoleFileDeclarations`).
    public var withoutUnneededDeclarations: Set<Int> = []
    /// The names of the types with a role, of the protocols their conformances go through and
    /// of what may register a dependency: a kept file-level declaration of a file of
    /// `withoutUnneededDeclarations` that declares none of them is read for its names alone,
    /// as a file of `withoutBodies` is (`ParserOptions.bodyNames`, `RoleFileDeclarations`).
    public var bodyNames: Set<String> = []
  }

  /// The indices of the files of `facts` to parse; `readingMentions` is called for the files
  /// kept for their roles, then for those declaring a module function a kept name calls.
  public static func select(_ facts: FactsIndex, readingMentions: MentionReader) -> Set<Int> {
    selection(facts, readingMentions: readingMentions).files
  }

  /// The files of `facts` to parse, those whose function bodies are not needed and those whose
  /// unneeded declarations are not; `readingMentions` is called for the files kept for their
  /// roles, then for those declaring a module function a kept name calls (once per file).
  public static func selection(_ facts: FactsIndex, readingMentions: MentionReader) -> Selection {
    // A file whose headers the skim may have misread: only a parse of every file is sure to
    // give what it gives (broken code, which the compiler rejects, so rarely worth the time).
    if facts.files.contains(where: { $0.needsFullParse == true }) {
      return Selection(files: Set(facts.files.indices), withoutBodies: [])
    }
    let resolver = ConformanceResolver(graph: facts)
    var needed: Set<Int> = []
    var followed: Set<[String]> = []
    // Every name of the path of every type with a role, protocol it follows and extension that
    // adds a role conformance: their declarations are kept.
    var roleNames: Set<String> = []
    // A type's conformances depend only on its declarations' inheritance lists and on the scope
    // it sits in, and most types of a module share them (`Codable, Hashable` at file level):
    // each distinct case is resolved once.
    var resolved: [ResolutionKey: (conformances: ConformanceResolver.Conformances, hasRole: Bool)] = [:]
    let reaching = ReachingNames(roleReachingNames(facts))
    // Most types of a large module name nothing that leads to a role: they need no resolution.
    // Which types carry a schema macro, and which an extension leads to a role, is found once
    // (usually none, and a few): per type, they were three more lookups by path.
    var macroTypes: Set<String> = []
    for (key, attributes) in facts.attributes where attributes.contains(where: AppIntentsRole.isSchemaMacro) {
      macroTypes.insert(key)
    }
    // A plain entry names one of the reaching names only if its slot is one of theirs: most
    // types and extensions are ruled out by their slots, without reading them.
    let reachingSlots = NameHashFilter(reaching.names)
    let reachingExtensions = facts.extendedPaths(naming: reachingSlots) { reaching.mayReach($0) }
    // The types that may have a role: an entry's slot is a reaching name's, a schema macro, or an
    // extension that leads to a role. Each is looked at once, whatever the order: what a type
    // adds is a union, and the resolutions are remembered by what they are resolved from.
    var candidates: [String] = []
    for (order, key) in facts.typeOrder.enumerated() where facts.typeInheritance.mayName(order, in: reachingSlots) {
      candidates.append(key)
    }
    candidates += macroTypes.sorted() + reachingExtensions.keys.sorted()
    var considered: Set<String> = []
    for key in candidates where considered.insert(key).inserted {
      guard let type = facts.types[key], type.kind != .protocol else { continue }
      let hasMacro = !macroTypes.isEmpty && macroTypes.contains(key)
      let path = type.path
      let mayHaveRole =
        reaching.mayReach(type.inherited)
        || (!reachingExtensions.isEmpty && reachingExtensions[key]?.contains(path) == true)
      guard hasMacro || mayHaveRole else { continue }
      let headers = facts.declarationHeaders(of: path)
      let resolutionKey = ResolutionKey(
        scope: Array(path.dropLast()), headers: headers.map { Header($0.kind, $0.inherited) })
      let resolution: (conformances: ConformanceResolver.Conformances, hasRole: Bool)
      if let known = resolved[resolutionKey] {
        resolution = known
      } else {
        let conformances = resolver.conformances(of: path)
        resolution = (conformances, !AppIntentsRole.roles(for: conformances.all).isEmpty)
        resolved[resolutionKey] = resolution
      }
      guard hasMacro || resolution.hasRole else { continue }
      needed.formUnion(facts.files(declaring: path))
      roleNames.formUnion(facts.declaredNames(of: path))
      followed.formUnion(resolution.conformances.followed)
    }
    for path in followed {
      needed.formUnion(facts.files(declaring: path))
      roleNames.formUnion(facts.declaredNames(of: path))
    }
    // A role conformance added to a type the module does not declare (`extension Forecast:
    // AppEnum` on an imported enum) is reached by no lookup of a module type, but a parse of
    // every file indexes it, and rules read every extension (`app-enum-cases-not-visible`).
    // Its declaration is kept in a file needed for other roles too.
    for (entry, declaration) in facts.inheritingExtensions.enumerated()
    where facts.inheritingExtensionInheritance.mayName(entry, in: reachingSlots)
      && reaching.mayReach(facts.files[declaration.file].declarations[declaration.position].inherited)
    {
      needed.insert(declaration.file)
      roleNames.formUnion(facts.files[declaration.file].declarations[declaration.position].path)
    }
    let roleFiles = needed.sorted()
    // Of a role file, the declarations with roles (and the functions) are read with their
    // bodies, and what they mention counts; the others are read for their names.
    var bodyNames = roleNames
    var declarations = RoleFileDeclarations(
      mentions(of: roleFiles, in: facts, readingMentions: readingMentions), bodyNames: roleNames,
      functionNames: roleFiles.map { fileLevelFunctionNames(of: $0, in: facts) })
    // Whether a role file mentions `@Dependency` anywhere, as when every declaration is read.
    let registersDependencies = declarations.mentionAnyOf(dependencyAttributes)
    // Role files and the protocols they follow are read with their bodies (`perform()`, methods
    // it calls); so are the files that may register dependencies, which a rule finds in
    // function bodies. Of a role file, only the declarations that declare a kept name are read
    // (the types with roles and the protocols they follow, then whatever a kept declaration
    // names), and those that may register a dependency.
    var withBodies = needed
    let linking = linkingNames(facts)
    var mentioned = declarations.sharedMentions()
    // A module's own type named as one of Apple's hides Apple's from every lookup of the model
    // (`struct AppIntent {}` makes no type an intent), and no conformance goes through it when
    // it is no protocol: wherever it is declared, it is read. (Extensions of `String` or
    // `Array` declare nothing; a module without role files reads nothing.)
    var rootNames = roleNames
    if !roleFiles.isEmpty {
      rootNames.formUnion(Self.appleNames.filter { facts.types[$0] != nil || facts.aliases[$0] != nil })
    }
    if registersDependencies {
      let registering = declarations.keep(mentioningAnyOf: FileFacts.keyNames)
      mentioned.formUnion(registering.mentioned)
      rootNames.formUnion(registering.declared)
      bodyNames.formUnion(registering.declared)
    }
    var newNames = mentioned.union(rootNames).union(linkedNames(of: needed, in: facts, linking: linking))
      .union(laterDeclarationNames(of: needed, in: facts))
    var seenNames: Set<String> = []
    var firstRound = true
    var calledFunctions = CalledFunctions(roleFiles: Set(roleFiles))
    while !newNames.isEmpty {
      // The role files' declarations the new names keep, and what those mention, to a fixed
      // point among the role files first: each round reads every other file's names.
      var named = declarations.keep(declaringAnyOf: newNames)
      while true {
        // Filtered, not subtracted: `subtract` walks the (large) sets it is given.
        named = named.filter { !seenNames.contains($0) && !newNames.contains($0) }
        if named.isEmpty { break }
        newNames.formUnion(named)
        named = declarations.keep(declaringAnyOf: named)
      }
      seenNames.formUnion(newNames)
      // Nearly every declared name is ruled out by a hash of its bytes: no lookup.
      let newFilter = NameHashFilter(newNames)
      var added: Set<Int> = []
      // The files that may register dependencies, parsed with every declaration.
      var parsedWhole: Set<Int> = []
      for index in facts.files.indices where !needed.contains(index) {
        // Nearly every file declares no name the filter may contain, which the slots its names
        // were given as the index was built tell without reading a string, and in a file that
        // may, only the declarations whose slots may be read. A later declaration of a type an
        // earlier file declares is not the module's type: neither a lookup nor a conformance
        // reads it, so it does not keep its file. (By index: `contains` copied each declaration
        // whole.)
        let declares =
          facts.declaredNameSlots(ofFile: index).contains(where: newFilter.mayContain(slot:))
          && facts.declarations(ofFile: index, mayNameAnyOf: newFilter).contains { position in
            let declarations = facts.files[index].declarations
            return declarations[position].path.contains { newNames.contains($0) }
              && !facts.isLaterDeclaration(declarations[position], inFile: index)
          }
        let registers = firstRound && registersDependencies && !facts.files[index].keyMentions.isEmpty
        if registers {
          withBodies.insert(index)
          parsedWhole.insert(index)
        }
        if declares || registers { added.insert(index) }
      }
      needed.formUnion(added)
      newNames = linkedNames(of: added, in: facts, linking: linking)
        .union(laterDeclarationNames(of: parsedWhole, in: facts))
        .union(calledFunctions.mentions(in: needed, calling: seenNames, of: facts, readingMentions: readingMentions))
        .subtracting(seenNames)
      firstRound = false
    }
    return Selection(
      files: needed, withoutBodies: needed.subtracting(withBodies), keptNames: seenNames,
      withoutUnneededDeclarations: Set(roleFiles), bodyNames: bodyNames)
  }

  /// The names of the functions declared at the file level of the file at `index`.
  private static func fileLevelFunctionNames(of index: Int, in facts: FactsIndex) -> Set<String> {
    var result: Set<String> = []
    for declaration in facts.files[index].declarations
    where declaration.kind == .function && declaration.path.count == 1 {
      result.insert(declaration.path[0])
    }
    return result
  }

  /// Whether no type of the module whose files have `facts` can have an App Intents role, so
  /// that `selection` would choose no file: no declaration, under an active `#if` clause or
  /// not, names one of Apple's role protocols in its inheritance list or in what it aliases,
  /// and none carries a schema macro. A module protocol or typealias leads to a role only
  /// through such a name (`roleReachingNames`), so every other type's inheritance list reaches
  /// nothing. A module without App Intents code (most modules of a large app) is then not
  /// indexed at all: for the real 21.8 MB corpus the index and the selection were 104 M of its
  /// 579 M instructions (docs/performance.md).
  public static func cannotHaveRoles(_ facts: [FileFacts]) -> Bool {
    !facts.contains(where: namesRoleProtocol)
  }

  /// Whether `file` names one of Apple's role protocols in an inheritance list or in what a
  /// typealias aliases, or carries a schema macro: what `cannotHaveRoles` looks for, one file
  /// at a time (a module none of whose files does cannot have a role).
  public static func namesRoleProtocol(_ file: FileFacts) -> Bool {
    // Its headers may not be what a parse reads: it may declare anything (`needsFullParse`).
    if file.needsFullParse == true { return true }
    // By index: iterating copied each declaration whole.
    let declarations = file.declarations
    for index in declarations.indices {
      if declarations[index].attributes.contains(where: AppIntentsRole.isSchemaMacro) { return true }
      if declarations[index].inherited.contains(where: reachesRoleProtocol) { return true }
      if let aliased = declarations[index].aliased, reachesRoleProtocol(aliased) { return true }
    }
    return false
  }

  /// The names of Apple's role protocols.
  private static let roleProtocolNames = Set(AppIntentsRole.protocols.values.joined())

  /// `roleProtocolNames`, with the shape test before a lookup.
  private static let roleProtocols = ReachingNames(roleProtocolNames)

  /// `mayReach([entry], roleProtocolNames)`. An entry that is a plain name (most are) reaches a
  /// role protocol only by being one, which its length and last byte rule out for nearly all
  /// (`Codable`, `Hashable`, `View`...) before a hash.
  private static func reachesRoleProtocol(_ entry: String) -> Bool {
    roleProtocols.mayReach(entry)
  }

  /// The names of the module's protocols and typealiases: the only declarations through which
  /// name resolution and conformance resolution reach other types.
  private static func linkingNames(_ facts: FactsIndex) -> Set<String> {
    var result: Set<String> = []
    for key in facts.protocolKeys {
      if let name = facts.types[key]?.path.last { result.insert(name) }
    }
    for alias in facts.aliases.values { result.insert(alias.name) }
    return result
  }

  /// The names the declarations of `files` lead to: every name in what a typealias aliases
  /// (`IndexNameResolver.resolveType` follows it), the module protocols and typealiases an
  /// inheritance clause names (`ConformanceResolver` follows them; whether a kept type is
  /// `ExpressibleByStringLiteral` depends on them), and every name in a class's inheritance
  /// clause (its superclass). Their declarations must be parsed too, or a kept name would
  /// resolve differently than when every file is parsed.
  private static func linkedNames(of files: Set<Int>, in facts: FactsIndex, linking: Set<String>) -> Set<String> {
    var result: Set<String> = []
    for index in files {
      for declaration in facts.files[index].declarations {
        if declaration.kind == .typealias, let aliased = declaration.aliased {
          for component in TypeNames.protocolComponents(of: aliased) {
            result.formUnion(TypeNames.path(of: component))
          }
          result.formUnion(TypeNames.path(of: aliased))
        }
        // A class's inheritance clause may name a superclass of the module, which rules read
        // (`phrase-parameter-not-entity-or-enum`: a class whose superclass the module declares
        // may inherit a conformance): every name of its entries leads to a declaration.
        let isClass = declaration.kind == .class
        for entry in declaration.inherited {
          // A plain name is its own only component and path (no array made for it).
          if let name = plainProtocolName(entry) {
            if isClass || linking.contains(name) { result.insert(name) }
            continue
          }
          for component in TypeNames.protocolComponents(of: entry) {
            let path = TypeNames.path(of: component)
            result.formUnion(isClass ? path : path.filter(linking.contains))
          }
        }
      }
    }
    return result
  }

  /// The names of the paths of the later declarations of types (`FactsIndex.isLaterDeclaration`)
  /// in `files`: files kept for their roles (where a declaration inside a file-level `#if` is
  /// never skipped, and which are parsed whole after a syntax error) and files parsed whole. The
  /// first declaration of a path is the module's type, in a parse of every file too: where such
  /// a file declares a type again, the first declaration must be parsed and kept, or the later
  /// one would be taken for the module's (a `private struct Helper` in two files, the second an
  /// intent). A later declaration in a file kept for its names is skipped unless its name is
  /// kept, and then the first declaration's file is needed too.
  private static func laterDeclarationNames(of files: Set<Int>, in facts: FactsIndex) -> Set<String> {
    var result: Set<String> = []
    for index in files {
      let declarations = facts.files[index].declarations
      for position in declarations.indices where facts.isLaterDeclaration(declarations[position], inFile: index) {
        result.formUnion(declarations[position].path)
      }
    }
    return result
  }

  /// The names of the attributes that declare a dependency, `@Dependency` (or `@AppDependency`):
  /// only when a role file mentions one do the files that may register dependencies (they spell
  /// `AppDependencyManager`, or `add`, which `dependency-not-registered` counts on any receiver)
  /// matter.
  private static let dependencyAttributes = ["AppDependency", "Dependency"]

  /// The mentions of the files at `indices`, read and told apart by declaration; a file that
  /// cannot be read gives its recorded mentions (none when not recorded), all shared.
  private static func mentions(
    of indices: [Int], in facts: FactsIndex, readingMentions: MentionReader
  ) -> [DeclarationMentions] {
    guard !indices.isEmpty else { return [] }
    let read = readingMentions(indices)
    return indices.enumerated().map { offset, index in
      (offset < read.count ? read[offset] : nil) ?? DeclarationMentions(sharing: facts.files[index].mentions ?? [])
    }
  }

  /// The simple names through which an inheritance entry can reach a role protocol: Apple's role
  /// protocols, and every protocol or typealias of the module whose inheritance clause or aliased
  /// type names one of them (to a fixed point).
  ///
  /// The names of Apple's types the model knows (`AppIntentsRole.protocols`,
  /// `AppIntentsAPI.typeNames` and `swiftTypeNames`), which a module's own declaration of the
  /// name hides.
  static let appleNames: Set<String> = Set(AppIntentsRole.protocols.values.joined()).union(AppIntentsAPI.typeNames)
    .union(AppIntentsAPI.swiftTypeNames)

  /// An over-approximation of what `ConformanceResolver` reaches: it compares simple names and
  /// ignores scopes, so a type whose entries name none of these cannot have a role (the resolver
  /// reaches a role protocol only through an unresolved name that is one, or through a protocol
  /// or typealias of the module, which it finds by the same last name component).
  ///
  /// A worklist over the names each source's entries lead to (the last path component of each
  /// protocol component, as `mayReach` compares them): sweeping every source until none changed
  /// took one sweep per link of a chain of protocols or typealiases, n^2 for n links (4,000:
  /// 12 G instructions).
  static func roleReachingNames(_ facts: FactsIndex) -> Set<String> {
    var reaching = Set(AppIntentsRole.protocols.values.joined())
    // Each source's name (a protocol's or a typealias's), and the sources whose entries lead to
    // each name, read from the index's entries where they lie.
    var names: [String] = []
    var leadingTo: [String: [Int]] = [:]
    func note(_ entry: String) {
      let position = names.count - 1
      if let name = plainProtocolName(entry) {
        leadingTo[name, default: []].append(position)
        return
      }
      for component in TypeNames.protocolComponents(of: entry) {
        if let last = TypeNames.path(of: component).last { leadingTo[last, default: []].append(position) }
      }
    }
    for key in facts.protocolKeys {
      guard let type = facts.types[key] else { continue }
      names.append(type.path.last ?? key)
      facts.forEachInheritanceEntry(of: type, note)
    }
    for alias in facts.aliases.values {
      names.append(alias.name)
      note(alias.aliased)
    }
    var pending = Array(reaching)
    while let name = pending.popLast() {
      for position in leadingTo[name] ?? [] where reaching.insert(names[position]).inserted {
        pending.append(names[position])
      }
    }
    return reaching
  }

  /// `entry` when it is a plain name (`InheritanceSlots.isPlainName`) other than `any` and
  /// `some`: then `TypeNames.protocolComponents(of:)` gives it alone, and `TypeNames.path(of:)`
  /// of it gives it alone. `nil` for any other entry, which needs them.
  static func plainProtocolName(_ entry: String) -> String? {
    guard !entry.isEmpty, entry != "any", entry != "some", InheritanceSlots.isPlainName(entry) else { return nil }
    return entry
  }

  /// Whether an entry of `entries` names (by its last path component) one of `reaching`.
  static func mayReach(_ entries: [String], _ reaching: Set<String>) -> Bool {
    entries.contains { entry in
      TypeNames.protocolComponents(of: entry).contains { component in
        TypeNames.path(of: component).last.map(reaching.contains) ?? false
      }
    }
  }

  /// `roleReachingNames`, with a cheap test before a lookup: an inheritance entry that is a
  /// plain name (most are: `Codable`, `Hashable`, `View`) reaches one of them only by being
  /// one, which its length and last byte rule out for nearly all.
  struct ReachingNames {
    let names: Set<String>
    /// The names' shapes, which rule out most plain entries without a lookup.
    private let shapes: NameShapes

    init(_ names: Set<String>) {
      self.names = names
      shapes = NameShapes(names)
    }

    /// `RelevantFiles.mayReach(entries, names)`.
    func mayReach(_ entries: [String]) -> Bool {
      entries.contains(where: mayReach)
    }

    /// `RelevantFiles.mayReach([entry], names)`.
    func mayReach(_ entry: String) -> Bool {
      var entry = entry
      let plain = entry.withUTF8 { bytes -> (isPlainName: Bool, mayBeName: Bool) in
        for byte in bytes {
          if !InheritanceSlots.isPlainNameByte(byte) { return (false, true) }
        }
        return (true, shapes.mayContain(utf8: bytes))
      }
      guard plain.isPlainName else { return RelevantFiles.mayReach([entry], names) }
      return plain.mayBeName && names.contains(entry)
    }
  }

  /// What a type's conformances are resolved from.
  private struct ResolutionKey: Hashable {
    var scope: [String]
    var headers: [Header]
  }

  /// One declaration's part of a `ResolutionKey`.
  private struct Header: Hashable {
    var kind: TypeDeclaration.Kind
    var inherited: [String]

    init(_ kind: TypeDeclaration.Kind, _ inherited: [String]) {
      self.kind = kind
      self.inherited = inherited
    }
  }
}
