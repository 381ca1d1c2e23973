#!/usr/bin/env bash
# bench.sh [PATTERN...]: time idemvet against a no-op analyzer run by the
# same driver (the cost of loading and type-checking alone) and against the
# default go vet suite, on the same packages, and print the ratios.
# Default packages: the standard library. Each command runs RUNS times
# (default 3); the median wall time is reported.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-3}
patterns=("$@")
[ ${#patterns[@]} -gt 0 ] || patterns=(std)
dir=${BENCH_DIR:-$root}
bin=$(mktemp -d)
(cd "$root" && go build -o "$bin/idemvet" ./cmd/idemvet && go build -o "$bin/idemvet-noop" ./internal/cmd/idemvet-noop)

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
measure() { # name command...
  local name=$1; shift
  local times=()
  for _ in $(seq "$runs"); do
    local s=$(date +%s.%N)
    (cd "$dir" && "$@" >/dev/null 2>&1) || true
    local e=$(date +%s.%N)
    times+=("$(awk -v e="$e" -v s="$s" 'BEGIN{printf "%.3f", e-s}')")
  done
  local m=$(printf '%s\n' "${times[@]}" | median)
  printf '%-14s %8.2fs   (runs: %s)\n' "$name" "$m" "${times[*]}" >&2
  echo "$m"
}

echo "packages: ${patterns[*]} (in $dir), $runs runs each" >&2
# Warm the build cache (compiled export data) for the go vet runs. go vet
# also caches its results; a flag value that changes on every run (a
# printf wrapper that does not exist) makes it analyze again each time.
go vet "${patterns[@]}" >/dev/null 2>&1 || true
noop=$(measure "no-op driver" "$bin/idemvet-noop" "${patterns[@]}")
full=$(measure "idemvet" "$bin/idemvet" "${patterns[@]}")
vet=$(measure "go vet" bash -c 'go vet -printf.funcs="nobench$(date +%s%N)" "$@"' _ "${patterns[@]}")
vettool=$(measure "go vet -vettool" bash -c 'bin=$1; shift; go vet -vettool="$bin" -idemvetconfig.retry-helpers="example.com/b$(date +%s%N).Do" "$@"' _ "$bin/idemvet" "${patterns[@]}")
awk -v f="$full" -v n="$noop" -v v="$vet" -v t="$vettool" 'BEGIN {
  printf "idemvet / no-op driver          = %.2f\n", f/n
  printf "idemvet / go vet                = %.2f\n", f/v
  printf "go vet -vettool=idemvet / go vet = %.2f\n", t/v }'
rm -rf "$bin"
