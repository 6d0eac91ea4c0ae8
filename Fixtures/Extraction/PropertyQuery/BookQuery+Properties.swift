import AppIntents

extension BookQuery: EntityPropertyQuery {
    static var properties = QueryProperties {
        Property(\BookEntity.$title) {
            EqualToComparator { BookFilter.titleIs($0) }
            ContainsComparator { .titleContains($0) }
        }
        Property(\BookEntity.$author) {
            EqualToComparator { BookFilter.authorIs($0) }
        }
        Property(\BookEntity.$pageCount) {
            LessThanComparator { BookFilter.shorterThan($0) }
            GreaterThanComparator { BookFilter.longerThan($0) }
        }
        Property(\BookEntity.$publishedOn) {
            GreaterThanComparator { BookFilter.publishedAfter($0) }
        }
    }

    static var sortingOptions = SortingOptions {
        SortableBy(\BookEntity.$title)
        SortableBy(\BookEntity.$pageCount)
        SortableBy(\BookEntity.$publishedOn)
    }

    func entities(
        matching comparators: [BookFilter],
        mode: ComparatorMode,
        sortedBy: [EntityQuerySort<BookEntity>],
        limit: Int?
    ) async throws -> [BookEntity] {
        []
    }
}
