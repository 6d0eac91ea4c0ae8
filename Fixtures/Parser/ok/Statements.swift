func statements() async throws {
  if let value = optional, case .some(let inner) = other, flag {
    print(value, inner)
  } else if #available(iOS 17, macOS 14, *) {
    print("new")
  } else if #unavailable(iOS 16) {
    print("old")
  } else {
    print("else")
  }
  if let optional { print(optional) }
  guard var mutable = optional else { return }
  while mutable > 0 { mutable -= 1 }
  repeat { mutable += 1 } while mutable < 10
  for item in items where item.isValid { continue }
  for case let .some(value) in optionals { print(value) }
  for try await line in lines { print(line) }
  for (index, element) in items.enumerated() { _ = (index, element) }
  outer: for row in rows {
    for column in row {
      if column == 0 { break outer }
      if column == 1 { continue outer }
    }
  }
  switch value {
  case 0, 1: print("small")
  case 2...9 where value.isMultiple(of: 2): fallthrough
  case let x as Int: print(x)
  case is String: break
  case .some(.none): break
  @unknown default: print("other")
  }
  do {
    try risky()
  } catch let error as MyError where error.code == 1 {
    print(error)
  } catch MyError.other, MyError.third {
    print("other")
  } catch {
    throw error
  }
  do throws(MyError) { try typed() } catch { print(error) }
  do { try risky() } catch where flag { print("flagged") } catch { print(error) }
  defer { cleanup() }
  // A `{` that starts an expression inside a condition opens a closure; only where the
  // condition starts does it open the body.
  guard let request: Request = {
    switch value {
    case 0: return .first
    default: return nil
    }
  }() else { return }
  if let computed = { value + 1 }(), computed > 0, { flag }() { print(computed) }
  while !{ done }(), value == { 0 }() { break }
  for item in items where { item.isValid }() { print(item) }
  if try { try risky() }() { print(request) }
  // Nor does a macro expansion take a trailing closure in a condition.
  if action == #selector(copy(_:)) { print(action) }
  while #line < limit { break }
  let (a, b) = pair
  var c: Int = 0, d = 1
  _ = (a, b, c, d)
  // `self` is a binding's name, on the binding's line or the next.
  let reload = { [weak self] in
    guard let
      self = self
    else { return }
    self.refresh()
  }
  reload()
  return
}
