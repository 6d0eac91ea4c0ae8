/// What a syntax node is. Every case is documented with the source it covers.
///
/// Node kinds are stable names used by `appintents dump syntax` (`dumpName`, documented in
/// `docs/syntax.md`) and by later stages that walk the tree.
public enum SyntaxKind: UInt16, Sendable, CaseIterable {
  /// A whole file: its items and the end-of-file token.
  case sourceFile
  /// Tokens the parser could not place, kept so the tree stays lossless.
  case unexpected
  /// An expected token that is absent; `detail` holds the expected `TokenKind`.
  case missingToken
  /// A declaration that should be here but is not.
  case missingDecl
  /// An expression that should be here but is not.
  case missingExpr
  /// A type that should be here but is not.
  case missingType
  /// A pattern that should be here but is not.
  case missingPattern
  /// A body skipped by delimiter matching (`{ ... }`), reparsable on demand.
  case skippedBody
  /// A file-level declaration skipped by delimiter matching, attributes and modifiers parsed:
  /// `struct Helper { ... }` when none of the names it declares is kept
  /// (`ParserOptions.keptNames`).
  case skippedDeclaration
  /// `import AppIntents`, `@testable import struct A.B`.
  case importDecl
  /// `AppIntents.AppIntent` in an import.
  case importPath
  /// `struct A: AppIntent { ... }`.
  case structDecl
  /// `class A { ... }`.
  case classDecl
  /// `enum A: String, AppEnum { ... }`.
  case enumDecl
  /// `actor A { ... }`.
  case actorDecl
  /// `protocol P: AppIntent { ... }`.
  case protocolDecl
  /// `extension A: AppIntent where T: X { ... }`.
  case extensionDecl
  /// `typealias A = B`.
  case typeAliasDecl
  /// `associatedtype Entity: AppEntity`.
  case associatedTypeDecl
  /// `func perform() async throws -> some IntentResult { ... }`.
  case functionDecl
  /// `init(id: String) { ... }`.
  case initializerDecl
  /// `deinit { ... }`.
  case deinitializerDecl
  /// `subscript(index: Int) -> T { ... }`.
  case subscriptDecl
  /// `static let title: LocalizedStringResource = "X"`.
  case variableDecl
  /// One binding of a `let`/`var`: pattern, type, initializer, accessors.
  case patternBinding
  /// `: Type` after a pattern.
  case typeAnnotation
  /// `= value`.
  case initializerClause
  /// `{ get { ... } set { ... } }` or an implicit getter `{ ... }`.
  case accessorBlock
  /// `get { ... }`, `set(newValue) { ... }`, `willSet`, `didSet`, `_read`, `_modify`, `init`.
  case accessorDecl
  /// `(newValue)` after `set`.
  case accessorParameter
  /// `case a, b(Int) = ...` in an enum.
  case enumCaseDecl
  /// One case of an `enumCaseDecl`: name, associated values, raw value.
  case enumCaseElement
  /// `macro m() = #externalMacro(...)`.
  case macroDecl
  /// `infix operator <~> : AdditionPrecedence`.
  case operatorDecl
  /// `precedencegroup P { higherThan: A }`.
  case precedenceGroupDecl
  /// `higherThan: A`, `associativity: left` inside a precedence group.
  case precedenceGroupAttribute
  /// A freestanding macro at declaration or statement level: `#warning("x")`, `#Preview { }`.
  case macroExpansionDecl
  /// `#sourceLocation(file: "f", line: 1)`.
  case poundSourceLocation
  /// `#if ... #elseif ... #else ... #endif` in any position.
  case ifConfigDecl
  /// One `#if`/`#elseif`/`#else` clause with its condition and body.
  case ifConfigClause
  /// `{ members }` of a type or extension.
  case memberBlock
  /// The attributes before a declaration or type.
  case attributeList
  /// `@Parameter(title: "Dish")`, `@available(iOS 17, *)`, `@MainActor`.
  case attribute
  /// Attribute arguments that are not expressions, kept as balanced tokens: `@objc(a:b:)`.
  case attributeArguments
  /// The arguments of `@available`, `#available` or `@backDeployed`.
  case availabilityArguments
  /// `iOS 17.0`, `*`, `deprecated`, `message: "x"`.
  case availabilityArgument
  /// The modifiers of a declaration.
  case modifierList
  /// `static`, `private(set)`, `nonisolated(unsafe)`, `final`, ...
  case modifier
  /// `<T: P, each U>`.
  case genericParameterClause
  /// One generic parameter.
  case genericParameter
  /// `where T: P, U == V`.
  case genericWhereClause
  /// `T: P` or `T == U` in a where clause.
  case genericRequirement
  /// `: AppIntent, Sendable`.
  case inheritanceClause
  /// One entry of an inheritance clause.
  case inheritedType
  /// `(a: Int, _ b: String = "")`.
  case parameterClause
  /// One parameter of a function, initializer, subscript, macro or enum case.
  case functionParameter
  /// `async throws(E)`, `rethrows`.
  case effectSpecifiers
  /// `throws` or `throws(E)`.
  case throwsClause
  /// `-> Type`.
  case returnClause
  /// `{ statements }`.
  case codeBlock
  /// `return value`.
  case returnStmt
  /// `throw error`.
  case throwStmt
  /// `break label`.
  case breakStmt
  /// `continue label`.
  case continueStmt
  /// `fallthrough`.
  case fallthroughStmt
  /// `defer { ... }`.
  case deferStmt
  /// `do { ... } catch { ... }`.
  case doStmt
  /// `catch let e as E where c { ... }`.
  case catchClause
  /// `guard conditions else { ... }`.
  case guardStmt
  /// `while conditions { ... }`.
  case whileStmt
  /// `repeat { ... } while c`.
  case repeatStmt
  /// `for try await case let x in xs where c { ... }`.
  case forStmt
  /// `outer: for ...`.
  case labeledStmt
  /// `yield &value` in `_read`/`_modify`.
  case yieldStmt
  /// `discard self`.
  case discardStmt
  /// `then value` (experimental).
  case thenStmt
  /// The conditions of `if`, `guard` and `while`.
  case conditionList
  /// One condition: an expression, `let x = y`, `case p = e` or `#available(...)`.
  case condition
  /// `let x = y` or `var x` in a condition.
  case optionalBinding
  /// `case .a(let x) = value` in a condition.
  case matchingPatternCondition
  /// `#available(iOS 17, *)` or `#unavailable(...)`.
  case availabilityCondition
  /// One `case ...:` or `default:` with its statements.
  case switchCase
  /// `case a, b where c:`.
  case switchCaseLabel
  /// `default:`.
  case switchDefaultLabel
  /// One pattern of a case label, with an optional `where`.
  case caseItem
  /// `where condition`.
  case whereClause
  /// `name` in a binding.
  case identifierPattern
  /// `_` in a binding.
  case wildcardPattern
  /// `(a, b)` in a binding.
  case tuplePattern
  /// One element of a tuple pattern.
  case tuplePatternElement
  /// `let x` or `var x` inside a pattern.
  case valueBindingPattern
  /// An expression used as a pattern.
  case expressionPattern
  /// `is Type` in a pattern.
  case isTypePattern
  /// `42`.
  case integerLiteralExpr
  /// `1.5`.
  case floatLiteralExpr
  /// `true`, `false`.
  case booleanLiteralExpr
  /// `nil`.
  case nilLiteralExpr
  /// `"Order \(\.$dish)"`: quotes, segments and interpolations.
  case stringLiteralExpr
  /// `\( ... )` inside a string literal.
  case interpolationSegment
  /// `/a+b/`.
  case regexLiteralExpr
  /// A name: `dish`, `self`, `Self`, `init`, `$0`, `+`, optionally with `(_:label:)`.
  case declReferenceExpr
  /// `(_:label:)` after a name.
  case declNameArguments
  /// `base.member` or an implicit `.member`.
  case memberAccessExpr
  /// `callee(arguments) { trailing closure }`.
  case functionCallExpr
  /// `base[arguments]`.
  case subscriptCallExpr
  /// The arguments of a call, subscript, tuple or attribute.
  case labeledExprList
  /// One argument: `label: value` or `value`.
  case labeledExpr
  /// Additional trailing closures: `label: { ... }`.
  case trailingClosures
  /// `{ [weak self] (a: Int) async -> Int in ... }`.
  case closureExpr
  /// The part of a closure before `in`.
  case closureSignature
  /// `[weak self, x = y]`.
  case captureList
  /// One capture.
  case captureItem
  /// The parameters of a closure signature.
  case closureParameterClause
  /// One closure parameter.
  case closureParameter
  /// `[a, b]`.
  case arrayExpr
  /// One element of an array literal.
  case arrayElement
  /// `[k: v]` or `[:]`.
  case dictionaryExpr
  /// `key: value`.
  case dictionaryElement
  /// `(a, b: c)`; a parenthesized expression is a one-element tuple.
  case tupleExpr
  /// `\.$dish`, `\Type.prop.other`.
  case keyPathExpr
  /// One component of a key path.
  case keyPathComponent
  /// `-x`, `!flag`.
  case prefixOperatorExpr
  /// `x...`.
  case postfixOperatorExpr
  /// `x!`.
  case forceUnwrapExpr
  /// `x?` before a member or call.
  case optionalChainingExpr
  /// `&x`.
  case inOutExpr
  /// A binary-operator sequence that could not be folded (an operator of unknown precedence).
  case sequenceExpr
  /// `a + b` after folding.
  case infixOperatorExpr
  /// The operator of an infix expression (`+`, `=`, `->`).
  case binaryOperator
  /// `c ? a : b` after folding.
  case ternaryExpr
  /// `? a :`, the middle of a ternary.
  case unresolvedTernary
  /// `x as T`, `as?`, `as!` after folding.
  case asExpr
  /// `as`, `as?` or `as!` in a sequence.
  case unresolvedAs
  /// `x is T` after folding.
  case isExpr
  /// `is` in a sequence.
  case unresolvedIs
  /// A type used as an expression operand (after `as`/`is`, `[Int].self`).
  case typeExpr
  /// `async throws ->` in a sequence.
  case arrowExpr
  /// `try x`, `try? x`, `try! x`.
  case tryExpr
  /// `await x`.
  case awaitExpr
  /// `unsafe x`.
  case unsafeExpr
  /// `consume x`.
  case consumeExpr
  /// `copy x`.
  case copyExpr
  /// `if c { } else { }` as statement or expression.
  case ifExpr
  /// `switch x { ... }` as statement or expression.
  case switchExpr
  /// `#name(args)` in an expression.
  case macroExpansionExpr
  /// `Foo<Int>` in an expression.
  case genericSpecializationExpr
  /// `<Int, String>`.
  case genericArgumentClause
  /// One generic argument.
  case genericArgument
  /// `_` as an assignment target.
  case discardAssignmentExpr
  /// `super`.
  case superExpr
  /// `<#value#>`.
  case editorPlaceholderExpr
  /// `let x` or `var x` inside a case pattern expression.
  case patternExpr
  /// `repeat each x`.
  case packExpansionExpr
  /// `each x`.
  case packElementExpr
  /// A member chain continued by `#if` clauses.
  case postfixIfConfigExpr
  /// `Int`, `Array<Int>`.
  case identifierType
  /// `Swift.Int`, `Album.Query`.
  case memberType
  /// `Int?`.
  case optionalType
  /// `Int!`.
  case implicitlyUnwrappedOptionalType
  /// `[Int]`.
  case arrayType
  /// `[String: Int]`.
  case dictionaryType
  /// `(Int, label: String)`.
  case tupleType
  /// One element of a tuple or function parameter list type.
  case tupleTypeElement
  /// `(Int) async throws -> Void`.
  case functionType
  /// `T.Type`, `P.Protocol`.
  case metatypeType
  /// `some P`, `any P`.
  case someOrAnyType
  /// `A & B`.
  case compositionType
  /// `@escaping () -> Void`, `inout Int`, `sending T`.
  case attributedType
  /// `repeat each T`.
  case packExpansionType
  /// `each T`.
  case packElementType
  /// `~Copyable`.
  case suppressedType
  /// `class` in an inheritance clause.
  case classRestrictionType
  /// `3` as a value generic argument.
  case integerType
  /// `_` as a type.
  case placeholderType

  /// The name used in syntax dumps (the case name).
  public var dumpName: String { String(describing: self) }

  /// Whether the node stands for something the source lacks.
  public var isMissing: Bool {
    switch self {
    case .missingToken, .missingDecl, .missingExpr, .missingType, .missingPattern: return true
    default: return false
    }
  }

  /// Whether the node is a declaration.
  public var isDeclaration: Bool {
    switch self {
    case .importDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl, .typeAliasDecl,
      .associatedTypeDecl, .functionDecl, .initializerDecl, .deinitializerDecl, .subscriptDecl, .variableDecl,
      .enumCaseDecl, .macroDecl, .operatorDecl, .precedenceGroupDecl, .macroExpansionDecl, .poundSourceLocation,
      .ifConfigDecl, .missingDecl:
      return true
    default: return false
    }
  }

  /// Whether the node declares a nominal type or extends one (it has a member block).
  public var isTypeDeclaration: Bool {
    switch self {
    case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: return true
    default: return false
    }
  }
}
