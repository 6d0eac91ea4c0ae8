import Source

/// A value read from the configuration file, with the position it was written at, so that
/// later checks and `--print-effective` can point back at it.
package struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  /// The value.
  package var value: Value
  /// The 1-based line and UTF-8 byte column of the value (or key) in the file.
  package var location: SourceLocation

  /// Creates a located value.
  package init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}
