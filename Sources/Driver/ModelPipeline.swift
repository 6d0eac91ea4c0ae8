import Metadata
import Model
import Syntax

/// The model stage as one call: index the parsed files with `#if` evaluated for a
/// configuration, then extract the App Intents model.
public enum ModelPipeline {
  /// The model of a module made of `files`, its types extracted on `jobs` threads.
  /// Runs on a large-stack thread: evaluation recurses up to its depth bound.
  public static func model(
    files: [ParsedFile], moduleName: String, configuration: BuildConfiguration, jobs: Int = 1
  ) -> AppIntentsModel {
    LargeStack.run {
      let index = ModuleIndex(
        moduleName: moduleName, files: files, ifConfig: IfConfigEvaluator(configuration: configuration))
      return ModelExtractor(index: index).extract(jobs: jobs)
    }
  }

  /// The model as readable JSON (sorted keys, two-space indentation, final newline), the same
  /// bytes on every platform.
  public static func render(_ model: AppIntentsModel) -> String {
    guard let data = try? MetadataEncoding.encode(model, style: .readable) else { return "{}\n" }
    return String(decoding: data, as: UTF8.self)
  }
}

extension ModelPipeline {
  /// The module index and the model of a module made of `files` (on a large-stack thread).
  public static func indexAndModel(
    files: [ParsedFile], moduleName: String, configuration: BuildConfiguration
  ) -> (index: ModuleIndex, model: AppIntentsModel) {
    LargeStack.run {
      let index = ModuleIndex(
        moduleName: moduleName, files: files, ifConfig: IfConfigEvaluator(configuration: configuration))
      return (index, ModelExtractor(index: index).extract())
    }
  }
}
