struct A: AppIntent {
  static let title: LocalizedStringResource = "Order
  static let other = "fine"
}
