@preconcurrency import Foundation
@_exported import struct Swift.Int
@testable import func Swift.print

public protocol Repository<Element>: AnyObject, Sendable where Element: Hashable {
  associatedtype Element
  associatedtype Index: Comparable = Int
  var count: Int { get }
  var first: Element? { get async throws }
  subscript(index: Index) -> Element { get set }
  func insert(_ element: consuming Element) throws(RepositoryError)
  static func make() -> Self
  init?(name: String)
}

open class Base<T: Equatable & Sendable, each U>: NSObject, @retroactive CustomStringConvertible {
  public private(set) var value: T
  // A space before the detail: accepted, with a warning before Swift 6.
  private (set) lazy var spaced = 0
  nonisolated(unsafe) static var shared: Base?
  weak var delegate: AnyObject?
  lazy var cache: [String: T] = [:]
  final let tuple: (repeat each U)
  override open var description: String { "\(value)" }

  public required init(value: T, _ rest: repeat each U) {
    self.value = value
    self.tuple = (repeat each rest)
    super.init()
  }

  convenience init!() { fatalError() }
  deinit { print("bye") }

  class func create() -> Self { fatalError() }
  public subscript<K: Hashable>(key key: K, default value: @autoclosure () -> T) -> T {
    get { value() }
    set(newValue) { self.value = newValue }
  }
}

actor Counter {
  private var count = 0 {
    willSet { print(newValue) }
    didSet(old) { print(old) }
  }
  nonisolated let id: Int = 1
  func increment() async -> Int { count += 1; return count }
  isolated deinit {}
}

enum Shape: Hashable, ~Copyable {
  case circle(radius: Double)
  case rectangle(width: Double, height: Double = 1), point
  indirect case group([Shape])
}

enum Planet: Int, CaseIterable {
  case mercury = 1, venus, earth
}

extension Array: Repository where Element: Hashable & Sendable {
  public typealias Index = Int
  public var first: Element? { get async throws { nil } }
}

extension Base.Nested<Int>: Equatable {}

typealias Pair<A, B> = (first: A, second: B)
typealias Handler = @Sendable (Int) async throws -> Void

struct Wrapper<Value>: ~Copyable {
  var storage: Value
  var value: Value {
    _read { yield storage }
    _modify { yield &storage }
  }
  // `read` and `modify` are calls here: as accessors they need an experimental feature.
  var viaRead: Value { read { $0 } }
  var viaModify: Value {
    modify { $0.touch() }
    return storage
  }
  consuming func take() -> Value { storage }
  borrowing func peek() -> Value { storage }
  mutating func set(_ value: Value) { storage = value }
}

prefix operator √
infix operator <~> : AdditionPrecedence
postfix operator ^^

precedencegroup PipePrecedence {
  higherThan: AssignmentPrecedence
  lowerThan: TernaryPrecedence
  associativity: left
  assignment: false
}

prefix func √ (value: Double) -> Double { value.squareRoot() }
func <~> (lhs: Int, rhs: Int) -> Int { lhs + rhs }
func == (lhs: Shape, rhs: Shape) -> Bool { true }

@freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "Macros", type: "StringifyMacro")
@attached(member, names: named(init)) macro AutoInit() = #externalMacro(module: "Macros", type: "AutoInitMacro")

@MainActor @available(*, deprecated, renamed: "newThing", message: "Use newThing")
func oldThing<each T>(_ values: repeat each T) async rethrows where repeat each T: Sendable {}

func variadic(_ names: String..., label other: inout [Int], _ closure: @escaping @Sendable () -> Void) {}
