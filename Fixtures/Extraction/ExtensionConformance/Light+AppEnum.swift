import AppIntents

extension Light: AppEnum {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Light" }
    static var caseDisplayRepresentations: [Light: DisplayRepresentation] {
        [.shade: "Shade", .partial: "Partial Sun", .full: "Full Sun"]
    }
}
