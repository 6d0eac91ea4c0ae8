import Foundation
import UIKit

/// The tidelog:// routes the web app's router understands (src/routes.ts). Intents open them
/// so that no new JavaScript bridge is needed.
enum TideRoute {
  /// `tidelog://log?station=ID&height=METERS`
  static func log(station: String, height: Double) -> URL? {
    var components = URLComponents()
    components.scheme = "tidelog"
    components.host = "log"
    components.queryItems = [
      URLQueryItem(name: "station", value: station),
      URLQueryItem(name: "height", value: String(height)),
    ]
    return components.url
  }

  /// `tidelog://today`
  static let today = URL(string: "tidelog://today")

  /// Opens `url` in the app once it is in the foreground.
  @MainActor
  static func open(_ url: URL?) async {
    guard let url else { return }
    await UIApplication.shared.open(url)
  }
}
