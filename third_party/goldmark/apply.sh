#!/bin/sh
# apply.sh [version]: makes this folder github.com/yuin/goldmark at version
# (default: the one go.mod requires) as the go command downloads it, with
# the changes in patches/ applied in order. PATCHES.md says what each
# change is, why and what it measured. Run it from anywhere; it needs the
# go command and patch(1). apply.sh, patches/, PATCHES.md and UPSTREAM.md
# are kept; everything else in the folder is replaced.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
version=${1:-$(cd "$root" && go list -m -f '{{.Version}}' github.com/yuin/goldmark)}
dir=$(cd "$root" && go mod download -json "github.com/yuin/goldmark@$version" |
	sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
if [ -z "$dir" ] || [ ! -f "$dir/go.mod" ]; then
	echo "apply.sh: github.com/yuin/goldmark@$version is not in the module cache" >&2
	exit 1
fi
cd "$here"
find . -mindepth 1 -maxdepth 1 ! -name apply.sh ! -name patches ! -name PATCHES.md ! -name UPSTREAM.md \
	-exec rm -rf {} +
cp -R "$dir"/. .
chmod -R u+w .
for p in patches/*.patch; do
	echo "apply.sh: $p"
	patch -p1 --quiet --no-backup-if-mismatch <"$p"
done
# gofmt: two generated tables upstream ships unformatted; formatting them
# changes white space only, and keeps the whole tree gofmt-clean.
gofmt -w util/html5entities.gen.go util/unicode_case_folding.gen.go
echo "apply.sh: github.com/yuin/goldmark@$version with $(ls patches/*.patch | wc -l) patches, gofmt'd"
