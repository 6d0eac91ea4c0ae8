#!/usr/bin/env bash
# Builds one libFuzzer target of this nested package and runs it (docs/reliability.md).
#
#   Tests/Fuzz/run.sh TARGET SECONDS [libFuzzer flags...]   fuzz for SECONDS, seeded from Fixtures/
#   Tests/Fuzz/run.sh TARGET --replay FILE...               run the target once on each FILE
#
# TARGET is FuzzLexer, FuzzParser or FuzzPipeline (any folder under Tests/Fuzz/Sources/ with an
# LLVMFuzzerTestOneInput). Exits non-zero on any crash, timeout, out-of-memory or invariant
# violation, and then keeps the work directory with the artifacts (printed at the end).
#
# Seeds: every kept regression and Tests/Fuzz/Seeds/TARGET/ if present; then every Swift file
# under Fixtures/ for FuzzLexer and FuzzParser, and the App Intents fixtures (Fixtures/Extraction,
# Fixtures/SampleApp) for the slower FuzzEvaluator and FuzzPipeline, whose 60-second CI runs
# would otherwise spend their whole time on the initial corpus.
#
# Environment: FUZZ_TIMEOUT (per-input seconds, 25), FUZZ_RSS_MB (memory limit, 2048),
# FUZZ_MAX_LEN (bytes, 65536), FUZZ_CORPUS (a corpus folder to keep between runs; default: a
# fresh temporary one), FUZZ_SCRATCH_PATH (build folder, <root>/.build/fuzz), FUZZ_KEEP=1 (keep
# the work directory even on success).
set -euo pipefail

usage() {
  echo "usage: $0 TARGET SECONDS [libFuzzer flags...] | $0 TARGET --replay FILE..." >&2
  exit 2
}
[ $# -ge 2 ] || usage
target=$1
mode=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
[ -d "$here/Sources/$target" ] && [ "$target" != FuzzHarness ] || {
  echo "error: unknown fuzz target '$target'" >&2
  usage
}
scratch=${FUZZ_SCRATCH_PATH:-$root/.build/fuzz}
package=$here

# SwiftPM names a path dependency after its folder, so a checkout called 'fuzz' would clash with
# this package's own folder 'Fuzz'. Then build from a copy of the sources named 'appintents'.
if [ "$(basename "$root" | tr '[:upper:]' '[:lower:]')" = fuzz ]; then
  mirror="$scratch/source/appintents"
  rm -rf "$mirror/Package.swift" "$mirror/Sources" "$mirror/Tests"
  mkdir -p "$mirror"
  cp -a "$root/Package.swift" "$root/Sources" "$root/Tests" "$mirror/"
  package="$mirror/Tests/Fuzz"
fi

# The SwiftPM traps (docs/reliability.md): '--sanitize=fuzzer' alone keeps the linker's
# '--defsym main=...' off only together with the combined '-Xswiftc -sanitize=fuzzer,address'
# (two separate --sanitize flags drop one at random, and -Xswiftc alone links a binary that
# ignores its input).
echo "== building $target (release, -sanitize=fuzzer,address)" >&2
swift build -c release --package-path "$package" --scratch-path "$scratch" --product "$target" \
  --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address >&2
binary="$scratch/release/$target"
export SWIFT_BACKTRACE=enable=no # the Swift backtracer would hide the sanitizer's report

if [ "$mode" = --replay ]; then
  [ $# -ge 1 ] || usage
  exec "$binary" -runs=1 "$@"
fi
case $mode in '' | *[!0-9]*) usage ;; esac

work=$(mktemp -d "${TMPDIR:-/tmp}/appintents-fuzz-$target.XXXXXX")
mkdir -p "$work/seeds" "$work/artifacts" "$work/tmp"
corpus=${FUZZ_CORPUS:-$work/corpus}
mkdir -p "$corpus"
# Seeds (see above), flattened under unique names.
case $target in
  FuzzLexer | FuzzParser) fixtures=("$root/Fixtures") ;;
  *) fixtures=("$root/Fixtures/Extraction" "$root/Fixtures/SampleApp") ;;
esac
count=0
while IFS= read -r -d '' file; do
  count=$((count + 1))
  cp "$file" "$work/seeds/$count-$(basename "$file")"
done < <(
  {
    find "${fixtures[@]}" -name '*.swift' -type f -print0
    find "$root/Fixtures/FuzzRegressions" -name '*.input' -type f -print0
    [ ! -d "$here/Seeds/$target" ] || find "$here/Seeds/$target" -type f -print0
  } | sort -z
)
echo "== fuzzing $target for ${mode}s with $count seeds; work directory $work" >&2

set +e
TMPDIR="$work/tmp" "$binary" \
  -max_total_time="$mode" -timeout="${FUZZ_TIMEOUT:-25}" -report_slow_units="${FUZZ_TIMEOUT:-25}" \
  -rss_limit_mb="${FUZZ_RSS_MB:-2048}" \
  -max_len="${FUZZ_MAX_LEN:-65536}" -dict="$here/swift.dict" -artifact_prefix="$work/artifacts/" \
  -print_final_stats=1 "$@" "$corpus" "$work/seeds" > "$work/fuzz.log" 2>&1
status=$?
set -e

grep -E '^(INFO: (Loaded|Running|Seed)|#[0-9]+[[:space:]]+(INITED|DONE)|Done |stat::|==[0-9]+==|SUMMARY)' "$work/fuzz.log" >&2 || true
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/fuzz.log" | tail -1)
artifacts=$(find "$work/artifacts" -type f | wc -l)
if ! grep -q '^INFO: Loaded 1 modules' "$work/fuzz.log"; then
  echo "error: $target is not instrumented for coverage (no 'INFO: Loaded 1 modules' line)" >&2
  status=1
fi
if [ "$status" -ne 0 ] || [ "$artifacts" -ne 0 ]; then
  tail -n 60 "$work/fuzz.log" >&2
  echo "FAIL: $target exited $status with $artifacts artifact(s) in $work/artifacts (log: $work/fuzz.log)" >&2
  exit 1
fi
echo "ok: $target ran ${runs:-?} inputs in ${mode}s with no crash, timeout or out-of-memory" >&2
[ "${FUZZ_KEEP:-0}" = 1 ] || rm -rf "$work"
