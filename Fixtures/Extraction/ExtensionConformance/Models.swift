import Foundation

struct Plant {
    var id: UUID
    var commonName: String
    var waterEveryDays: Int
}

enum Light: String, CaseIterable {
    case shade, partial, full
}

struct WaterPlantIntent {
    var note: String = ""
}

struct GardenShortcuts {}
