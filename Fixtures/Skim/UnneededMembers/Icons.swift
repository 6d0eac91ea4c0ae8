// Generated in the style of SwiftGen: one class with an icon per static constant.

import Foundation

public final class Icons: CaseIterable, Hashable, CustomStringConvertible {
  public static let familyName: String = "Icons"
  public static let count: Int = 4
  public let name: String
  public let unicode: String

  public var description: String {
    "<Icons: \(name)>"
  }

  public convenience init(named iconName: String) {
    self.init(named: iconName, fallback: Self.allCases.first!)
  }

  public convenience init(named iconName: String, fallback: Icons) {
    let existing = Self.allCases.first(where: { $0.name == iconName.lowercased() }) ?? fallback
    self.init(name: existing.name, unicode: existing.unicode)
  }

  private init(name: String, unicode: String) {
    self.name = name
    self.unicode = unicode
  }

  public static func == (lhs: Icons, rhs: Icons) -> Bool {
    lhs.unicode == rhs.unicode
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(unicode)
  }

  public func apply(size: ThemeSize) {}

  public static let abacusIcon = Icons(name: "abacus", unicode: "\u{F16E0}")
  public static let accessPointIcon = Icons(name: "access_point", unicode: "\u{F0003}")
  public static let accountIcon = Icons(name: "account", unicode: "\u{F0004}")
  @available(*, deprecated, renamed: "accountIcon")
  public static let accountCircleIcon = Icons(name: "account_circle", unicode: "\u{F0009}")

  public static let allCases: [Icons] = [
    Icons.abacusIcon,
    Icons.accessPointIcon,
    Icons.accountIcon,
    Icons.accountCircleIcon,
  ]
}
