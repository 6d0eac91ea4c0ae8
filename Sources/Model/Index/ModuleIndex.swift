import Evaluator
import Source
import Syntax

/// Every type, extension, protocol, typealias and import of a module, across its files.
///
/// Built once from the parsed files with `#if` evaluated for a build configuration. Types are
/// keyed by their dotted path inside the module (`Album.Query`); extensions are attached to the
/// type they extend when it is declared in the module.
public struct ModuleIndex: Sendable {
  /// The module's name.
  public let moduleName: String
  /// The parsed files, in the order given.
  public let files: [ParsedFile]
  /// Decides which `#if` clauses are active.
  public let ifConfig: IfConfigEvaluator
  /// Nominal types (and protocols) by dotted path.
  public private(set) var types: [String: TypeDeclaration] = [:]
  /// Nominal types in discovery order (file order, then source order).
  public private(set) var typeOrder: [String] = []
  /// Extensions in discovery order.
  public private(set) var extensions: [TypeDeclaration] = []
  /// Positions in `extensions` of the extensions of each module type, by its resolved path.
  private var extensionPositions: [[String]: [Int]] = [:]
  /// Typealiases by dotted path.
  public private(set) var typeAliases: [String: TypeAliasDeclaration] = [:]
  /// Imports of every file.
  public private(set) var imports: [ImportDeclaration] = []
  /// Top-level functions by name.
  public private(set) var functions: [String: SyntaxNode] = [:]
  /// The names the module's other files (skimmed, not parsed) mention.
  public let unparsedMentions: UnparsedMentions
  /// `members(of:)` by path, filled as asked: the model and the rules ask for the members of
  /// the same types again and again (1,369 times for about 300 types of the synthetic corpus).
  /// The index does not change once built, so an answer holds; the lock is for the threads
  /// that extract the model and run the rules.
  private let memberLists = Locked<[[String]: [(member: SyntaxNode, declaration: TypeDeclaration)]]>([:])
  /// `memberKinds(of:)` by type, filled as asked, like `memberLists`.
  private let memberKindTables = Locked<[MemberOwner: [String: MemberDeclarationKind]]>([:])

  /// Builds the index of `files`; `unparsedMentions` answers for the module's files that are
  /// not among them. Each file's declarations are collected on one of `jobs` threads, then
  /// entered in file order, so the index does not depend on `jobs`.
  public init(
    moduleName: String, files: [ParsedFile], ifConfig: IfConfigEvaluator, unparsedMentions: UnparsedMentions = .none,
    jobs: Int = 1
  ) {
    self.moduleName = moduleName
    self.files = files
    self.ifConfig = ifConfig
    self.unparsedMentions = unparsedMentions
    let collect: @Sendable (Int) -> [Collected] = { fileIndex in
      var collected: [Collected] = []
      Self.collect(
        Array(files[fileIndex].tree.root.children), outer: [], fileIndex: fileIndex, topLevel: true, ifConfig: ifConfig,
        into: &collected)
      return collected
    }
    let perFile =
      jobs > 1 && files.count > 1
      ? LargeStack.parallelMap(Array(files.indices), jobs: jobs, collect) : files.indices.map(collect)
    for collected in perFile {
      for item in collected {
        switch item {
        case .type(let key, let declaration):
          if types[key] == nil {
            types[key] = declaration
            typeOrder.append(key)
          }
        case .extension(let declaration):
          extensions.append(declaration)
        case .typeAlias(let key, let declaration):
          typeAliases[key] = declaration
        case .import(let declaration):
          imports.append(declaration)
        case .function(let name, let node):
          if functions[name] == nil { functions[name] = node }
        }
      }
    }
    for index in extensions.indices {
      extensions[index].extendedPath = resolveTypePath(extensions[index].path, from: [])
      if let path = extensions[index].extendedPath { extensionPositions[path, default: []].append(index) }
    }
  }

  /// One declaration a file contributes to the index, in the order the file declares it.
  private enum Collected: Sendable {
    /// A nominal type or protocol, by dotted path (the first of a path is the module's).
    case type(String, TypeDeclaration)
    /// An extension.
    case `extension`(TypeDeclaration)
    /// A typealias, by dotted path (the last of a path is the module's).
    case typeAlias(String, TypeAliasDeclaration)
    /// An import.
    case `import`(ImportDeclaration)
    /// A top-level function, by name (the first of a name is the module's).
    case function(String, SyntaxNode)
  }

