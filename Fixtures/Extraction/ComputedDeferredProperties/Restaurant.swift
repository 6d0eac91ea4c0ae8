import AppIntents

struct MenuModel: Sendable {
    var name: String
    var items: [String]
    var rating: Double
}

@available(iOS 26.0, *)
struct RestaurantEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
    static let defaultQuery = RestaurantQuery()

    var id: String
    var model: MenuModel

    @Property(title: "Cuisine")
    var cuisine: String

    @ComputedProperty
    var name: String { model.name }

    @ComputedProperty(title: "Menu Items")
    var menuItems: [String] {
        model.items
    }

    @ComputedProperty
    var headline: String { "Tonight's special" }

    @DeferredProperty
    var popularItems: [String] {
        get async throws {
            try await Task.sleep(nanoseconds: 1)
            return model.items
        }
    }

    @DeferredProperty(title: "Average Rating")
    var averageRating: Double {
        get async { model.rating }
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(model.name)", subtitle: "\(cuisine)")
    }
}

@available(iOS 26.0, *)
struct RestaurantQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [RestaurantEntity] { [] }
}
