import AppIntents

// Strings and sizes in the style of generated catalogs, and a theme type with computed members.

public enum Catalog {
  public static let category: LocalizedStringResource = "Themes"
  public static var tableName: String { "Localizable" }
  public static let fallbackCategory = category
    .key

  public enum Names {
    public static let defaultName = "Ocean"
    public static let otherName = "Forest"
    public static func numbered(_ value: Int) -> String {
      String(format: "%@ %d", defaultName, value)
    }
  }

  public enum Unused {
    public static var title: String { Catalog.tr("unused.title") }
  }

  private static func tr(_ key: String) -> String { key }
}

public struct ThemeSize: Hashable, Sendable {
  public static let small = ThemeSize(points: 10)
  public static let medium = ThemeSize(points: 12)
  public static let large = ThemeSize(points: 16)
  public static let all = [small, medium, large]
    .sorted { $0.points < $1.points }
  public static let isCompact = ProcessInfo.processInfo.environment["COMPACT"] != nil
    ? true
    : false

  public var points: Int
  public var scaled: Int { points * 2 }

  public init(points: Int) {
    self.points = points
  }

  subscript(step: Int) -> ThemeSize { ThemeSize(points: points + step) }
}

extension ThemeSize: CustomStringConvertible {
  public var description: String { "\(points) pt" }
  static let summary = """
    static let notAMember = 1
    """
}
