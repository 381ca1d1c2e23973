#!/usr/bin/env bash
# build-golangci.sh [OUTPUT]: build golangci-lint v2 with idemvet's module
# plugin compiled in, from this checkout of idemvet, and write it to OUTPUT
# (default: ./custom-gcl).
#
# It builds what "golangci-lint custom" builds from .custom-gcl.yml (a main
# package that blank-imports github.com/idemvet/idemvet/plugin/golangci and
# runs golangci-lint's command package), but takes golangci-lint from the Go
# module proxy instead of cloning its repository, and idemvet from this
# checkout (it is not on the module proxy yet). The golangci-lint version is
# the one pinned in testdata/frontends/golangci/go.mod; set
# GOLANGCI_LINT_VERSION=v2.x.y to build another.
#
# The end-to-end test of the plugin (internal/e2e TestGolangciLint) builds its
# binary with this script.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-custom-gcl}
case $out in
  /*) ;;
  *) out="$PWD/$out" ;;
esac
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
cp "$root"/testdata/frontends/golangci/{go.mod,go.sum,main.go,plugins.go} "$build/"
cd "$build"
export GOWORK=off
go mod edit -replace "github.com/idemvet/idemvet=$root"
if [ -n "${GOLANGCI_LINT_VERSION:-}" ]; then
  go get "github.com/golangci/golangci-lint/v2@$GOLANGCI_LINT_VERSION"
  sed -i.orig "s/Version: \"[^\"]*-custom-gcl\"/Version: \"${GOLANGCI_LINT_VERSION#v}-custom-gcl\"/" main.go
  rm -f main.go.orig
fi
rev=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
sed -i.orig "s/Commit: \"[^\"]*\"/Commit: \"idemvet $rev\"/" main.go
rm -f main.go.orig
go mod tidy
go build -o "$out" .
echo "built $out: golangci-lint $(go list -m -f '{{.Version}}' github.com/golangci/golangci-lint/v2) with idemvet from $root" >&2