  /// Appends the declarations among `items` (under the types at `outer`) to `collected`, with
  /// the active clauses of `#if` blocks entered.
  private static func collect(
    _ items: [SyntaxNode], outer: [String], fileIndex: Int, topLevel: Bool, ifConfig: IfConfigEvaluator,
    into collected: inout [Collected]
  ) {
    for node in items {
      switch node.kind {
      case .ifConfigDecl:
        if let clause = ifConfig.activeClause(of: node) {
          collect(
            ifConfig.body(of: clause), outer: outer, fileIndex: fileIndex, topLevel: topLevel, ifConfig: ifConfig,
            into: &collected)
        }
      case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl:
        guard let name = node.declaredName else { continue }
        let path = outer + [name]
        let declaration = TypeDeclaration(
          kind: ModuleIndex.kind(of: node), path: path, node: node, fileIndex: fileIndex,
          inherited: node.inheritedTypes.map(\.text))
        collected.append(.type(path.joined(separator: "."), declaration))
        collect(
          node.members, outer: path, fileIndex: fileIndex, topLevel: false, ifConfig: ifConfig, into: &collected)
      case .extensionDecl:
        guard let extended = node.children.first(where: { $0.kind != .attributeList && $0.kind != .modifierList })
        else { continue }
        let path = TypeNames.path(of: extended.text)
        collected.append(
          .extension(
            TypeDeclaration(
              kind: .extension, path: path, node: node, fileIndex: fileIndex,
              inherited: node.inheritedTypes.map(\.text))))
        collect(
          node.members, outer: path, fileIndex: fileIndex, topLevel: false, ifConfig: ifConfig, into: &collected)
      case .typeAliasDecl:
        guard let name = node.declaredName, let aliased = node.child(.initializerClause)?.children.first?.text else {
          continue
        }
        let path = outer + [name]
        collected.append(
          .typeAlias(
            path.joined(separator: "."), TypeAliasDeclaration(path: path, aliased: aliased, fileIndex: fileIndex)))
      case .importDecl where topLevel:
        if let path = node.child(.importPath)?.text.removingWhitespace {
          let module = String(path.split(separator: ".").first ?? "")
          collected.append(.import(ImportDeclaration(module: module, path: path, fileIndex: fileIndex)))
        }
      case .functionDecl where topLevel:
        if let name = node.declaredName { collected.append(.function(name, node)) }
      default:
        break
      }
    }
  }

  private static func kind(of node: SyntaxNode) -> TypeDeclaration.Kind {
    switch node.kind {
    case .structDecl: return .struct
    case .classDecl: return .class
    case .enumDecl: return .enum
    case .actorDecl: return .actor
    default: return .protocol
    }
  }

  // MARK: Lookup

  /// The path of the module type named `path` as seen from the scope `scope` (innermost
  /// enclosing type path), or `nil` when no module type has that name. A leading module name
  /// is ignored.
  public func resolveTypePath(_ path: [String], from scope: [String]) -> [String]? {
    var path = path
    if path.count > 1, path[0] == moduleName { path.removeFirst() }
    guard !path.isEmpty else { return nil }
    var prefix = scope
    while true {
      let candidate = prefix + path
      let key = candidate.joined(separator: ".")
      if types[key] != nil { return candidate }
      if typeAliases[key] != nil { return candidate }
      if prefix.isEmpty { return nil }
      prefix.removeLast()
    }
  }

  /// The nominal type at `path`.
  public func type(_ path: [String]) -> TypeDeclaration? { types[path.joined(separator: ".")] }

  /// The typealias at `path`.
  public func typeAlias(_ path: [String]) -> TypeAliasDeclaration? { typeAliases[path.joined(separator: ".")] }

  /// The extensions of the module type at `path`.
  public func extensions(of path: [String]) -> [TypeDeclaration] {
    extensionPositions[path, default: []].map { extensions[$0] }
  }

  /// The extensions of a type not declared in the module (`extension LocalizedStringResource`),
  /// by its last name component.
  public func externalExtensions(named name: String) -> [TypeDeclaration] {
    extensions.filter { $0.extendedPath == nil && $0.path.last == name }
  }

  /// The type declaration and its extensions: every node whose members belong to the type.
  public func declarations(of path: [String]) -> [TypeDeclaration] {
    (type(path).map { [$0] } ?? []) + extensions(of: path)
  }

  /// The member declarations of the type at `path` (type body and extensions), with `#if`
  /// resolved, in source order per declaration.
  public func members(of path: [String]) -> [(member: SyntaxNode, declaration: TypeDeclaration)] {
    if let known = memberLists.withLock({ $0[path] }) { return known }
    let members = declarations(of: path).flatMap { declaration in
      activeItems(declaration.node.members).map { ($0, declaration) }
    }
    memberLists.withLock { $0[path] = members }
    return members
  }

  /// A type whose members the evaluator looks up by name.
  public enum MemberOwner: Hashable, Sendable {
    /// The module type at a path: its body and its extensions (`members(of:)`).
    case moduleType([String])
    /// A type from another module, by its last name component: the module's extensions of it
    /// (`externalExtensions(named:)`), in order.
    case externalType(String)
  }

