/// Swift's mangling of nominal type names, as Xcode writes them in `mangledTypeName`,
/// `mangledTypeNameV2` and `autoShortcutProviderMangledName`: the type part of the symbol without
/// the `$s` prefix, e.g. `7Weather04OpenA16AirQualityIntentV` for `Weather.OpenWeatherAirQualityIntent`.
///
/// This is the same string the compiler prints as `mangledTypeName` in `.swiftconstvalues`
/// (`ASTMangler::mangleTypeWithoutPrefix` of the declared interface type). Implemented from
/// `docs/ABI/Mangling.rst` of the Swift repository; covered, and checked against `swiftc` in tests:
/// - word substitution (`0` + literal runs and `a`–`z`/`A`–`Z` word references, at most 26 words
///   per name, words shorter than two characters never recorded);
/// - identifier substitution (`AA`, `AB`, …, and `A<n>_` past 26) when a whole name repeats,
///   including a type named like its module (`7WeatherAAV`);
/// - nesting (`7Weather5OuterO5InnerV`), struct `V`, enum `O`, class and actor `C`;
/// - `private` / `fileprivate` types (`4Priv33_<MD5>LL`, the discriminator being the MD5 of the
///   module name followed by the file's base name);
/// - generic types and types nested in generic types, bound to their own parameters
///   (`7Weather3GenVyxG`);
/// - non-ASCII names (`00` + Punycode with `_` as delimiter and `A`–`J` for digits) and SE-0451
///   raw identifiers (kept with their backticks, spaces as U+00A0, then Punycode).
///
/// Not covered, and not expressible as a `TypePath`: types declared inside functions or closures
/// (local types mangle the enclosing function's signature), types nested in an extension of a
/// type from another module, and types of the `Swift` module or imported from C/Objective-C
/// (which use standard substitutions and `So`). Type names cannot be operators, so operator
/// mangling is not needed.
public enum SwiftMangling {
  /// The kind of a nominal type, which decides its mangling operator.
  public enum NominalKind: String, Sendable, Hashable, CaseIterable {
    /// `struct`: `V`.
    case structure
    /// `enum`: `O`.
    case enumeration
    /// `class`: `C`.
    case classType
    /// `actor`: `C`, like a class.
    case actor

    /// The operator that ends the type's mangling.
    var mangledOperator: String {
      switch self {
      case .structure: "V"
      case .enumeration: "O"
      case .classType, .actor: "C"
      }
    }
  }

  /// One nominal type in a path such as `Module.Outer.Inner`.
  public struct TypeComponent: Sendable, Hashable {
    /// The type's name as declared, without backticks (`raw name` for ``struct `raw name` ``).
    public var name: String
    /// The type's kind.
    public var kind: NominalKind
    /// Whether the type is declared `private` or `fileprivate`. Only the outermost such type in a
    /// path gets a file discriminator, exactly as the compiler does.
    public var isFilePrivate: Bool
    /// The number of generic parameters the type itself declares (`Gen<T, U>`: 2).
    public var genericParameterCount: Int

    /// A component; by default internal or public and not generic.
    public init(_ name: String, _ kind: NominalKind, isFilePrivate: Bool = false, genericParameterCount: Int = 0) {
      self.name = name
      self.kind = kind
      self.isFilePrivate = isFilePrivate
      self.genericParameterCount = genericParameterCount
    }
  }

  /// A nominal type: its module and the chain of types from the outermost to itself.
  public struct TypePath: Sendable, Hashable {
    /// The module name, e.g. `Weather`.
    public var module: String
    /// The types from the outermost to the named one; never empty.
    public var components: [TypeComponent]
    /// The path or base name of the file declaring the outermost `private`/`fileprivate` type;
    /// needed only when a component is file-private. Only the last path component is used.
    public var fileName: String?

    /// A type path.
    public init(module: String, components: [TypeComponent], fileName: String? = nil) {
      self.module = module
      self.components = components
      self.fileName = fileName
    }
  }

