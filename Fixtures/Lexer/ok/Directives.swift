#if os(iOS) && !targetEnvironment(simulator)
import UIKit
#elseif canImport(AppKit)
import AppKit
#else
import Foundation
#endif

@available(iOS 16.0, macOS 13.0, *)
@AppIntent(schema: .photos.openAsset)
struct OpenAssetIntent: OpenIntent {
  #if DEBUG
  static let title: LocalizedStringResource = "Open (Debug)"
  #endif
  func perform() async throws -> some IntentResult {
    if #available(iOS 18, *) { doNew() } else if #unavailable(iOS 17) { doOld() }
    let file = #file, line = #line
    let selector = #selector(run)
    #warning("fix me")
    return .result()
  }
}

#Preview {
  ContentView()
}
#sourceLocation(file: "Generated.swift", line: 10)
#sourceLocation()
let wrapped = value.map { $0 + $1 }
