#!/usr/bin/env bash
# The mail app's own atlas, used the way a team uses FlowAtlas on its app, on a scratch copy of
# Snapshots/: record, check (exit 1 on a changed reference), render, trace, explore, docs, and an
# unknown app. Every output is searched for the word "demo": nothing may mention the bundled demo.
# Run from anywhere after `swift build --package-path Examples/MailApp`; `make test` runs it.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
atlas="$here/.build/debug/mail-atlas"
[ -x "$atlas" ] || { echo "error: $atlas is not built (expected swift build --package-path Examples/MailApp)" >&2; exit 2; }
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
contains record "Recorded Snapshots/message-link/message.txt"
expect 0 check "$atlas" check
contains check "5 scenarios"
for reference in "$here"/Snapshots/*/*.txt; do
    copy="Snapshots/$(basename "$(dirname "$reference")")/$(basename "$reference")"
    cmp -s "$reference" "$copy" || { echo "FAIL record: $copy differs from the committed reference" >&2; failures=$((failures + 1)); }
done

sed -i 's/current: InboxRoute.message_42/current: InboxRoute.message_43/' Snapshots/message-link/message.txt
expect 1 check-changed "$atlas" check
contains check-changed "Snapshot message-link/message does not match its reference."
[ -f Snapshots/message-link/message.txt.new ] || { echo "FAIL check-changed: no pending file" >&2; failures=$((failures + 1)); }
expect 0 reject "$atlas" reject --all

expect 0 render "$atlas" render hierarchy --after mail://main --format svg -o "$work/hierarchy.svg"
grep -q "InboxCoordinator" "$work/hierarchy.svg" || { echo "FAIL render: the SVG does not draw InboxCoordinator" >&2; failures=$((failures + 1)); }
cat "$work/hierarchy.svg" >> "$outputs/render.out"
expect 0 trace-text "$atlas" trace "mail://message/42" --scenario search-and-account --checkpoint account --format text
contains trace-text "InboxRoute.message_42"
expect 0 trace-svg "$atlas" trace "mail://message/42" --scenario search-and-account --checkpoint account --format svg -o "$work/trace.svg"
cat "$work/trace.svg" >> "$outputs/trace-svg.out"
expect 0 explore "$atlas" explore --format text
contains explore "## invariant violations
(none)" 
grep -A1 "## invariant violations" "$outputs/explore.out" | grep -qx "(none)" || { echo "FAIL explore: invariant violations reported" >&2; failures=$((failures + 1)); }
contains explore "taps: named by the app's inAppRoutes(on:)"
expect 0 docs "$atlas" docs --output "$work/docs"
cat "$work"/docs/*.md >> "$outputs/docs.out"
expect 0 docs-check "$atlas" docs --output "$work/docs" --check
echo "stale" >> "$work/docs/architecture.md"
expect 1 docs-stale "$atlas" docs --output "$work/docs" --check
grep -q "stale$" "$work/docs/architecture.md" || { echo "FAIL docs-stale: --check wrote" >&2; failures=$((failures + 1)); }

printf 'name: elsewhere\napp: demo\nsteps:\n  - snapshot: x\n' > Snapshots/scenarios/elsewhere.yaml
expect 2 unknown-app "$atlas" check
grep -q "unknown app 'demo' (expected one of mail)" "$outputs/unknown-app.err" || { echo "FAIL unknown-app: message" >&2; failures=$((failures + 1)); }
rm Snapshots/scenarios/elsewhere.yaml
expect 2 unknown-app-option "$atlas" explore --app demo

# Nothing the mail atlas prints or writes mentions the demo (except the refusal above, which names the user's own typo).
if grep -il "demo" "$outputs"/*.out "$work"/docs/*.md "$work"/docs/diagrams/*/*.svg 2>/dev/null | grep -v "unknown-app"; then
    echo "FAIL: an output mentions the demo" >&2; failures=$((failures + 1))
fi

if [ "$failures" -gt 0 ]; then echo "$failures acceptance checks failed" >&2; exit 1; fi
echo "Mail atlas acceptance: every check passed."
