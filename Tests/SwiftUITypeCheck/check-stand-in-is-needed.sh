#!/usr/bin/env bash
# Shows that the SwiftUI stand-in is a real check: for each NAME, a scratch copy of the stand-in
# with the declaration NAME removed still compiles, but FlowSwiftUI's sources no longer do, and
# the compiler's error names NAME. First, as a control, FlowSwiftUI must compile the same way
# against the unchanged copy, so a failure below cannot come from this script's own set-up.
#
# Usage: check-stand-in-is-needed.sh [NAME...]   (NAME: a func, struct or protocol of
# Sources/SwiftUI that FlowSwiftUI uses, removed with its extensions; default: each SwiftUI
# navigation, presentation and binding API FlowSwiftUI is built on, below)
# Run after `swift build --package-path Tests/SwiftUITypeCheck`, whose modules (FlowCore,
# FlowBindings and theirs) it reuses (make test does both). SWIFT and SWIFT_FLAGS as in the Makefile.
# Exit 0: every removal broke FlowSwiftUI by name; 1: one did not; 2: the set-up failed.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
SWIFT=${SWIFT:-swift}
read -r -a flags <<<"${SWIFT_FLAGS:-}"
[ $# -gt 0 ] || set -- NavigationStack navigationDestination sheet fullScreenCover presentationDetents Bindable TabView tabItem tag

swiftc="$(dirname "$(command -v "$SWIFT")")/swiftc"
[ -x "$swiftc" ] || { echo "error: no swiftc next to $SWIFT" >&2; exit 2; }
bin=$("$SWIFT" build "${flags[@]}" --package-path "$here" --show-bin-path) || exit 2
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT

# FlowSwiftUI's dependencies, as the type-check package built them: every module but the
# stand-in and FlowSwiftUI itself.
mkdir -p "$work/deps"
for module in FlowCore FlowBindings; do
    [ -f "$bin/Modules/$module.swiftmodule" ] ||
        { echo "error: $bin/Modules/$module.swiftmodule is not built (expected swift build --package-path $here)" >&2; exit 2; }
done
for module in "$bin"/Modules/*.swiftmodule; do
    case ${module##*/} in SwiftUI.swiftmodule | FlowSwiftUI.swiftmodule) continue ;; esac
    cp "$module" "$work/deps/" || exit 2
done

# The C modules under them (swift-atomics' shims), as SwiftPM hands them to the compiler: their
# module maps, from the dependencies' checkouts and from the build folder.
scratch=$(dirname "$(dirname "$bin")")
clang=()
while IFS= read -r map; do clang+=(-Xcc "-fmodule-map-file=$map" -Xcc -I -Xcc "$(dirname "$map")"); done < <(
    { find "$scratch/checkouts" -path '*/include/module.modulemap' 2>/dev/null; find "$bin" -maxdepth 2 -name module.modulemap; } | sort
)
sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find "$here/Sources/FlowSwiftUI/" -name '*.swift' | sort)
[ ${#sources[@]} -gt 0 ] || { echo "error: no FlowSwiftUI sources under $here/Sources/FlowSwiftUI/" >&2; exit 2; }

# build DIR: the stand-in copy in DIR/SwiftUI as module SwiftUI, then FlowSwiftUI against it.
# Output in DIR/standin.log and DIR/flowswiftui.log; exit 2 if the stand-in itself fails.
build() {
    local dir=$1
    "$swiftc" -emit-module -wmo -parse-as-library -swift-version 6 -module-name SwiftUI \
        -emit-module-path "$dir/SwiftUI.swiftmodule" "$dir"/SwiftUI/*.swift >"$dir/standin.log" 2>&1 || return 2
    "$swiftc" -typecheck -wmo -parse-as-library -swift-version 6 -module-name FlowSwiftUI \
        -I "$dir" -I "$work/deps" "${clang[@]}" "${sources[@]}" >"$dir/flowswiftui.log" 2>&1
}

# remove NAME FILE...: deletes every declaration of NAME, and every extension of it, each from
# its attributes and doc comment to its closing brace. Fails if there is none.
remove() {
    local name=$1; shift
    local file found=1
    for file in "$@"; do
        awk -v name="$name" '
            function flush() { for (i = 1; i <= held; i++) print hold[i]; held = 0 }
            BEGIN { pattern = "(func|struct|protocol|extension) " name "[<( :{]" }
            !inside && $0 ~ pattern { inside = 1; depth = 0; opened = 0; found = 1; held = 0 }
            inside {
                depth += gsub(/\{/, "{") - gsub(/\}/, "}")
                if (index($0, "{")) opened = 1
                if (opened && depth <= 0) inside = 0
                next
            }
            /^[ \t]*(@|\/\/\/)/ { hold[++held] = $0; next }
            { flush(); print }
            END { flush(); exit found ? 0 : 1 }
        ' "$file" >"$file.new" && found=0
        mv "$file.new" "$file"
    done
    return $found
}

mkdir -p "$work/control"
cp -R "$here/Sources/SwiftUI" "$work/control/SwiftUI"
if ! build "$work/control"; then
    echo "error: the control failed: FlowSwiftUI does not compile against the unchanged stand-in this way:" >&2
    cat "$work/control/standin.log" "$work/control/flowswiftui.log" >&2
    exit 2
fi
echo "ok   control: FlowSwiftUI compiles against the unchanged stand-in"

failures=0
for name in "$@"; do
    dir="$work/without-$name"
    mkdir -p "$dir"
    cp -R "$here/Sources/SwiftUI" "$dir/SwiftUI"
    if ! remove "$name" "$dir"/SwiftUI/*.swift; then
        echo "error: the stand-in declares no func, struct or protocol named $name" >&2
        exit 2
    fi
    build "$dir"
    case $? in
        0)
            echo "FAIL without $name: FlowSwiftUI still compiles" >&2
            failures=$((failures + 1))
            ;;
        2)
            echo "error: without $name the stand-in itself does not compile; remove a declaration nothing else in it uses:" >&2
            sed 's/^/    /' "$dir/standin.log" >&2
            exit 2
            ;;
        *)
            error=$(grep -m 1 -E "error: .*\b$name\b" "$dir/flowswiftui.log")
            if [ -n "$error" ]; then
                echo "ok   without $name: ${error#"$here/Sources/"}"
            else
                echo "FAIL without $name: FlowSwiftUI fails, but no error names $name:" >&2
                sed 's/^/    /' "$dir/flowswiftui.log" >&2
                failures=$((failures + 1))
            fi
            ;;
    esac
done
[ "$failures" -eq 0 ]
