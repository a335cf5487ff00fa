#!/usr/bin/env bash
# The social app's own atlas, used the way a team uses FlowAtlas on its app, on a scratch copy of
# Snapshots/: record, check (exit 1 on a changed reference), render, trace (a link of two steps
# among them), explore, docs, save and restore. Every output is searched for the word "demo":
# nothing may mention the bundled demo. Run after `swift build --package-path Examples/SocialApp`;
# `make test` runs it.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
atlas="$here/.build/debug/social-atlas"
[ -x "$atlas" ] || { echo "error: $atlas is not built (expected swift build --package-path Examples/SocialApp)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$here/Snapshots" "$work/Snapshots"
cd "$work"
failures=0
outputs="$work/outputs"
mkdir -p "$outputs"

# expect CODE NAME COMMAND...: runs the command, keeps stdout and stderr, checks the exit code.
expect() {
    local code=$1 name=$2; shift 2
    "$@" >"$outputs/$name.out" 2>"$outputs/$name.err"
    local got=$?
    if [ "$got" != "$code" ]; then
        echo "FAIL $name: exit $got, expected $code: $*" >&2
        sed 's/^/    /' "$outputs/$name.err" >&2
        failures=$((failures + 1))
    else
        echo "ok   $name (exit $got)"
    fi
}
# contains NAME TEXT: the command's stdout contains TEXT.
contains() {
    if ! grep -qF -- "$2" "$outputs/$1.out"; then echo "FAIL $1: stdout lacks '$2'" >&2; failures=$((failures + 1)); fi
}

rm -f Snapshots/*/*.txt
expect 0 record env -u CI "$atlas" record
expect 0 check "$atlas" check
contains check "5 scenarios"
for reference in "$here"/Snapshots/*/*.txt; do
    copy="Snapshots/$(basename "$(dirname "$reference")")/$(basename "$reference")"
    cmp -s "$reference" "$copy" || { echo "FAIL record: $copy differs from the committed reference" >&2; failures=$((failures + 1)); }
done

sed -i 's/stack=\[status(id: 42), account(id: 7), status(id: 42)\]/stack=[status(id: 42)]/' Snapshots/duplicates/twice.txt
expect 1 check-changed "$atlas" check
contains check-changed "Snapshot duplicates/twice does not match its reference."
expect 0 reject "$atlas" reject --all

expect 0 render "$atlas" render hierarchy --after social://reply/42 --format svg -o "$work/hierarchy.svg"
grep -q "SheetCoordinator" "$work/hierarchy.svg" || { echo "FAIL render: the SVG does not draw the sheet" >&2; failures=$((failures + 1)); }
grep -q "TabStackCoordinator:Explore" "$work/hierarchy.svg" || { echo "FAIL render: tabs are not told apart by display name" >&2; failures=$((failures + 1)); }
cat "$work/hierarchy.svg" >> "$outputs/render.out"
expect 0 trace-steps "$atlas" trace "social://notifications/status/42" --format text
contains trace-steps "step 1 of 2: navigate to Destination.home(notifications)"
contains trace-steps "step 2 of 2: navigate to Destination.status(id: 42)"
expect 2 trace-steps-svg "$atlas" trace "social://notifications/status/42" --format svg
expect 0 trace-step-svg "$atlas" trace "social://notifications/status/42" --format svg --step 2 -o "$work/trace.svg"
cat "$work/trace.svg" >> "$outputs/trace-step-svg.out"
expect 0 trace-policy "$atlas" trace "Destination.home(timeline)" --scenario tabs-keep-stacks --checkpoint explore-deep
contains trace-policy "kept: policy keepsStackWhenBubbledOut"
expect 0 explore "$atlas" explore --format text
grep -A1 "## invariant violations" "$outputs/explore.out" | grep -qx "(none)" || { echo "FAIL explore: invariant violations reported" >&2; failures=$((failures + 1)); }
expect 0 save "$atlas" save reply-draft --checkpoint replying -o "$work/replying.json"
grep -q '"presented":{"replying":{"to":42}}' "$work/replying.json" || { echo "FAIL save: the saved state does not nest the presented route" >&2; failures=$((failures + 1)); }
expect 0 docs "$atlas" docs --output "$work/docs"
cat "$work"/docs/*.md >> "$outputs/docs.out"
contains docs "social://notifications/status/42"
expect 0 docs-check "$atlas" docs --output "$work/docs" --check

if grep -il "demo" "$outputs"/*.out "$work"/docs/*.md "$work"/docs/diagrams/*/*.svg 2>/dev/null; then
    echo "FAIL: an output mentions the demo" >&2; failures=$((failures + 1))
fi

if [ "$failures" -gt 0 ]; then echo "$failures acceptance checks failed" >&2; exit 1; fi
echo "Social atlas acceptance: every check passed."
