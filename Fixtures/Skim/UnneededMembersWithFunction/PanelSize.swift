public struct PanelSize: Hashable, Sendable {
  public static let small = PanelSize(points: 10)
  public static let medium = PanelSize(points: 12)
  public static let large = PanelSize(points: 16)

  public var points: Int
}
