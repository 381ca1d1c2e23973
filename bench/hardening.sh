#!/usr/bin/env bash
# hardening.sh [TARGET...]: run the idemvet suite over real code and fail on
# anything but findings: a panic in an analyzer (the driver turns it into
# "internal error analyzing PKG"), any other analysis error, a package that
# does not load, an exit status other than 0 (clean) or 1 (findings). Each
# output format (text, -json, -sarif) is produced twice, once with the fact
# cache off and once from a fact cache filled by an earlier run, and the two
# outputs must be byte-identical.
#
# TARGETs are those of bench.sh: std (STD_PATTERN overrides the pattern)
# and the names in bench/modules.txt; default: all. BENCH_MODDIR keeps the
# modules' set-up between runs. Prints one line of counts per target and
# exits 1 if any check failed.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(std $(modules | awk '{print $1}'))

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
moddir=${BENCH_MODDIR:-$work/mods}
mkdir -p "$moddir"
build_tools "$work"

failed=0
fail() { echo "FAIL $*" >&2; failed=1; }

for target in "${targets[@]}"; do
  spec=$(target_of "$target")
  read -r dir patterns <<<"$spec"
  # shellcheck disable=SC2086
  npkgs=$(cd "$dir" && go list $patterns | wc -l)
  if [ "$npkgs" -eq 0 ]; then
    echo "$target: no package matches $patterns in $dir" >&2
    exit 1
  fi
  # shellcheck disable=SC2086
  nvariants=$(cd "$dir" && go list -test $patterns | wc -l)
  panics=0 errors=0 identical=yes findings=?
  # Fill the fact cache that every second run reads.
  cache=$work/factcache.$target
  # shellcheck disable=SC2086
  (cd "$dir" && IDEMVET_CACHE=$cache "$work/idemvet" $patterns >/dev/null 2>&1) || true
  for format in text json sarif; do
    flag=()
    [ "$format" = text ] || flag=("-$format")
    for run in 1 2; do
      out=$work/$target.$format.$run
      set +e
      c=off
      [ "$run" = 1 ] || c=$cache
      # shellcheck disable=SC2086
      (cd "$dir" && IDEMVET_CACHE=$c "$work/idemvet" "${flag[@]}" $patterns >"$out" 2>"$out.err")
      status=$?
      set -e
      n=$(grep -c 'internal error analyzing\|^panic:\|^goroutine [0-9]' "$out.err" || true)
      panics=$((panics + n))
      # Every line the driver writes to stderr, other than findings, is an
      # error: a failed analysis, a package that does not load.
      e=$(grep -c '^idemvet: ' "$out.err" || true)
      errors=$((errors + e))
      if [ "$status" -gt 1 ] || [ "$n" -gt 0 ] || [ "$e" -gt 0 ]; then
        fail "$target: idemvet $format run $run exited $status with $n panics and $e errors:"
        head -20 "$out.err" >&2
      fi
    done
    if ! cmp -s "$work/$target.$format.1" "$work/$target.$format.2"; then
      identical=no
      fail "$target: the two $format outputs differ:"
      diff "$work/$target.$format.1" "$work/$target.$format.2" | head -20 >&2 || true
    fi
    if [ "$format" = json ]; then
      # One finding per "analyzer" key in the JSON output, site by site: a
      # grouped finding repeats its first site under "sites".
      keys=$(grep -o '"analyzer":' "$work/$target.json.1" | wc -l || true)
      groups=$(grep -o '"sites":' "$work/$target.json.1" | wc -l || true)
      findings=$((keys - groups))
    fi
  done
  echo "$target: $npkgs packages ($nvariants with test variants) analyzed, $findings findings, panics $panics, errors $errors, outputs identical (text, json, sarif): $identical"
done
exit $failed
