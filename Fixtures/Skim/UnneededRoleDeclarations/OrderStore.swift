/// The intent's dependency.
final class OrderStore {
  var orders: [String] = []
}
