import Capacitor
import UIKit

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    true
  }

  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    // Delivers tidelog:// links, including the ones the App Intents open, to the App plugin's
    // 'appUrlOpen' listeners in JavaScript.
    ApplicationDelegateProxy.shared.application(app, open: url, options: options)
  }
}
