let literals = [0, 1.5, 0x1p4, -3, true, false, nil, "s", #"raw"#, /regex/] as [Any?]
let dictionary: [String: Int] = ["a": 1, "b": 2]
let emptyDictionary: [String: Int] = [:]
let tuple = (1, label: "two", (3, 4))
let member = value.property.method().other?.chain!.last
let implicit: Color = .red
let call = function(1, label: 2, operation: +)
let trailing = items.map { $0 * 2 }.filter { $0 > 2 }
let multiple = Button { action() } label: { Text("Tap") }
let subscripted = matrix[1, 2][label: 3]
let keyPaths = [\Person.name, \.age, \.friends[0].name, \.optional?.value, \.$dish]
let closure = { [weak self, value = other] (a: Int, b: String) async throws -> Int in
  guard let self else { return 0 }
  return a
}
let shorthand = { a, b in a + b }
let operators = a + b * c - d / e % f == g && h || !i
let ranges = (0..<10, 1...5, ...3, 4...)
let casts = (value as! Int, value as? String, value as Any, value is Int)
let ternary = condition ? first : nested ? second : third
let assignment: Void = (x = y + 1)
let tryForms = (try f(), try? g(), try! h())
let asyncValue = await fetch()
let generic = Array<Int>(repeating: 0, count: 3)
let genericMember = Set<String>.init()
let lessThan = a < b && c > d
let interpolation = "Value: \(value, format: .number) and \(closure { "\($0)" })"
let ifExpression = if flag { 1 } else { 2 }
let switchExpression = switch shape {
case .circle(let radius): radius
case .rectangle(width: let w, _): w
default: 0
}
let macros = (#line, #file, #stringify(1 + 2), #selector(run))
let inout_ = swap(&a, &b)
let optionalChain = user?.address?.street ?? "unknown"
let forced = dictionary["a"]!
let postfixOperator = value^^
let prefixOperator = √16.0
let customSequence = a <~> b <~> c
let typeExpression = [String].self
let metatype = Int.Type.self
let anyExpression = (any Error).self
let consumed = consume value
let placeholderLike = _ = compute()
x += 1
y = z
