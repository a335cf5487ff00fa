#!/usr/bin/env bash
# The vault app's own atlas, used the way a team uses FlowAtlas on its app, on a scratch copy of
# Snapshots/ holding the scenarios of two apps (vault, locked at launch; vault-unlocked): record,
# check (exit 1 on a changed reference), trace of links through the app's own link handler (text,
# svg, html), render, save, explore (no invariant violation, both apps), docs and --check (both
# apps), report, serve (a page and a command with the run's token), and an unknown app. Every
# output is searched for the word "demo": nothing may mention the bundled demo.
# Run from anywhere after `swift build --package-path Examples/VaultApp`; `make test` runs it.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
atlas="$here/.build/debug/vault-atlas"
[ -x "$atlas" ] || { echo "error: $atlas is not built (expected swift build --package-path Examples/VaultApp)" >&2; exit 2; }
work=$(mktemp -d)
serve_pid=""
trap '[ -n "$serve_pid" ] && kill "$serve_pid" 2>/dev/null; rm -rf "$work"' EXIT
cp -R "$here/Snapshots" "$work/Snapshots"
cd "$work"
failures=0
outputs="$work/outputs"
mkdir -p "$outputs"
totp="otpauth://totp/GitHub:alice?secret=JBSWY3DPEHPK3PXP&issuer=GitHub"

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
# fail MESSAGE: one failed check.
fail() { echo "FAIL $1" >&2; failures=$((failures + 1)); }

# Record and check: one folder, the scenarios of both apps.
rm -f Snapshots/*/*.txt
expect 0 record env -u CI "$atlas" record
contains record "Recorded Snapshots/deferred-link/link-held.txt"
contains record "Recorded Snapshots/item-sheet/editing.txt"
expect 0 check "$atlas" check
contains check "7 scenarios"
for reference in "$here"/Snapshots/*/*.txt; do
    copy="Snapshots/$(basename "$(dirname "$reference")")/$(basename "$reference")"
    cmp -s "$reference" "$copy" || fail "record: $copy differs from the committed reference"
done
grep -q "pending: AppRoute.addTotp_JBSWY3DPEHPK3PXP (held by VaultAppCoordinator)" Snapshots/deferred-link/link-held.txt \
    || fail "record: the held link is not on the snapshot's screen"
expect 0 check-one-app "$atlas" check --app vault-unlocked
contains check-one-app "3 scenarios"

sed -i 's/pending=addTotp_JBSWY3DPEHPK3PXP/pending=addTotp_OTHER/' Snapshots/deferred-link/link-held.txt
expect 1 check-changed "$atlas" check
contains check-changed "Snapshot deferred-link/link-held does not match its reference."
[ -f Snapshots/deferred-link/link-held.txt.new ] || fail "check-changed: no pending file"
expect 0 reject "$atlas" reject --all
cp "$here/Snapshots/deferred-link/link-held.txt" Snapshots/deferred-link/link-held.txt

# Trace: links go through the app's handler on the root, from a scenario's checkpoint or a fresh app.
expect 0 trace-text "$atlas" trace "$totp" --scenario otpauth-link --checkpoint totp-sheet --format text
contains trace-text "through the app's link handler"
contains trace-text "performed 2 navigations"
contains trace-text "== navigation 1 of 2 =="
contains trace-text "navigate(to: AppRoute.tab_vault) from VaultAppCoordinator#0"
contains trace-text "navigate(to: AppRoute.addTotp_JBSWY3DPEHPK3PXP) from VaultAppCoordinator#0"
expect 0 trace-svg "$atlas" trace "$totp" --scenario otpauth-link --checkpoint totp-sheet --format svg -o "$work/trace.svg"
grep -q "<svg" "$work/trace.svg" || fail "trace-svg: no SVG written"
cat "$work/trace.svg" >>"$outputs/trace-svg.out"
expect 0 trace-html "$atlas" trace "$totp" --app vault-unlocked --format html -o "$work/trace.html"
grep -q "AppRoute.addTotp_JBSWY3DPEHPK3PXP" "$work/trace.html" || fail "trace-html: the page does not show the sheet's route"
cat "$work/trace.html" >>"$outputs/trace-html.out"
expect 0 trace-held "$atlas" trace vault://tab/send --app vault --format text
contains trace-held "performed no navigation"
contains trace-held "pending=tab_send"
expect 0 trace-unlock "$atlas" trace "AppRoute.unlocked_alice" --scenario deferred-link --checkpoint link-held --format text
contains trace-unlock "changeFlow VaultAppCoordinator AppRoute.unlocked_alice"

expect 0 render "$atlas" render hierarchy --app vault-unlocked --after vault://item/42 --format svg -o "$work/hierarchy.svg"
grep -q "ItemCoordinator" "$work/hierarchy.svg" || fail "render: the SVG does not draw the item sheet"
cat "$work/hierarchy.svg" >>"$outputs/render.out"

