#!/usr/bin/env bash
# golden.sh DIR...: regenerate the .golden files of analysistest packages
# under testdata/src by applying idemvet's suggested fixes to a copy.
# Review the result with git diff before committing it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(mktemp -d)/idemvet
(cd "$root" && go build -o "$bin" ./cmd/idemvet)
for dir in "$@"; do
  dir=$(cd "$dir" && pwd)
  rel=${dir#"$root/testdata/src/"}
  tmp=$(mktemp -d)
  mkdir -p "$tmp/src"
  cp -r "$root/testdata/src/." "$tmp/src/"
  (cd "$tmp/src/$rel" && GOPATH=$tmp GO111MODULE=off GOFLAGS= "$bin" -fix . || true)
  for f in "$dir"/*.go; do
    name=$(basename "$f")
    if ! cmp -s "$f" "$tmp/src/$rel/$name"; then
      cp "$tmp/src/$rel/$name" "$f.golden"
    fi
  done
  rm -rf "$tmp"
done
