# team-hook: build, test, demo, benchmark, release.
BIN     := bin/team-hook
FUZZTIME ?= 10s
FUZZPKGS ?= ./...
GO      ?= go
# What make test could not run (the tools or claude missing), said last.
NOTICE  ?= $(CURDIR)/.build/test-notice

.PHONY: build test test-vet test-build test-unit test-yaml test-e2e test-lint test-validate test-actionlint vet tools fuzz bench demo release clean

# The binary bin/team-hook runs for this source: the launcher builds it
# (static, no cgo) into the user's cache, named by the source's hash, or
# finds it there.
build:
	@$(BIN) version

# Every test, as stages run one after another, each whatever the others
# did: vet and format, the build, unit and CLI-script tests, the own tests
# of the patched copies in third_party/ (go-yaml-v3, goldmark), the end-to-end tests in the real Claude
# Code, Copilot CLI and Codex CLI (each skipped when missing, which the
# summary then says, as e2e/ records it: go test prints "ok" for a package
# whose tests skipped), the plugin's own bundle through team-hook lint and
# claude plugin validate, and the release workflow through actionlint. The
# end-to-end tests run after the others, not beside them: the interactive
# clients they drive keep both cores busy. The summary (what was skipped,
# which stages failed) is printed last, and a failed stage fails make test.
TEST_STAGES := vet build unit upstream e2e lint validate actionlint
test:
	@mkdir -p $(dir $(NOTICE)) && rm -f $(NOTICE); failed=; \
	for stage in $(TEST_STAGES); do \
		echo "== make test: $$stage"; \
		$(MAKE) --no-print-directory test-$$stage || failed="$$failed $$stage"; \
	done; \
	echo; \
	if [ -s $(NOTICE) ]; then cat $(NOTICE); fi; \
	if [ -n "$$failed" ]; then echo "make test: FAILED:$$failed"; exit 1; fi; \
	if [ ! -s $(NOTICE) ]; then echo "make test: every test ran"; fi

test-vet: vet
test-build: build
test-unit:
	$(GO) test -count=1 -timeout 30m $$($(GO) list ./... | grep -v '/e2e')
test-upstream:
	$(GO) test -count=1 go.yaml.in/yaml/v3 # upstream's own tests, on the patched copy (third_party/go-yaml-v3)
	$(GO) test -count=1 -skip 'Performance$$' github.com/yuin/goldmark/... # upstream's own tests but its timed ones, and the patches' tests
test-e2e:
	TEAM_HOOK_E2E_NOTICE=$(NOTICE) $(GO) test -count=1 -timeout 30m ./e2e/...
test-lint:
	$(BIN) lint .
test-validate:
	@claude=$${TEAM_HOOK_CLAUDE:-$$(command -v claude || { [ -x node_modules/.bin/claude ] && echo node_modules/.bin/claude; })}; \
	if [ -n "$$claude" ]; then echo "$$claude plugin validate --strict ."; "$$claude" plugin validate --strict .; \
	else echo "SKIPPED: 'claude plugin validate --strict .': claude not found (npm install --no-save @anthropic-ai/claude-code@2.1.330)" >>$(NOTICE); fi
test-actionlint:
	@if [ -x $(TOOLS)/actionlint ]; then $(TOOLS)/actionlint .github/workflows/*.yml && echo "actionlint: workflows ok"; \
	else echo "SKIPPED: actionlint not installed (make tools)" >>$(NOTICE); fi

# go vet, then gofumpt (a stricter gofmt) and staticcheck. The two tools
# are installed into .build/tools by `make tools` (CI does); without them
# plain gofmt is checked and the rest skipped with a notice. third_party/
# holds copies of other modules, kept as their authors wrote them: ./...
# does not reach into a module of its own, and gofumpt is not given them.
TOOLS := $(CURDIR)/.build/tools
vet:
	@mkdir -p $(dir $(NOTICE))
	$(GO) vet ./...
	@files=$$(git ls-files '*.go' ':!:third_party/' 2>/dev/null || find . -name '*.go' ! -path './third_party/*'); \
	if [ -x $(TOOLS)/gofumpt ]; then out=$$($(TOOLS)/gofumpt -l $$files); tool=gofumpt; \
	else echo "SKIPPED: gofumpt not installed (make tools): checked gofmt only" | tee -a $(NOTICE); out=$$(gofmt -l $$files); tool=gofmt; fi; \
	if [ -n "$$out" ]; then echo "$$tool needed:"; echo "$$out"; exit 1; fi
	@if [ -x $(TOOLS)/staticcheck ]; then $(TOOLS)/staticcheck ./...; \
	else echo "SKIPPED: staticcheck not installed (make tools)" | tee -a $(NOTICE); fi

tools:
	GOBIN=$(TOOLS) GOFLAGS= $(GO) install mvdan.cc/gofumpt@v0.12.0
	GOBIN=$(TOOLS) GOFLAGS= $(GO) install honnef.co/go/tools/cmd/staticcheck@v0.8.2
	GOBIN=$(TOOLS) GOFLAGS= $(GO) install github.com/rhysd/actionlint/cmd/actionlint@v1.7.12

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
# from its end, agent definitions looked up in their folders only, a
# session's ledger records found without reading the ledger's history, and
# 20 quoted snippets compared with their files; and, a few times (each
# run pipes 65 MiB), a process given an event over the 64 MiB limit.
bench: build
	$(GO) test -run '^$$' -bench . -skip HookLargeEvent -benchtime 200x ./bench/
	$(GO) test -run '^$$' -bench HookLargeEvent -benchtime 5x ./bench/
	$(GO) test -run '^$$' -bench . -benchtime 200x ./internal/transcript/ ./internal/agents/ ./internal/ledger/ ./internal/result/

# The main job on real data: bundled real payloads through the hook.
demo: build
	@./demo/run.sh

# The release: binaries for linux, darwin and windows on amd64 and arm64
# (static, -trimpath, stripped, the commit embedded; two builds of one
# commit are byte-identical), the installable plugin tree dist/plugin/ with
# its SHA256SUMS, dist/team-hook-<version>.zip (Unix modes kept) and its
# .sha256, and dist/SHA256SUMS over all of it.
release:
	$(GO) run ./tools/release build -out dist
	cd dist && sha256sum -c --quiet SHA256SUMS && cd plugin && sha256sum -c --quiet SHA256SUMS

clean:
	rm -rf .build dist