  /// The mangled name of `path` without the `$s` prefix.
  public static func mangledTypeName(_ path: TypePath) throws(SwiftManglingError) -> String {
    guard !path.module.isEmpty else { throw .emptyName("module name") }
    guard !path.components.isEmpty else { throw .emptyName("type path") }
    var mangler = Mangler()
    mangler.appendIdentifier(path.module, allowRawIdentifier: false)
    var discriminatorAdded = false
    for component in path.components {
      guard !component.name.isEmpty else { throw .emptyName("type name") }
      guard component.genericParameterCount >= 0 else { throw .unsupported("a negative generic parameter count") }
      mangler.appendIdentifier(component.name, allowRawIdentifier: true)
      if component.isFilePrivate && !discriminatorAdded {
        guard let fileName = path.fileName, !fileName.isEmpty else { throw .missingFileName(component.name) }
        mangler.appendIdentifier(
          privateDiscriminator(module: path.module, fileName: fileName), allowRawIdentifier: false)
        mangler.appendOperator("LL")
        discriminatorAdded = true
      }
      mangler.appendOperator(component.kind.mangledOperator)
      mangler.addEntitySubstitution()
    }
    appendBoundGenericArguments(of: path.components, into: &mangler)
    return mangler.result
  }

  /// The mangled name of `Module.A.B…` built from components.
  public static func mangledTypeName(
    module: String, _ components: TypeComponent..., fileName: String? = nil
  ) throws(SwiftManglingError) -> String {
    try mangledTypeName(TypePath(module: module, components: components, fileName: fileName))
  }

  /// The discriminator of file-private declarations: `_` followed by the upper-case hex MD5 of the
  /// module name immediately followed by the file's base name, e.g.
  /// `_FAEAD785977E4D4955B1EF15E671C2F8` for module `Weather` and `a.swift`.
  public static func privateDiscriminator(module: String, fileName: String) -> String {
    let baseName = fileName.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? fileName
    return "_" + MD5.hexDigest(of: Array((module + baseName).utf8), uppercase: true)
  }

  /// Appends `y <level> _ <level> … G` when any component is generic: one argument list per
  /// component, each binding the component's own generic parameters to themselves.
  private static func appendBoundGenericArguments(of components: [TypeComponent], into mangler: inout Mangler) {
    guard components.contains(where: { $0.genericParameterCount > 0 }) else { return }
    mangler.appendOperator("y")
    var depth = 0
    for (level, component) in components.enumerated() {
      if level > 0 { mangler.appendOperator("_") }
      guard component.genericParameterCount > 0 else { continue }
      for index in 0..<component.genericParameterCount {
        mangler.appendOperator(genericParameter(depth: depth, index: index))
      }
      depth += 1
    }
    mangler.appendOperator("G")
  }

  /// A generic parameter type: `x` for depth 0 index 0, `q<index-1>` at depth 0, and
  /// `qd<depth-1><index>` deeper, each number in the `INDEX` encoding (`_`, `0_`, `1_`, …).
  private static func genericParameter(depth: Int, index: Int) -> String {
    if depth == 0 {
      return index == 0 ? "x" : "q" + Mangler.indexText(index - 1)
    }
    return "qd" + Mangler.indexText(depth - 1) + Mangler.indexText(index)
  }
}

/// Why a type name cannot be mangled.
public enum SwiftManglingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A module or type name is empty, or the path has no types.
  case emptyName(String)
  /// A `private`/`fileprivate` type was given without the file that declares it.
  case missingFileName(String)
  /// The path uses a construct this mangler does not reproduce.
  case unsupported(String)

  public var description: String {
    switch self {
    case .emptyName(let what): "cannot mangle an empty \(what)"
    case .missingFileName(let type): "cannot mangle file-private type '\(type)' without its file name"
    case .unsupported(let what): "cannot mangle \(what)"
    }
  }
}
