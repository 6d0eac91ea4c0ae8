import AppIntents
import Foundation

// The app's model type.
struct Trip: Identifiable {
  var id: UUID
  var destination: String
}

struct TripEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trip"
  static let defaultQuery = TripEntityQuery()

  var id: UUID
  var destination: String
  var displayRepresentation: DisplayRepresentation { "\(destination)" }
}

struct TripEntityQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [TripEntity] { [] }
}

// Returns the model type instead of the entity.
struct TripQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [Trip] { [] }  // expected: 25:59: error: The query 'TripQuery' finds 'Trip', which is not an AppEntity; return the AppEntity type from the query, or make 'Trip' conform to AppEntity [query-entity-not-entity]
}

final class Booking {
  var id = UUID()
}

struct BookingQuery: EntityStringQuery {
  typealias Entity = Booking  // expected: 33:22: error: The query 'BookingQuery' finds 'Booking', which is not an AppEntity; return the AppEntity type from the query, or make 'Booking' conform to AppEntity [query-entity-not-entity]

  func entities(for identifiers: [UUID]) async throws -> [Booking] { [] }
  func entities(matching string: String) async throws -> [Booking] { [] }
}

typealias Stop = Trip.Stop

extension Trip {
  struct Stop: Identifiable {
    var id: UUID
  }
}

struct StopQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [Stop] { [] }
  func entities(for identifiers: [UUID]) async throws -> [Stop] { [] }  // expected: 49:59: error: The query 'StopQuery' finds 'Trip.Stop', which is not an AppEntity; return the AppEntity type from the query, or make 'Trip.Stop' conform to AppEntity [query-entity-not-entity]
}
