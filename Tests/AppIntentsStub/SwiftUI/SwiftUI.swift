// A stub of the few SwiftUI names that App Intents fixtures use (snippet views), compiled as a
// module named `SwiftUI` so that `import SwiftUI` type-checks on Linux. Bodies never run.

/// A piece of user interface; the stub keeps only the shape that `some View` needs.
public protocol View {
  /// The type of view this view's body returns.
  associatedtype Body: View
  /// The content of the view.
  @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
  /// `Never` ends the chain of view bodies.
  public var body: Never { fatalError("Never has no body") }
}

/// Builds views from closures, as SwiftUI's `@ViewBuilder` does.
@resultBuilder public enum ViewBuilder {
  /// An empty body.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// A body with one view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// A body with several views.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView()
  }
  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The `if` branch of an `if`/`else`.
  public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
    ConditionalContent()
  }
  /// The `else` branch of an `if`/`else`.
  public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
    ConditionalContent()
  }
}

extension Optional: View where Wrapped: View {
  /// An optional view shows its value or nothing.
  public var body: Never { fatalError("stub") }
}

/// A view that shows nothing.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}
  /// Never evaluated.
  public var body: Never { fatalError("stub") }
}

/// Several views produced by one builder block.
public struct TupleView<T>: View {
  /// Never evaluated.
  public var body: Never { fatalError("stub") }
}

/// One of two views, chosen by an `if`/`else` in a builder.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Never evaluated.
  public var body: Never { fatalError("stub") }
}

/// A line of text.
public struct Text: View {
  /// Creates text from a string.
  public init<S: StringProtocol>(_ content: S) {}
  /// Never evaluated.
  public var body: Never { fatalError("stub") }
}

/// An image, by asset name or SF Symbol name.
public struct Image: View {
  /// An image from the asset catalog.
  public init(_ name: String) {}
  /// An SF Symbol.
  public init(systemName: String) {}
  /// Never evaluated.
  public var body: Never { fatalError("stub") }
}

/// A vertical stack.
public struct VStack<Content: View>: View {
  /// Creates a stack of the builder's views.
  public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
  /// Never evaluated.
  public var body: Never { fatalError("stub") }
}

/// A horizontal stack.
public struct HStack<Content: View>: View {
  /// Creates a stack of the builder's views.
  public init(spacing: Double? = nil, @ViewBuilder content: () -> Content) {}
  /// Never evaluated.
  public var body: Never { fatalError("stub") }
}

/// Horizontal alignment of a stack's children.
public enum HorizontalAlignment: Sendable {
  /// Leading edges aligned.
  case leading
  /// Centers aligned.
  case center
  /// Trailing edges aligned.
  case trailing
}

/// A color, as used for tints.
public struct Color: View, Sendable {
  /// Red.
  public static let red = Color()
  /// Blue.
  public static let blue = Color()
  /// Green.
  public static let green = Color()
  /// Orange.
  public static let orange = Color()
  /// The app's accent color.
  public static let accentColor = Color()
  /// Never evaluated.
  public var body: Never { fatalError("stub") }
}

extension View {
  /// Pads the view.
  public func padding() -> some View { self }
  /// Sets the font weight to bold.
  public func bold() -> some View { self }
}
