let integers = [0, 42, 1_000_000, 0x2A, 0xff_ff, 0o17, 0b1010_0101]
let floats = [1.5, 0.25e3, 1e-3, 6.022E+23, 0x1p4, 0x1.8p-1, 1_0.0_1]
let member = 4.description + 0xff.description
let tuple = pair.0.1
let ranges = (1..<10, 1...5, ...3, 2...)
let math = a + b * c - d / e % f
let bits = x &+ y &* z << 2 >> 1 & mask | flag ^ other
let logic = !flag && other || (a == b) != (c <= d) && e >= f
let custom = a --> b <~> c ∘ d
let unary = -x + +y
let postfix = value!.count + optional?.count ?? 0
let assign = a!=b
let ternary = cond ? one : two
let spacedTernary = cond ?one : two
let inout_ = swap(&a, &b)
let generic = Array<Dictionary<String, [Int]>>()
let optionalGeneric: Optional<Int>? = nil
let arrow: (Int) -> Void = { _ in }
x += 1; y -= 2; z *= 3; w /= 4
let dotOps = a .+ b
