import AppIntents

protocol DocumentIntent: AppIntent {
    static var documentKind: String { get }
}

extension DocumentIntent {
    static var openAppWhenRun: Bool { true }
}

protocol EditingDocumentIntent: DocumentIntent {}

protocol DocumentEntity: AppEntity where ID == String {
    var path: String { get }
}

protocol SearchableDocumentQuery: EntityStringQuery {}

typealias DocumentIntentAndForeground = DocumentIntent & ForegroundContinuableIntent
