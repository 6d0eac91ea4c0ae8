#if os(iOS) || os(visionOS)
import UIKit
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#else
import Foundation
#endif

#if compiler(>=6.0) && swift(>=5.9) && hasFeature(StrictConcurrency)
let modern = true
#endif

struct Settings {
  #if DEBUG
  static let title = "Debug"
  #elseif BETA
  static let title = "Beta"
  #else
  static let title = "Release"
  #endif

  var value: Int {
    #if DEBUG
    get { 1 }
    #else
    get { 2 }
    #endif
  }

  func run() {
    #if arch(arm64)
    print("arm")
    #endif
    switch mode {
    case .a: break
    #if DEBUG
    case .b: break
    #endif
    default: break
    }
    let view = Text("x")
      .padding()
    #if os(iOS)
      .background(.red)
    #endif
    _ = view
  }
}

#if os(Linux)
@available(*, unavailable)
#endif
struct Unavailable {}
