import AppIntents
import Foundation

struct Trip: Identifiable {
  var id: UUID
  var destination: String
}

struct TripEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trip"
  static let defaultQuery = TripQuery()

  var id: UUID
  var destination: String
  var displayRepresentation: DisplayRepresentation { "\(destination)" }

  init(_ trip: Trip) {
    id = trip.id
    destination = trip.destination
  }
}

struct TripQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [TripEntity] { [] }
}

// The entity through a typealias, and a nested query naming its enclosing entity.
typealias Journey = TripEntity

struct JourneyQuery: EntityQuery {
  typealias Entity = Journey
  func entities(for identifiers: [UUID]) async throws -> [Journey] { [] }
}

struct StopEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Stop"
  static let defaultQuery = Query()

  var id: UUID
  var displayRepresentation: DisplayRepresentation { "Stop" }

  struct Query: EnumerableEntityQuery {
    func allEntities() async throws -> [StopEntity] { [] }
    func entities(for identifiers: [UUID]) async throws -> [StopEntity] { [] }
  }
}

// The entity conformance is declared in an extension.
struct Hotel {
  var id: UUID
}

extension Hotel: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hotel"
  static let defaultQuery = HotelQuery()
  var displayRepresentation: DisplayRepresentation { "Hotel" }
}

struct HotelQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [Hotel] { [] }
}

// A subclass may inherit AppEntity from its superclass: not judged.
class BaseEntity {
  var id = UUID()
}

final class FlightEntity: BaseEntity {}

struct FlightQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [FlightEntity] { [] }
}

// Entities from another module are not judged.
struct SharedPlaceQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [PlacesKit.PlaceEntity] { [] }
}

// A generic query returning its type parameter.
struct ListQuery<Entity: AppEntity>: EntityQuery where Entity.ID == UUID {
  func entities(for identifiers: [UUID]) async throws -> [Entity] { [] }
}

// A class adopting AppEntity itself (a SwiftData model, say) is an entity.
final class Booking: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Booking"
  static let defaultQuery = BookingQuery()

  var id = UUID()
  var displayRepresentation: DisplayRepresentation { "Booking" }
}

struct BookingQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [Booking] { [] }
}
