extension Array where Element == String {
  /// The elements with `separator` between them, as `joined(separator:)` makes them, in code
  /// for `[String]` alone.
  ///
  /// The standard library's `joined(separator:)` is generic code that is not inlined: the first
  /// call of a process looks the collection's associated types up by their mangled names, about
  /// 280,000 instructions, a fiftieth of a warm `lint` run that only builds its commands' help
  /// texts and its cache keys with it. So does `String.append(contentsOf:)` given a generic
  /// `StringProtocol` value; `append(_: String)` is concrete.
  public func joinedSpecialized(separator: String) -> String {
    var result = ""
    for (index, element) in enumerated() {
      if index > 0 { result.append(separator) }
      result.append(element)
    }
    return result
  }
}

extension Array where Element == Substring {
  /// The elements with `separator` between them, in code for `[Substring]` alone (see the
  /// `[String]` version: the standard library's code for `[Substring]` makes the same lookup,
  /// 0.3 M of a warm run's 14.6 M instructions, from `ConfigurationPaths.normalize`).
  public func joinedSpecialized(separator: String) -> String {
    var result = ""
    for (index, element) in enumerated() {
      if index > 0 { result.append(separator) }
      result.append(contentsOf: element)
    }
    return result
  }
}
