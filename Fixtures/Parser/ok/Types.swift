let a: Int? = nil
let b: Int! = nil
let c: [Int] = []
let d: [String: [Int]] = [:]
let e: (Int, label: String) = (1, label: "")
let f: (Int, String) async throws -> Void = { _, _ in }
let g: Int.Type = Int.self
let h: any Hashable.Type = Int.self
let i: some Collection = [1]
let j: any Equatable & Sendable = 1
let k: @escaping @Sendable (inout Int) -> Void
let l: Dictionary<String, Array<Optional<Int>>> = [:]
let m: Optional<Array<Int>>? = nil
let n: Swift.Result<Int, any Error> = .success(1)
let o: ((Int) -> Int) -> (Int) -> Int = { $0 }
let p: [Int]?? = nil
let q: (repeat each T) -> Void
let r: InlineArray<3, Int>
let s: () throws(MyError) -> Void = {}
let t: Set<Set<Set<Int>>> = []
func u(_ x: sending Int, _ y: borrowing String, _ z: __owned Int) {}
