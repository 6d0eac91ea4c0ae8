// Intent results: `IntentResult`, the traits a `perform()` signature combines
// (`some IntentResult & ProvidesDialog & ReturnsValue<Int>`), and the `.result(...)` overloads that
// build them. One generic container type carries the traits as type parameters, as Apple's does.

import SwiftUI

/// The result of `perform()`.
public protocol IntentResult: Sendable {}

/// A result that speaks or shows a dialog.
public protocol ProvidesDialog: IntentResult {}

/// A result that returns a value to the next action.
public protocol ReturnsValue<Value>: IntentResult {
  /// The returned value's type.
  associatedtype Value: _IntentValue
}

/// A result that opens another intent when done.
public protocol OpensIntent: IntentResult {
  /// The intent opened next.
  associatedtype Intent: AppIntent
}

/// A result that shows a SwiftUI snippet.
public protocol ShowsSnippetView: IntentResult {}

/// A result that shows the snippet of a `SnippetIntent` (iOS 26).
public protocol ShowsSnippetIntent: IntentResult {}

/// `perform() -> Never`: an intent that never returns normally (it always opens the app or throws).
extension Never: IntentResult {}

/// The result `.result()` returns when an intent reports nothing.
public struct EmptyIntentResult: IntentResult {
  /// Creates an empty result.
  public init() {}
}

/// The concrete result type behind every `.result(...)` overload; its traits follow its parameters.
public struct IntentResultContainer<Value, Opened, Content, Dialog>: IntentResult, @unchecked Sendable {
  /// Creates a result.
  public init() {}
}

extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}
extension IntentResultContainer: OpensIntent where Opened: AppIntent {
  /// The intent opened next.
  public typealias Intent = Opened
}
extension IntentResultContainer: ShowsSnippetView where Content: View {}

extension IntentResult {
  /// An empty result.
  public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { .init() }

  /// A dialog.
  public static func result(dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never, Never, IntentDialog> { .init() }

  /// A returned value.
  public static func result<V: _IntentValue>(value: V) -> Self
  where Self == IntentResultContainer<V, Never, Never, Never> { .init() }

  /// A returned value and a dialog.
  public static func result<V: _IntentValue>(value: V, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<V, Never, Never, IntentDialog> { .init() }

  /// A snippet view.
  public static func result<C: View>(view: C) -> Self
  where Self == IntentResultContainer<Never, Never, C, Never> { .init() }

  /// A dialog and a snippet view.
  public static func result<C: View>(dialog: IntentDialog, view: C) -> Self
  where Self == IntentResultContainer<Never, Never, C, IntentDialog> { .init() }

  /// A returned value, a dialog and a snippet view.
  public static func result<V: _IntentValue, C: View>(value: V, dialog: IntentDialog, view: C) -> Self
  where Self == IntentResultContainer<V, Never, C, IntentDialog> { .init() }

  /// An intent to open next.
  public static func result<I: AppIntent>(opensIntent: I) -> Self
  where Self == IntentResultContainer<Never, I, Never, Never> { .init() }

  /// An intent to open next and a dialog.
  public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, I, Never, IntentDialog> { .init() }

  /// A returned value and an intent to open next.
  public static func result<V: _IntentValue, I: AppIntent>(value: V, opensIntent: I) -> Self
  where Self == IntentResultContainer<V, I, Never, Never> { .init() }
}