  /// How the first member of `owner` to declare each name declares it, by name (see
  /// `IndexNameResolver.declaredMembers(of:)`): a lookup by name was a walk over every member,
  /// so an enum whose `caseDisplayRepresentations` names each of its n cases cost n^2 (1,000
  /// cases: 1.0 G instructions).
  public func memberKinds(of owner: MemberOwner) -> [String: MemberDeclarationKind] {
    if let known = memberKindTables.withLock({ $0[owner] }) { return known }
    let nodes: [SyntaxNode]
    switch owner {
    case .moduleType(let path): nodes = members(of: path).map(\.member)
    case .externalType(let name):
      nodes = externalExtensions(named: name).flatMap { activeItems($0.node.members) }
    }
    var table: [String: MemberDeclarationKind] = [:]
    for node in nodes {
      for (name, kind) in IndexNameResolver.declaredMembers(of: node) where table[name] == nil { table[name] = kind }
    }
    memberKindTables.withLock { $0[owner] = table }
    return table
  }

  /// `items` with active `#if` clauses spliced in and inactive ones dropped.
  public func activeItems(_ items: [SyntaxNode]) -> [SyntaxNode] {
    var result: [SyntaxNode] = []
    for item in items {
      if item.kind == .ifConfigDecl {
        if let clause = ifConfig.activeClause(of: item) { result += activeItems(ifConfig.body(of: clause)) }
      } else {
        result.append(item)
      }
    }
    return result
  }

  /// The qualified name `Module.A.B` of a module type path.
  public func qualifiedName(_ path: [String]) -> String {
    ([moduleName] + path).joined(separator: ".")
  }

  /// The file a declaration is in.
  public func file(of declaration: TypeDeclaration) -> ParsedFile { files[declaration.fileIndex] }
}

/// Helpers for type names as written.
public enum TypeNames {
  /// `Foo<Int>.Bar` → `["Foo", "Bar"]`: dotted components with generic arguments and
  /// whitespace removed.
  public static func path(of text: String) -> [String] {
    if let components = asciiPath(of: text) { return components }
    var components: [String] = []
    var current = ""
    var depth = 0
    for character in text where !character.isWhitespace {
      switch character {
      case "<", "(", "[":
        depth += 1
      case ">", ")", "]":
        depth -= 1
      case "." where depth == 0:
        components.append(current)
        current = ""
      default:
        if depth == 0 { current.append(character) }
      }
    }
    components.append(current)
    return components.filter { !$0.isEmpty }.map(SyntaxNode.unescaped)
  }

  /// `path(of:)` for ASCII text, over its bytes (the common case, and the same result), or
  /// `nil` for text with other characters.
  private static func asciiPath(of text: String) -> [String]? {
    var text = text
    return text.withUTF8 { bytes -> [String]? in
      if let plain = plainDottedPath(bytes) { return plain }
      var components: [String] = []
      var current: [UInt8] = []
      var depth = 0
      for byte in bytes {
        switch byte {
        case 0x80...: return nil
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: continue
        case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
        case UInt8(ascii: ".") where depth == 0:
          if !current.isEmpty { components.append(SyntaxNode.unescaped(String(decoding: current, as: UTF8.self))) }
          current.removeAll(keepingCapacity: true)
        default:
          if depth == 0 { current.append(byte) }
        }
      }
      if !current.isEmpty { components.append(SyntaxNode.unescaped(String(decoding: current, as: UTF8.self))) }
      return components
    }
  }

  /// `asciiPath` for the common case of names and periods only (`Kit.Album.Query`, a
  /// qualified name), split at the periods without building each component byte by byte (the
  /// rules ask for the paths of qualified names thousands of times); `nil` for other text.
  private static func plainDottedPath(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    var periods = 0
    for byte in bytes {
      if byte == UInt8(ascii: ".") {
        periods += 1
        continue
      }
      let isNameByte =
        byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "A") < 26 || byte &- UInt8(ascii: "0") < 10
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
      guard isNameByte else { return nil }
    }
    var components: [String] = []
    components.reserveCapacity(periods + 1)
    var start = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ".") {
      if index > start {
        components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
      }
      start = index + 1
    }
    return components
  }

  /// The protocol names in an inheritance entry or alias: attributes (`@unchecked`), `any`,
  /// `~Copyable` and compositions removed; `A & B` gives both.
  public static func protocolComponents(of text: String) -> [String] {
    // Nearly every entry is one plain name: no composition, attribute, space or `~`.
    if !text.isEmpty, text != "any", text != "some",
      !text.utf8.contains(where: {
        $0 == UInt8(ascii: "&") || $0 == 0x20 || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "~")
      })
    {
      return [text]
    }
    return text.split(separator: "&").compactMap { part -> String? in
      var words = part.split(separator: " ").map(String.init).filter { !$0.hasPrefix("@") }
      if words.first == "any" || words.first == "some" { words.removeFirst() }
      guard let name = words.first, !name.hasPrefix("~") else { return nil }
      return name
    }
  }
}
