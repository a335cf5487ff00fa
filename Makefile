# FlowAtlas: the two commands. Everything else is set-up they do for you.
SWIFT ?= swift
SWIFT_FLAGS ?=
export PATH := /opt/swift/usr/bin:$(PATH)
FLOWATLAS = $(SWIFT) run $(SWIFT_FLAGS) --skip-build flowatlas

.PHONY: demo test docs docc bench soak deps build check clean format lint screenshots test-browser browser-deps

DEMO_REPORT = $(CURDIR)/.build/flowatlas-demo

## Runs every demo deep link from the app's start (printing each tree), checks every demo scenario's snapshots,
## then writes the HTML report of every scenario and the demo's pictures to .build/flowatlas-demo (it prints where).
demo: deps
	$(SWIFT) build $(SWIFT_FLAGS) --product flowatlas
	$(FLOWATLAS) demo
	@echo
	$(FLOWATLAS) check
	@echo "Scenarios: $(CURDIR)/Snapshots/scenarios  Snapshots: $(CURDIR)/Snapshots/<scenario>/<checkpoint>.txt"
	@echo
	$(FLOWATLAS) report -o $(DEMO_REPORT) >/dev/null
	$(FLOWATLAS) render hierarchy --scenario user-gestures -o $(DEMO_REPORT)/hierarchy.svg
	$(FLOWATLAS) render transitions -o $(DEMO_REPORT)/transitions.svg
	@echo "Pictures: the report of every demo scenario (step by step: screen, hierarchy, events, traces, snapshots),"
	@echo "the hierarchy and the transitions, in $(DEMO_REPORT)"
	@echo "open $(DEMO_REPORT)/index.html"
	@echo
	@echo "What a change does to navigation: the demo explored, then its light-red-unhandled variant (a test-only switch), and the diff:"
	$(FLOWATLAS) explore --format json -o $(DEMO_REPORT)/explore-demo.json
	FLOWATLAS_DEMO_VARIANT=light-red-unhandled $(FLOWATLAS) explore --format json -o $(DEMO_REPORT)/explore-variant.json
	$(FLOWATLAS) diff $(DEMO_REPORT)/explore-demo.json $(DEMO_REPORT)/explore-variant.json
	$(FLOWATLAS) diff --format html -o $(DEMO_REPORT)/diff.html $(DEMO_REPORT)/explore-demo.json $(DEMO_REPORT)/explore-variant.json
	@echo "open $(DEMO_REPORT)/diff.html"

MAIL = Examples/MailApp
MAIL_ATLAS = $(CURDIR)/$(MAIL)/.build/debug/mail-atlas
SOCIAL = Examples/SocialApp
SOCIAL_ATLAS = $(CURDIR)/$(SOCIAL)/.build/debug/social-atlas
VAULT = Examples/VaultApp
VAULT_ATLAS = $(CURDIR)/$(VAULT)/.build/debug/vault-atlas
SWIFTUI_CHECK = Tests/SwiftUITypeCheck

## Builds and runs every test, checks the committed scenario snapshots, tests a separate client package,
## type-checks FlowSwiftUI and an example SwiftUI app against the SwiftUI stand-in in Tests/SwiftUITypeCheck
## (and shows that removing a declaration FlowSwiftUI uses from the stand-in breaks it),
## and builds and checks the example apps in Examples/MailApp, Examples/SocialApp and Examples/VaultApp (their tests, scenarios, docs and
## their atlases' commands; VaultApp, issue 48's fixture, has two apps in one scenario folder and docs for each).
test: deps
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --skip-build
	$(FLOWATLAS) check
	$(SWIFT) test $(SWIFT_FLAGS) --package-path Tests/ClientPackage
	$(SWIFT) build $(SWIFT_FLAGS) --package-path $(SWIFTUI_CHECK)
	SWIFT="$(SWIFT)" SWIFT_FLAGS="$(SWIFT_FLAGS)" $(SWIFTUI_CHECK)/check-stand-in-is-needed.sh
	$(SWIFT) build $(SWIFT_FLAGS) --package-path $(MAIL) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --package-path $(MAIL) --skip-build
	cd $(MAIL) && $(MAIL_ATLAS) check && $(MAIL_ATLAS) docs --output docs --check
	$(MAIL)/Scripts/acceptance.sh
	$(SWIFT) build $(SWIFT_FLAGS) --package-path $(SOCIAL) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --package-path $(SOCIAL) --skip-build
	cd $(SOCIAL) && $(SOCIAL_ATLAS) check && $(SOCIAL_ATLAS) docs --output docs --check
	$(SOCIAL)/Scripts/acceptance.sh
	$(SWIFT) build $(SWIFT_FLAGS) --package-path $(VAULT) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --package-path $(VAULT) --skip-build
	cd $(VAULT) && $(VAULT_ATLAS) check && $(VAULT_ATLAS) docs --app vault --output docs/vault --check \
		&& $(VAULT_ATLAS) docs --app vault-unlocked --output docs/vault-unlocked --check
	$(VAULT)/Scripts/acceptance.sh

## Checks the committed scenario snapshots (exit 1 on a mismatch, with a diff and a .txt.new file).
check: deps
	$(SWIFT) build $(SWIFT_FLAGS) --product flowatlas
	$(FLOWATLAS) check

## Regenerates docs/ (architecture.md and its SVG and Mermaid pictures) from the demo app and its scenarios.
docs: deps
	$(SWIFT) build $(SWIFT_FLAGS) --product flowatlas
	$(FLOWATLAS) docs

