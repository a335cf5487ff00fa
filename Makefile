# FlowAtlas: the two commands. Everything else is set-up they do for you.
SWIFT ?= swift
SWIFT_FLAGS ?=
export PATH := /opt/swift/usr/bin:$(PATH)

.PHONY: demo test deps build clean

## Builds and runs every demo deep link from the app's start, printing each resulting tree.
demo: deps
	$(SWIFT) build $(SWIFT_FLAGS) --product flowatlas
	$(SWIFT) run $(SWIFT_FLAGS) --skip-build flowatlas demo

## Builds and runs every test: the package's own, and a separate client package that subclasses the engine.
test: deps
	$(SWIFT) build $(SWIFT_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_FLAGS) --skip-build
	$(SWIFT) test $(SWIFT_FLAGS) --package-path Tests/ClientPackage

## Installs what is missing on a fresh machine (only the Swift toolchain is assumed).
deps:
	@command -v $(SWIFT) >/dev/null || { echo "error: swift not found (expected /opt/swift/usr/bin or on PATH)" >&2; exit 2; }

build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

clean:
	rm -rf .build Tests/ClientPackage/.build
