import AppIntents

/// Every station of the radio network.
enum Station: String, AppEnum {
  case s001, s002, s003, s004, s005, s006, s007, s008, s009, s010
  case s011, s012, s013, s014, s015, s016, s017, s018, s019, s020
  case s021, s022, s023, s024, s025, s026, s027, s028, s029, s030
  case s031, s032, s033, s034, s035, s036, s037, s038, s039, s040
  case s041, s042, s043, s044, s045, s046, s047, s048, s049, s050
  case s051, s052, s053, s054, s055, s056, s057, s058, s059, s060
  case s061, s062, s063, s064, s065, s066, s067, s068, s069, s070
  case s071, s072, s073, s074, s075, s076, s077, s078, s079, s080
  case s081, s082, s083, s084, s085, s086, s087, s088, s089, s090
  case s091, s092, s093, s094, s095, s096, s097, s098, s099, s100
  case s101, s102, s103, s104, s105, s106, s107, s108, s109, s110
  case s111, s112, s113, s114, s115, s116, s117, s118, s119, s120
  case s121, s122, s123, s124, s125, s126, s127, s128, s129, s130
  case s131, s132, s133, s134, s135, s136, s137, s138, s139, s140
  case s141, s142, s143, s144, s145, s146, s147, s148, s149, s150
  case s151, s152, s153, s154, s155, s156, s157, s158, s159, s160
  case s161, s162, s163, s164, s165, s166, s167, s168, s169, s170
  case s171, s172, s173, s174, s175, s176, s177, s178, s179, s180
  case s181, s182, s183, s184, s185, s186, s187, s188, s189, s190
  case s191, s192, s193, s194, s195, s196, s197, s198, s199, s200
  case s201, s202, s203, s204, s205, s206, s207, s208, s209, s210
  case s211, s212, s213, s214, s215, s216, s217, s218, s219, s220
  case s221, s222, s223, s224, s225, s226, s227, s228, s229, s230
  case s231, s232, s233, s234, s235, s236, s237, s238, s239, s240
  case s241, s242, s243, s244, s245, s246, s247, s248, s249, s250

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
  static let caseDisplayRepresentations: [Station: DisplayRepresentation] = [
    .s001: "Station 1", .s002: "Station 2", .s003: "Station 3", .s004: "Station 4", .s005: "Station 5",
    .s006: "Station 6", .s007: "Station 7", .s008: "Station 8", .s009: "Station 9", .s010: "Station 10",
    .s011: "Station 11", .s012: "Station 12", .s013: "Station 13", .s014: "Station 14", .s015: "Station 15",
    .s016: "Station 16", .s017: "Station 17", .s018: "Station 18", .s019: "Station 19", .s020: "Station 20",
    .s021: "Station 21", .s022: "Station 22", .s023: "Station 23", .s024: "Station 24", .s025: "Station 25",
    .s026: "Station 26", .s027: "Station 27", .s028: "Station 28", .s029: "Station 29", .s030: "Station 30",
    .s031: "Station 31", .s032: "Station 32", .s033: "Station 33", .s034: "Station 34", .s035: "Station 35",
    .s036: "Station 36", .s037: "Station 37", .s038: "Station 38", .s039: "Station 39", .s040: "Station 40",
    .s041: "Station 41", .s042: "Station 42", .s043: "Station 43", .s044: "Station 44", .s045: "Station 45",
    .s046: "Station 46", .s047: "Station 47", .s048: "Station 48", .s049: "Station 49", .s050: "Station 50",
    .s051: "Station 51", .s052: "Station 52", .s053: "Station 53", .s054: "Station 54", .s055: "Station 55",
    .s056: "Station 56", .s057: "Station 57", .s058: "Station 58", .s059: "Station 59", .s060: "Station 60",
    .s061: "Station 61", .s062: "Station 62", .s063: "Station 63", .s064: "Station 64", .s065: "Station 65",
    .s066: "Station 66", .s067: "Station 67", .s068: "Station 68", .s069: "Station 69", .s070: "Station 70",
    .s071: "Station 71", .s072: "Station 72", .s073: "Station 73", .s074: "Station 74", .s075: "Station 75",
    .s076: "Station 76", .s077: "Station 77", .s078: "Station 78", .s079: "Station 79", .s080: "Station 80",
    .s081: "Station 81", .s082: "Station 82", .s083: "Station 83", .s084: "Station 84", .s085: "Station 85",
    .s086: "Station 86", .s087: "Station 87", .s088: "Station 88", .s089: "Station 89", .s090: "Station 90",
    .s091: "Station 91", .s092: "Station 92", .s093: "Station 93", .s094: "Station 94", .s095: "Station 95",
    .s096: "Station 96", .s097: "Station 97", .s098: "Station 98", .s099: "Station 99", .s100: "Station 100",
    .s101: "Station 101", .s102: "Station 102", .s103: "Station 103", .s104: "Station 104", .s105: "Station 105",
    .s106: "Station 106", .s107: "Station 107", .s108: "Station 108", .s109: "Station 109", .s110: "Station 110",
    .s111: "Station 111", .s112: "Station 112", .s113: "Station 113", .s114: "Station 114", .s115: "Station 115",
    .s116: "Station 116", .s117: "Station 117", .s118: "Station 118", .s119: "Station 119", .s120: "Station 120",
    .s121: "Station 121", .s122: "Station 122", .s123: "Station 123", .s124: "Station 124", .s125: "Station 125",
    .s126: "Station 126", .s127: "Station 127", .s128: "Station 128", .s129: "Station 129", .s130: "Station 130",
    .s131: "Station 131", .s132: "Station 132", .s133: "Station 133", .s134: "Station 134", .s135: "Station 135",
    .s136: "Station 136", .s137: "Station 137", .s138: "Station 138", .s139: "Station 139", .s140: "Station 140",
    .s141: "Station 141", .s142: "Station 142", .s143: "Station 143", .s144: "Station 144", .s145: "Station 145",
    .s146: "Station 146", .s147: "Station 147", .s148: "Station 148", .s149: "Station 149", .s150: "Station 150",
    .s151: "Station 151", .s152: "Station 152", .s153: "Station 153", .s154: "Station 154", .s155: "Station 155",
    .s156: "Station 156", .s157: "Station 157", .s158: "Station 158", .s159: "Station 159", .s160: "Station 160",
    .s161: "Station 161", .s162: "Station 162", .s163: "Station 163", .s164: "Station 164", .s165: "Station 165",
    .s166: "Station 166", .s167: "Station 167", .s168: "Station 168", .s169: "Station 169", .s170: "Station 170",
    .s171: "Station 171", .s172: "Station 172", .s173: "Station 173", .s174: "Station 174", .s175: "Station 175",
    .s176: "Station 176", .s177: "Station 177", .s178: "Station 178", .s179: "Station 179", .s180: "Station 180",
    .s181: "Station 181", .s182: "Station 182", .s183: "Station 183", .s184: "Station 184", .s185: "Station 185",
    .s186: "Station 186", .s187: "Station 187", .s188: "Station 188", .s189: "Station 189", .s190: "Station 190",
    .s191: "Station 191", .s192: "Station 192", .s193: "Station 193", .s194: "Station 194", .s195: "Station 195",
    .s196: "Station 196", .s197: "Station 197", .s198: "Station 198", .s199: "Station 199", .s200: "Station 200",
    .s201: "Station 201", .s202: "Station 202", .s203: "Station 203", .s204: "Station 204", .s205: "Station 205",
    .s206: "Station 206", .s207: "Station 207", .s208: "Station 208", .s209: "Station 209", .s210: "Station 210",
    .s211: "Station 211", .s212: "Station 212", .s213: "Station 213", .s214: "Station 214", .s215: "Station 215",
    .s216: "Station 216", .s217: "Station 217", .s218: "Station 218", .s219: "Station 219", .s220: "Station 220",
    .s221: "Station 221", .s222: "Station 222", .s223: "Station 223", .s224: "Station 224", .s225: "Station 225",
    .s226: "Station 226", .s227: "Station 227", .s228: "Station 228", .s229: "Station 229", .s230: "Station 230",
    .s231: "Station 231", .s232: "Station 232", .s233: "Station 233", .s234: "Station 234", .s235: "Station 235",
    .s236: "Station 236", .s237: "Station 237", .s238: "Station 238", .s239: "Station 239", .s240: "Station 240",
    .s241: "Station 241", .s242: "Station 242", .s243: "Station 243", .s244: "Station 244", .s245: "Station 245",
    .s246: "Station 246", .s247: "Station 247", .s248: "Station 248", .s249: "Station 249", .s250: "Station 250",
  ]
}

struct StationEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Podcast"
  static let defaultQuery = StationQuery()
  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct StationQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [StationEntity] { [] }
  func suggestedEntities() async throws -> [StationEntity] { [] }
}

struct PlayStationIntent: AppIntent {
  static let title: LocalizedStringResource = "Play Station"
  @Parameter(title: "Station") var station: Station
  func perform() async throws -> some IntentResult { .result() }
}

struct PlayPodcastIntent: AppIntent {
  static let title: LocalizedStringResource = "Play Podcast"
  @Parameter(title: "Podcast") var podcast: StationEntity
  func perform() async throws -> some IntentResult { .result() }
}

struct StopIntent: AppIntent {
  static let title: LocalizedStringResource = "Stop"
  func perform() async throws -> some IntentResult { .result() }
}
