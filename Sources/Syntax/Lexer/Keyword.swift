/// Every word the parser treats specially, reserved or contextual.
///
/// The lexer sets `Token.keyword` for identifiers and reserved words whose spelling is listed
/// here, so the parser compares one byte instead of strings. Only `isReserved` words get the
/// token kind `keyword`; contextual words (`async`, `some`, `get`, ...) stay identifiers and the
/// parser decides from context. Generated list; keep it sorted by the order below.
public enum Keyword: UInt8, Sendable, CaseIterable {
  /// Not a keyword (the token is not a word or its spelling is not listed).
  case unlisted = 0
  /// `Any` (reserved)
  case upperAny
  /// `as` (reserved)
  case `as`
  /// `associatedtype` (reserved)
  case `associatedtype`
  /// `break` (reserved)
  case `break`
  /// `case` (reserved)
  case `case`
  /// `catch` (reserved)
  case `catch`
  /// `class` (reserved)
  case `class`
  /// `continue` (reserved)
  case `continue`
  /// `default` (reserved)
  case `default`
  /// `defer` (reserved)
  case `defer`
  /// `deinit` (reserved)
  case `deinit`
  /// `do` (reserved)
  case `do`
  /// `else` (reserved)
  case `else`
  /// `enum` (reserved)
  case `enum`
  /// `extension` (reserved)
  case `extension`
  /// `fallthrough` (reserved)
  case `fallthrough`
  /// `false` (reserved)
  case `false`
  /// `fileprivate` (reserved)
  case `fileprivate`
  /// `for` (reserved)
  case `for`
  /// `func` (reserved)
  case `func`
  /// `guard` (reserved)
  case `guard`
  /// `if` (reserved)
  case `if`
  /// `import` (reserved)
  case `import`
  /// `in` (reserved)
  case `in`
  /// `init` (reserved)
  case `init`
  /// `inout` (reserved)
  case `inout`
  /// `internal` (reserved)
  case `internal`
  /// `is` (reserved)
  case `is`
  /// `let` (reserved)
  case `let`
  /// `nil` (reserved)
  case `nil`
  /// `operator` (reserved)
  case `operator`
  /// `precedencegroup` (reserved)
  case `precedencegroup`
  /// `private` (reserved)
  case `private`
  /// `protocol` (reserved)
  case `protocol`
  /// `public` (reserved)
  case `public`
  /// `repeat` (reserved)
  case `repeat`
  /// `rethrows` (reserved)
  case `rethrows`
  /// `return` (reserved)
  case `return`
  /// `self` (reserved)
  case `self`
  /// `Self` (reserved)
  case upperSelf
  /// `static` (reserved)
  case `static`
  /// `struct` (reserved)
  case `struct`
  /// `subscript` (reserved)
  case `subscript`
  /// `super` (reserved)
  case `super`
  /// `switch` (reserved)
  case `switch`
  /// `throw` (reserved)
  case `throw`
  /// `throws` (reserved)
  case `throws`
  /// `true` (reserved)
  case `true`
  /// `try` (reserved)
  case `try`
  /// `typealias` (reserved)
  case `typealias`
  /// `var` (reserved)
  case `var`
  /// `where` (reserved)
  case `where`
  /// `while` (reserved)
  case `while`
  /// `_` (reserved)
  case `wildcard`
  /// `actor`
  case `actor`
  /// `any`
  case `any`
  /// `associativity`
  case `associativity`
  /// `async`
  case `async`
  /// `await`
  case `await`
  /// `borrowing`
  case `borrowing`
  /// `consume`
  case `consume`
  /// `consuming`
  case `consuming`
  /// `convenience`
  case `convenience`
  /// `copy`
  case `copy`
  /// `didSet`
  case `didSet`
  /// `distributed`
  case `distributed`
  /// `dynamic`
  case `dynamic`
  /// `each`
  case `each`
  /// `final`
  case `final`
  /// `get`
  case `get`
  /// `indirect`
  case `indirect`
  /// `infix`
  case `infix`
  /// `isolated`
  case `isolated`
  /// `lazy`
  case `lazy`
  /// `left`
  case `left`
  /// `macro`
  case `macro`
  /// `mutating`
  case `mutating`
  /// `none`
  case none
  /// `nonisolated`
  case `nonisolated`
  /// `nonmutating`
  case `nonmutating`
  /// `open`
  case `open`
  /// `optional`
  case `optional`
  /// `override`
  case `override`
  /// `package`
  case `package`
  /// `postfix`
  case `postfix`
  /// `precedence`
  case `precedence`
  /// `prefix`
  case `prefix`
  /// `Protocol`
  case upperProtocol
  /// `required`
  case `required`
  /// `right`
  case `right`
  /// `sending`
  case `sending`
  /// `set`
  case `set`
  /// `some`
  case `some`
  /// `Type`
  case upperType
  /// `unowned`
  case `unowned`
  /// `weak`
  case `weak`
  /// `willSet`
  case `willSet`
  /// `assignment`
  case `assignment`
  /// `higherThan`
  case `higherThan`
  /// `lowerThan`
  case `lowerThan`
  /// `unsafe`
  case `unsafe`
  /// `_read`
  case underscoreRead
  /// `_modify`
  case underscoreModify
  /// `read`
  case `read`
  /// `modify`
  case `modify`
  /// `unsafeAddress`
  case `unsafeAddress`
  /// `unsafeMutableAddress`
  case `unsafeMutableAddress`
  /// `safe`
  case `safe`
  /// `unchecked`
  case `unchecked`
  /// `reasync`
  case `reasync`
  /// `__consuming`
  case doubleUnderscoreConsuming
  /// `__owned`
  case doubleUnderscoreOwned
  /// `__shared`
  case doubleUnderscoreShared
  /// `__setter_access`
  case doubleUnderscoreSetterAccess
  /// `_const`
  case underscoreConst
  /// `then`
  case `then`
  /// `dependsOn`
  case `dependsOn`
  /// `transferring`
  case `transferring`
  /// `accesses`
  case `accesses`
  /// `initializes`
  case `initializes`
  /// `_borrowing`
  case underscoreBorrowing
  /// `_consuming`
  case underscoreConsuming
  /// `_mutating`
  case underscoreMutating
  /// `of`
  case `of`
  /// `renamed`
  case `renamed`
  /// `deprecated`
  case `deprecated`
  /// `introduced`
  case `introduced`
  /// `obsoleted`
  case `obsoleted`
  /// `message`
  case `message`
  /// `noasync`
  case `noasync`
  /// `spi`
  case `spi`
  /// `kind`
  case `kind`
  /// `yield`
  case `yield`

