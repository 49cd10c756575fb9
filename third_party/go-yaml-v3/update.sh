#!/bin/sh
# Rebuilds this folder: go.yaml.in/yaml/v3 at VERSION, copied file for file
# from the module as the go command downloads it, then the patches in
# patches/ applied in order (PATCHES.md says what each does and why).
# Run from anywhere: third_party/go-yaml-v3/update.sh [VERSION]
# A new VERSION: update go.mod's require line to it, run this, and read
# what patch says; a patch that no longer applies is fixed by hand and
# written back with diff -u.
set -eu
VERSION=${1:-v3.0.6}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Download in a module of its own: the main module replaces this path.
(cd "$tmp" && go mod init fetch >/dev/null 2>&1 && GOFLAGS=-mod=mod go mod download go.yaml.in/yaml/v3@"$VERSION")
src=$(cd "$tmp" && go mod download -json go.yaml.in/yaml/v3@"$VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
[ -d "$src" ] || { echo "update.sh: go.yaml.in/yaml/v3@$VERSION not downloaded" >&2; exit 1; }
# Everything but what this folder adds: PATCHES.md, patches/ and this script.
find "$here" -mindepth 1 -maxdepth 1 ! -name PATCHES.md ! -name patches ! -name update.sh -exec rm -rf {} +
cp -R "$src"/. "$here"/
chmod -R u+w "$here"
for p in "$here"/patches/*.patch; do
	patch -s -p1 -d "$here" <"$p"
done
echo "go.yaml.in/yaml/v3 $VERSION with $(ls "$here"/patches/*.patch | wc -l | tr -d ' ') patch(es) in $here"
