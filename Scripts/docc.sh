#!/usr/bin/env bash
# Builds the API documentation of the modules named as arguments with the toolchain's docc:
# symbol graphs from `swift package dump-symbol-graph` (the ordinary debug build, so after
# `make test` nothing is compiled again), then one `docc convert` per module into
# .build/docc/<Module>.doccarchive, warnings treated as errors. A module with a catalog
# (Sources/<Module>/<Module>.docc) gets its articles and topic groups; the others get DocC's
# default page of their symbols. Exits non-zero on any warning.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
read -r -a flags <<<"${SWIFT_FLAGS:-}"
output=.build/docc
graphs="$(dirname "$("$SWIFT" build "${flags[@]}" --show-bin-path)")/symbolgraph"

# Fresh graphs only: a module whose graph is missing afterwards fails below, never a stale one.
rm -rf "$graphs" "$output"
mkdir -p "$output"
log="$output/dump-symbol-graph.log"
if ! "$SWIFT" package "${flags[@]}" dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols >"$log" 2>&1; then
    # SwiftPM also asks for the graphs of the test runner's modules, which exist only once the
    # tests are built; any other error is one.
    if grep '^error:' "$log" | grep -vq "Failed to emit symbol graph for 'FlowAtlasPackage\(Discovered\)\?Tests'"; then
        cat "$log" >&2
        exit 1
    fi
fi

for module in "$@"; do
    mkdir -p "$output/symbol-graphs/$module"
    if [ ! -f "$graphs/$module.symbols.json" ]; then
        echo "error: no symbol graph for $module (see $log)" >&2
        exit 1
    fi
    cp "$graphs/$module.symbols.json" "$output/symbol-graphs/$module/"
    for extension in "$graphs/$module"@*.symbols.json; do
        [ -f "$extension" ] && cp "$extension" "$output/symbol-graphs/$module/"
    done
    catalog=()
    [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
    echo "docc: $module${catalog:+ (${catalog[0]})}"
    docc convert "${catalog[@]}" --additional-symbol-graph-dir "$output/symbol-graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.flowatlas.$module" \
        --output-path "$output/$module.doccarchive" --warnings-as-errors >"$output/$module.log" 2>&1 || {
        cat "$output/$module.log" >&2
        echo "error: docc found problems in $module's documentation (above)" >&2
        exit 1
    }
done
echo "API documentation: $(pwd)/$output/<Module>.doccarchive (${#} modules)"
