/// Suppression comments and baselines: filters applied to findings before they are reported.
public enum FindingFiltersModule {}