# Every library product but FlowSwiftUI, which is empty where SwiftUI does not exist (Tests/SwiftUITypeCheck type-checks it).
DOCC_MODULES = FlowCore FlowBindings FlowInspector FlowText FlowSnapshotTesting FlowAdapter FlowSnapshotStore FlowScenarios FlowScenarioTesting FlowGraph \
	FlowGraphviz FlowDiagrams FlowExplore FlowDocs FlowReport FlowPlayground FlowAtlasKit

## Builds the API documentation of every library product with the toolchain's docc into
## .build/docc/<Module>.doccarchive (catalogs in Sources/<Module>/<Module>.docc), warnings
## treated as errors: exit 1 on any (CI runs it).
docc: deps
	SWIFT="$(SWIFT)" SWIFT_FLAGS="$(SWIFT_FLAGS)" Scripts/docc.sh $(DOCC_MODULES)

## Release-mode benchmarks: scaling, failure cost, snapshots, rendering in-process vs `dot`, exploration, diff, soak.
## `make bench SECTIONS="diff explore"` runs only the sections named.
bench: deps
	@command -v dot >/dev/null || { SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get install -y graphviz >/dev/null 2>&1 || { $$SUDO apt-get update >/dev/null && $$SUDO apt-get install -y graphviz >/dev/null; } || \
		echo "warning: could not install graphviz; the dot subprocess baseline will be skipped" >&2; }
	$(SWIFT) run $(SWIFT_FLAGS) -c release FlowAtlasBenchmarks $(SECTIONS)

CHROMIUM = chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars

## Installs what the browser tests and screenshots need: Debian's chromium and chromium-driver, Selenium and pytest from PyPI.
browser-deps:
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null || { SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get install -y chromium chromium-driver >/dev/null 2>&1 || { $$SUDO apt-get update >/dev/null && $$SUDO apt-get install -y chromium chromium-driver >/dev/null; } || \
		{ echo "error: could not install chromium and chromium-driver" >&2; exit 2; }; }
	@python3 -c "import selenium, pytest" 2>/dev/null || python3 -m pip install --quiet selenium pytest || { echo "error: could not install selenium and pytest from PyPI" >&2; exit 2; }

## Refreshes the screenshots in docs/images (headless Chromium over the demo's report, `serve`, and `serve --inspect` with the mail app).
screenshots: browser-deps
	$(SWIFT) build $(SWIFT_FLAGS) --product flowatlas
	$(FLOWATLAS) report -o $(DEMO_REPORT) >/dev/null
	$(CHROMIUM) --window-size=1400,1250 --screenshot=docs/images/report-step.png "file://$(DEMO_REPORT)/user-gestures.html#step-8" 2>/dev/null
	$(CHROMIUM) --window-size=1400,900 --screenshot=docs/images/report-index.png "file://$(DEMO_REPORT)/index.html" 2>/dev/null
	FLOWATLAS="$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/flowatlas" python3 Tests/Browser/playground_screenshot.py
	$(SWIFT) build $(SWIFT_FLAGS) --package-path $(MAIL)
	MAIL_BIN="$$($(SWIFT) build $(SWIFT_FLAGS) --package-path $(MAIL) --show-bin-path)" python3 Tests/Browser/inspector_screenshot.py

## Runs the browser tests (Tests/Browser, pytest + Selenium driving Debian's headless Chromium) on the demo's report and `serve`,
## and on `serve --inspect` with the mail example running as a process of its own.
test-browser: browser-deps
	$(SWIFT) build $(SWIFT_FLAGS) --product flowatlas
	$(SWIFT) build $(SWIFT_FLAGS) --package-path $(MAIL)
	FLOWATLAS="$$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/flowatlas" MAIL_BIN="$$($(SWIFT) build $(SWIFT_FLAGS) --package-path $(MAIL) --show-bin-path)" \
		python3 -m pytest -q Tests/Browser

## Formats every Swift file with .swift-format (swift-format comes with the toolchain).
format:
	swift-format format --in-place --parallel $$(git ls-files '*.swift' | grep -v __Snapshots__)

## Fails when a Swift file is not formatted as .swift-format says (CI runs it).
lint:
	swift-format lint --strict --parallel $$(git ls-files '*.swift' | grep -v __Snapshots__)

## Soak run of the explorer's invariants: 100,000 random action sequences (release build; not part of CI).
soak: deps
	FLOWATLAS_PROPERTY_SEQUENCES=$${SEQUENCES:-100000} $(SWIFT) test $(SWIFT_FLAGS) -c release --filter InvariantPropertyTests

## Installs what is missing on a fresh machine (only the Swift toolchain is assumed): Graphviz's C library.
deps:
	@command -v $(SWIFT) >/dev/null || { echo "error: swift not found (expected /opt/swift/usr/bin or on PATH)" >&2; exit 2; }
	@pkg-config --exists libgvc 2>/dev/null || { \
		echo "Installing libgraphviz-dev (Graphviz's C API) ..."; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get install -y libgraphviz-dev pkg-config >/dev/null 2>&1 || \
		{ $$SUDO apt-get update >/dev/null && $$SUDO apt-get install -y libgraphviz-dev pkg-config >/dev/null; } || \
		{ echo "error: could not install libgraphviz-dev (install it, or Graphviz with pkg-config on macOS)" >&2; exit 2; }; }

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

clean:
	rm -rf .build Tests/ClientPackage/.build $(SWIFTUI_CHECK)/.build $(MAIL)/.build
