#!/usr/bin/env bash
# golden.sh [-a ANALYZER] DIR...: regenerate the .golden files of
# analysistest packages under testdata/src by applying idemvet's suggested
# fixes to a copy; with -a, only that analyzer's fixes, as its test expects.
# Review the result with git diff before committing it.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(mktemp -d)/idemvet
(cd "$root" && go build -o "$bin" ./cmd/idemvet)
flags=()
if [ "${1:-}" = "-a" ]; then
  # The analyzers are those whose on/off flag the binary declares, as it
  # tells go vet: "Usage": "enable \"keyinretry\" analysis".
  names=$("$bin" -flags | sed -n 's/.*"Usage": "enable \\"\([a-z0-9]*\)\\" analysis".*/\1/p')
  if ! grep -qx -- "${2:-}" <<<"$names"; then
    echo "golden.sh: no analyzer is called \"${2:-}\" (analyzers: $(echo $names))" >&2
    exit 2
  fi
  for name in $names; do
    [ "$name" = "$2" ] || flags+=("-$name=false")
  done
  shift 2
fi
for dir in "$@"; do
  dir=$(cd "$dir" && pwd)
  rel=${dir#"$root/testdata/src/"}
  tmp=$(mktemp -d)
  mkdir -p "$tmp/src"
  cp -r "$root/testdata/src/." "$tmp/src/"
  (cd "$tmp/src/$rel" && GOPATH=$tmp GO111MODULE=off GOFLAGS= "$bin" ${flags[@]+"${flags[@]}"} -fix . || true)
  for f in "$dir"/*.go; do
    name=$(basename "$f")
    if ! cmp -s "$f" "$tmp/src/$rel/$name"; then
      cp "$tmp/src/$rel/$name" "$f.golden"
    fi
  done
  rm -rf "$tmp"
done