# Save: the payload flow root and the held link, as the committed state file has them.
expect 0 save "$atlas" save carol-locked --checkpoint carol-locked -o "$work/carol.json"
cmp -s "$work/carol.json" "$here/Snapshots/scenarios/states/carol-locked.json" || fail "save: differs from the committed state file"
grep -q '"root":{"vaultUnlock":{"userId":"carol"}}' "$work/carol.json" || fail "save: no payload flow root"
grep -q '"pending":{"tab":{"_0":2}}' "$work/carol.json" || fail "save: no held link"

for app in vault vault-unlocked; do
    expect 0 "explore-$app" "$atlas" explore --app "$app" --format text
    grep -A1 "## invariant violations" "$outputs/explore-$app.out" | grep -qx "(none)" || fail "explore-$app: invariant violations reported"
    contains "explore-$app" "taps: named by the app's inAppRoutes(on:)"
done

for app in vault vault-unlocked; do
    expect 0 "docs-$app" "$atlas" docs --app "$app" --output "$work/docs/$app"
    cat "$work/docs/$app"/*.md >>"$outputs/docs-$app.out"
    expect 0 "docs-check-$app" "$atlas" docs --app "$app" --output "$work/docs/$app" --check
    diff -r "$work/docs/$app" "$here/docs/$app" >/dev/null || fail "docs-$app: differs from the committed docs/$app"
done
contains docs-vault "The app's link handler returns \`true\` and performed no navigation."
contains docs-vault-unlocked "performed 2 navigations"
echo "stale" >>"$work/docs/vault/architecture.md"
expect 1 docs-stale "$atlas" docs --app vault --output "$work/docs/vault" --check
grep -q "stale$" "$work/docs/vault/architecture.md" || fail "docs-stale: --check wrote"

expect 0 report "$atlas" report -o "$work/report"
[ -f "$work/report/index.html" ] && [ -f "$work/report/otpauth-link.html" ] || fail "report: pages missing"
grep -q "performed 2 navigations" "$work/report/otpauth-link.html" || fail "report: the handler's navigations are not shown"
cat "$work/report"/*.html >>"$outputs/report.out"

# Serve: the playground of the unlocked app, a page and one command with the run's token, then stopped.
"$atlas" serve --app vault-unlocked --port 0 >"$outputs/serve.out" 2>"$outputs/serve.err" &
serve_pid=$!
for _ in $(seq 1 100); do grep -q "http://127.0.0.1:" "$outputs/serve.out" && break; sleep 0.1; done
url=$(grep -o 'http://127.0.0.1:[0-9]*' "$outputs/serve.out" | head -1)
if [ -z "$url" ]; then
    fail "serve: printed no URL"
else
    page=$(curl -s -w '\n%{http_code}' "$url/")
    [ "$(tail -n1 <<<"$page")" = 200 ] || fail "serve: the page did not answer 200"
    token=$(grep -o 'name="flowatlas-token" content="[^"]*"' <<<"$page" | sed 's/.*content="//; s/"$//')
    [ -n "$token" ] || fail "serve: no token on the page"
    post() { curl -s -o "$outputs/serve-$1.out" -w '%{http_code}' -X POST -H "Content-Type: application/json" -H "Origin: $url" "${@:3}" --data "$2" "$url/api/command"; }
    [ "$(post open '{"command":"open","url":"otpauth://totp/X?secret=JBSWY3DPEHPK3PXP"}' -H "X-FlowAtlas-Token: $token")" = 200 ] || fail "serve: open refused"
    grep -q "addTotp_JBSWY3DPEHPK3PXP" "$outputs/serve-open.out" || fail "serve: open did not present the TOTP sheet"
    [ "$(post no-token '{"command":"open","url":"vault://tab/send"}')" = 403 ] || fail "serve: a command without the token was not refused"
fi
kill "$serve_pid" 2>/dev/null
wait "$serve_pid" 2>/dev/null
serve_pid=""
echo "ok   serve"

printf 'name: elsewhere\napp: demo\nsteps:\n  - snapshot: x\n' >Snapshots/scenarios/elsewhere.yaml
expect 2 unknown-app "$atlas" check
grep -q "unknown app 'demo' (expected one of vault, vault-unlocked)" "$outputs/unknown-app.err" || fail "unknown-app: message"
rm Snapshots/scenarios/elsewhere.yaml
printf 'name: nameless\nsteps:\n  - snapshot: x\n' >Snapshots/scenarios/nameless.yaml
expect 2 no-app "$atlas" check
rm Snapshots/scenarios/nameless.yaml
expect 2 unknown-app-option "$atlas" explore --app demo

# Nothing the vault atlas prints or writes mentions the demo (except the refusals above, which name the user's own typo).
if grep -il "demo" "$outputs"/*.out "$work"/docs/*/*.md "$work"/docs/*/diagrams/*/*.svg 2>/dev/null | grep -v "unknown-app"; then
    fail "an output mentions the demo"
fi

if [ "$failures" -gt 0 ]; then echo "$failures acceptance checks failed" >&2; exit 1; fi
echo "Vault atlas acceptance: every check passed."
