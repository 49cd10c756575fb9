# team-hook: build, test, demo, benchmark, release.
VERSION := $(shell sed -n 's/^version=//p' bin/team-hook)
COMMIT  := $(shell git rev-parse --short HEAD 2>/dev/null)
BIN     := .build/team-hook-$(VERSION)
FUZZTIME ?= 10s
FUZZPKGS ?= ./...
GO      ?= go
# What make test could not run (the tools or claude missing), said last.
NOTICE  := $(CURDIR)/.build/test-notice

.PHONY: build test unit e2e vet tools lint-bundle validate fuzz bench demo dist clean

# The binary bin/team-hook runs, built as the launcher builds it: static
# (no cgo), which saves the dynamic loader on every hook start.
build:
	CGO_ENABLED=0 $(GO) build -trimpath -o $(BIN) ./cmd/team-hook

# Every test: vet and format, unit and CLI-script tests, the end-to-end tests
# in the real Claude Code (skipped when claude is missing, which the last
# lines then say: go test prints "ok" for a package that skipped), the
# plugin's own bundle through team-hook lint and claude plugin validate.
test: vet build
	@TEAM_HOOK_E2E_NOTICE=$(NOTICE) $(GO) test -count=1 ./... || { cat $(NOTICE) 2>/dev/null; exit 1; }
	$(BIN) lint .
	@claude=$${TEAM_HOOK_CLAUDE:-$$(command -v claude || { [ -x node_modules/.bin/claude ] && echo node_modules/.bin/claude; })}; \
	if [ -n "$$claude" ]; then "$$claude" plugin validate --strict .; \
	else echo "SKIPPED: 'claude plugin validate --strict .': claude not found (npm install @anthropic-ai/claude-code@2.1.330)" >>$(NOTICE); fi
	@if [ -s $(NOTICE) ]; then echo; cat $(NOTICE); else echo "make test: every test ran"; fi

# go vet, then gofumpt (a stricter gofmt) and staticcheck. The two tools
# are installed into .build/tools by `make tools` (CI does); without them
# plain gofmt is checked and the rest skipped with a notice.
TOOLS := $(CURDIR)/.build/tools
vet:
	@mkdir -p .build && rm -f $(NOTICE)
	$(GO) vet ./...
	@files=$$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'); \
	if [ -x $(TOOLS)/gofumpt ]; then out=$$($(TOOLS)/gofumpt -l $$files); tool=gofumpt; \
	else echo "SKIPPED: gofumpt not installed (make tools): checked gofmt only" | tee -a $(NOTICE); out=$$(gofmt -l $$files); tool=gofmt; fi; \
	if [ -n "$$out" ]; then echo "$$tool needed:"; echo "$$out"; exit 1; fi
	@if [ -x $(TOOLS)/staticcheck ]; then $(TOOLS)/staticcheck ./...; \
	else echo "SKIPPED: staticcheck not installed (make tools)" | tee -a $(NOTICE); fi

tools:
	GOBIN=$(TOOLS) GOFLAGS= $(GO) install mvdan.cc/gofumpt@v0.12.0
	GOBIN=$(TOOLS) GOFLAGS= $(GO) install honnef.co/go/tools/cmd/staticcheck@v0.8.2

# Short runs of every fuzz target; their seed corpora live in testdata/fuzz.
# A failure prints the fuzzer's output. When the engine itself failed (no
# failing input was written) the target runs once more, so that one flake
# of the engine does not fail CI while a failing input always does.
fuzz:
	@set -e; log=$$(mktemp); trap 'rm -f "$$log"' EXIT; \
	for pkg in $$($(GO) list $(FUZZPKGS)); do \
		for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz' || true); do \
			echo "fuzz $$pkg $$f"; \
			if ! $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg >"$$log" 2>&1; then \
				tail -n 40 "$$log"; \
				if grep -q 'Failing input written to' "$$log"; then exit 1; fi; \
				echo "fuzz: the engine failed without a failing input; running $$f once more"; \
				$(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg >"$$log" 2>&1 || { tail -n 40 "$$log"; exit 1; }; \
			fi; \
		done; \
	done

# Whole-process wall time of bin/team-hook hook beside /bin/true and python3,
# and the costs that must not grow with the session: the transcript read
# from its end, agent definitions looked up in their folders only, and a
# session's ledger records found without reading the ledger's history.
bench: build
	$(GO) test -run '^$$' -bench . -benchtime 200x ./bench/
	$(GO) test -run '^$$' -bench . -benchtime 200x ./internal/transcript/ ./internal/agents/ ./internal/ledger/

# The main job on real data: bundled real payloads through the hook.
demo: build
	@./demo/run.sh

dist:
	@mkdir -p dist
	@for os in linux darwin windows; do for arch in amd64 arm64; do \
		ext=; [ $$os = windows ] && ext=.exe; \
		echo "dist/team-hook-$$os-$$arch$$ext"; \
		CGO_ENABLED=0 GOOS=$$os GOARCH=$$arch $(GO) build -trimpath \
			-ldflags "-s -w -X github.com/team-hook/team-hook/internal/version.Commit=$(COMMIT)" \
			-o dist/team-hook-$$os-$$arch$$ext ./cmd/team-hook || exit 1; \
	done; done

clean:
	rm -rf .build dist
