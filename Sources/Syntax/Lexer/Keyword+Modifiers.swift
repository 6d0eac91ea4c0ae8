extension Keyword {
  /// Whether the reserved word is a declaration modifier wherever it stands: `public`,
  /// `private`, `fileprivate`, `internal` and `static` (`class` is one only before a
  /// declaration).
  ///
  /// A `switch`, which the compiler turns into a bit test, rather than a table: the skim's
  /// header scan asks it of every token at a declaration level, from another module.
  @inlinable public var isReservedModifier: Bool {
    switch self {
    case .public, .private, .fileprivate, .internal, .static: true
    default: false
    }
  }

  /// Whether the contextual word acts as a declaration modifier (`open`, `final`, `mutating`...)
  /// when a declaration follows it.
  @inlinable public var isContextualModifier: Bool {
    switch self {
    case .open, .final, .override, .mutating, .nonmutating, .lazy, .weak, .unowned, .required, .convenience,
      .dynamic, .optional, .indirect, .nonisolated, .distributed, .package, .consuming, .borrowing, .isolated,
      .prefix, .postfix, .infix, .doubleUnderscoreConsuming, .underscoreConst, .underscoreBorrowing,
      .underscoreConsuming, .underscoreMutating, .doubleUnderscoreSetterAccess:
      true
    default: false
    }
  }
}
