#!/usr/bin/env bash
# lsp.sh: what idemvet lsp costs in an editor, on a pinned module of
# modules.txt (default slack: github.com/slack-go/slack, 56 packages, its
# root package about 30,000 lines). Not a timed test: run it on a quiet
# machine. See bench/README.md.
#
#   bench/lsp.sh                                  # slack, chat.go
#   LSP_MODULE=go-tfe LSP_FILE=workspace.go bench/lsp.sh
#   CHECKS=20 EDITS=200 bench/lsp.sh
#
# It copies the module's source out of the module cache (so that it is the
# main module, as in an editor), builds idemvet, fills a new fact cache with
# one untimed `idemvet .` in the file's package, then measures:
#   - `idemvet .` in that package from the warm fact cache (median of 3);
#   - with bench/lspclient, a client that speaks LSP to `idemvet lsp`: the
#     first diagnostics of the file, the re-check after a one-line edit
#     (median of CHECKS edits) against parsing and type-checking the
#     package alone (and with its tests, which the server analyzes too),
#     and the server's resident set over EDITS edits; then the same
#     without test files, over CHECKS edits.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
export GOFLAGS="${GOFLAGS:-} -mod=mod"

name=${LSP_MODULE:-slack}
file=${LSP_FILE:-chat.go}
read -r _ path version < <(modules | awk -v n="$name" '$1 == n')
[ -n "${path:-}" ] || { echo "no module $name in modules.txt" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
src=$(go mod download -json "$path@$version" | awk -F'"' '/"Dir"/ {print $4}')
cp -r "$src" "$work/mod" && chmod -R u+w "$work/mod"
(cd "$work/mod" && go mod download >/dev/null 2>&1 || true)
pkgdir=$(dirname "$work/mod/$file")
npkgs=$(cd "$work/mod" && go list ./... 2>/dev/null | wc -l)

go build -o "$work/idemvet" "$root/cmd/idemvet"
go build -o "$work/lspclient" "$root/bench/lspclient"
export IDEMVET_CACHE=$work/cache

(cd "$pkgdir" && "$work/idemvet" . >/dev/null 2>&1 || true)  # fills the fact cache
times=()
for _ in 1 2 3; do
  start=$(date +%s%N)
  (cd "$pkgdir" && "$work/idemvet" . >/dev/null 2>&1 || true)
  times+=($(( ($(date +%s%N) - start) / 1000000 )))
done
warm=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 2p)

echo "## idemvet lsp on $path@$version ($npkgs packages), $file"
echo
echo "idemvet . (warm fact cache), median of 3: ${warm}ms"
"$work/lspclient" -bin "$work/idemvet" -file "$work/mod/$file" -checks "${CHECKS:-20}" -edits "${EDITS:-200}" 2>"$work/server.log"
echo
echo "### without test files (initializationOptions {\"test\": false})"
"$work/lspclient" -bin "$work/idemvet" -file "$work/mod/$file" -checks "${CHECKS:-20}" -edits "${CHECKS:-20}" -init '{"test": false}' 2>>"$work/server.log"
