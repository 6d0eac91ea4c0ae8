/// Named by `priceFor`, a kept declaration of the intent's file.
enum Menu {
  static let basePrice = 3
}

/// Named by `DebugOrder`, under a file-level `#if`.
struct PriceFormatter {
  func format(_ price: Int) -> String { "$\(price)" }
}
