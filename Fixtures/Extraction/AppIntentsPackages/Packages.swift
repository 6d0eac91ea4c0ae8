import AppIntents

struct CoreIntentsPackage: AppIntentsPackage {}

struct SharingIntentsPackage: AppIntentsPackage {
    static let includedPackages: [any AppIntentsPackage.Type] = []
}

struct EditorIntentsPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] {
        [CoreIntentsPackage.self, SharingIntentsPackage.self]
    }
}

public struct AppPackage: AppIntentsPackage {
    public static let includedPackages: [any AppIntentsPackage.Type] = [
        EditorIntentsPackage.self,
        CoreIntentsPackage.self,
    ]
}
