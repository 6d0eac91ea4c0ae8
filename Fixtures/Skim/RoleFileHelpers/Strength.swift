/// Named by the default argument of `steepTime`, which the intent calls: parsed.
struct Strength {
  let seconds: Int

  static let mild = Strength(seconds: 120)
  static let regular = Strength(seconds: 180)
}