  /// The number of reserved words; they come first, right after `unlisted`.
  static let reservedCount = 54

  /// Whether the word can only be used as an identifier inside backticks (token kind `keyword`).
  @inline(__always)
  public var isReserved: Bool { rawValue != 0 && Int(rawValue) <= Keyword.reservedCount }

  /// The word as it is spelled in source.
  public var spelling: String { Keyword.spellings[Int(rawValue)] }

  /// Spellings indexed by raw value; index 0 (`unlisted`) is empty.
  static let spellings: [String] = [
    "",

    "Any",
    "as",
    "associatedtype",
    "break",
    "case",
    "catch",
    "class",
    "continue",
    "default",
    "defer",
    "deinit",
    "do",
    "else",
    "enum",
    "extension",
    "fallthrough",
    "false",
    "fileprivate",
    "for",
    "func",
    "guard",
    "if",
    "import",
    "in",
    "init",
    "inout",
    "internal",
    "is",
    "let",
    "nil",
    "operator",
    "precedencegroup",
    "private",
    "protocol",
    "public",
    "repeat",
    "rethrows",
    "return",
    "self",
    "Self",
    "static",
    "struct",
    "subscript",
    "super",
    "switch",
    "throw",
    "throws",
    "true",
    "try",
    "typealias",
    "var",
    "where",
    "while",
    "_",
    "actor",
    "any",
    "associativity",
    "async",
    "await",
    "borrowing",
    "consume",
    "consuming",
    "convenience",
    "copy",
    "didSet",
    "distributed",
    "dynamic",
    "each",
    "final",
    "get",
    "indirect",
    "infix",
    "isolated",
    "lazy",
    "left",
    "macro",
    "mutating",
    "none",
    "nonisolated",
    "nonmutating",
    "open",
    "optional",
    "override",
    "package",
    "postfix",
    "precedence",
    "prefix",
    "Protocol",
    "required",
    "right",
    "sending",
    "set",
    "some",
    "Type",
    "unowned",
    "weak",
    "willSet",
    "assignment",
    "higherThan",
    "lowerThan",
    "unsafe",
    "_read",
    "_modify",
    "read",
    "modify",
    "unsafeAddress",
    "unsafeMutableAddress",
    "safe",
    "unchecked",
    "reasync",
    "__consuming",
    "__owned",
    "__shared",
    "__setter_access",
    "_const",
    "then",
    "dependsOn",
    "transferring",
    "accesses",
    "initializes",
    "_borrowing",
    "_consuming",
    "_mutating",
    "of",
    "renamed",
    "deprecated",
    "introduced",
    "obsoleted",
    "message",
    "noasync",
    "spi",
    "kind",
    "yield",
  ]
}
