#!/usr/bin/env bash
# bench.sh [TARGET...]: measure the wall time and peak RSS of idemvet on
# the same packages as three references, and print markdown tables.
#
#   idemvet      the suite, the binary built from ./cmd/idemvet, with an
#                empty fact cache (a first run: every package analyzed)
#   idemvet warm the suite with the fact cache of an earlier run (a later
#                run: the dependencies' facts read, not made)
#   no-op        the same driver with one analyzer that does nothing: the
#                floor, loading and type-checking from source
#   go vet       the default go vet suite, its result cache defeated
#   go vet -vettool=idemvet   the suite as a go vet tool
#
# TARGETs: std (the standard library; STD_PATTERN overrides the pattern)
# and the names in bench/modules.txt, each a pinned module fetched through
# the module proxy into a module of its own and analyzed as MODULE/...
# alicloud is a module that bench/genprovider writes, one package the size
# of the Alibaba Cloud provider's (ALICLOUD_N resource files; not in the
# default list, it takes minutes). Default: std and the modules. Environment:
#
#   RUNS=3           timed runs of each command (their order alternates)
#   BENCH_MODDIR=d   keep the modules' set-up in d between runs (default:
#                    a temporary directory, removed at the end)
#   BENCH_TIME=go    measure with bench/measure even if GNU time exists
#   ALICLOUD_N=n     resource files of the alicloud target (default 2725)
#
# Needs bash, awk and Go. Run it on a quiet machine.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
runs=${RUNS:-3}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(std $(modules | awk '{print $1}'))

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
moddir=${BENCH_MODDIR:-$work/mods}
mkdir -p "$moddir"
build_tools "$work"
(cd "$root" && go build -o "$work/measure" ./bench/measure)
gnutime=
if [ "${BENCH_TIME:-}" != go ] && [ -x /usr/bin/time ] && /usr/bin/time -v true >/dev/null 2>&1; then
  gnutime=/usr/bin/time
fi

# measure OUT DIR CMD...: run CMD in DIR, write "seconds rss-KiB status" to OUT.
measure() {
  local out=$1 dir=$2; shift 2
  if [ -n "$gnutime" ]; then
    (cd "$dir" && "$gnutime" -v -o "$work/time.out" "$@" >/dev/null 2>&1) || true
    awk -F': ' '
      /Elapsed \(wall clock\)/ { n = split($NF, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i] }
      /Maximum resident set size/ { rss = $NF }
      /^[ \t]*Exit status/ { st = $NF }
      END { printf "%.3f %d %d\n", s, rss, st }' "$work/time.out" > "$out"
  else
    (cd "$dir" && "$work/measure" -o "$out" "$@" >/dev/null 2>&1) || true
  fi
}

# The commands, by key. go vet caches its results: a flag value that changes
# on every run (a printf wrapper or a retry helper that does not exist)
# makes it analyze again each time.
tools=(idemvet warm noop vet vettool)
label() {
  case $1 in
    idemvet) echo "idemvet (cold fact cache)" ;; warm) echo "idemvet (warm fact cache)" ;;
    noop) echo "no-op driver" ;;
    vet) echo "go vet" ;; vettool) echo "go vet -vettool=idemvet" ;;
  esac
}
set_cmd() { # tool patterns...: sets cmd
  local tool=$1; shift
  case $tool in
    idemvet) rm -rf "$work/cold"; cmd=(env IDEMVET_CACHE="$work/cold" "$work/idemvet" "$@") ;;
    warm) cmd=(env IDEMVET_CACHE="$work/warm.$target" "$work/idemvet" "$@") ;;
    noop) cmd=("$work/idemvet-noop" "$@") ;;
    vet) cmd=(bash -c 'go vet -printf.funcs="nobench$(date +%s%N)" "$@"' _ "$@") ;;
    vettool) cmd=(bash -c 'go vet -vettool="$0" -idemvetconfig.retry-helpers="example.com/b$(date +%s%N).Do" "$@"' "$work/idemvet" "$@") ;;
  esac
}

# stats FILE...: "min median max" of column 1 and the median of column 2.
stats() {
  cat "$@" | sort -n | awk '{w[NR] = $1; r[NR] = $2} END {
    m = int((NR + 1) / 2)
    printf "%.2f %.2f %.2f ", w[1], w[m], w[NR] }'
  cat "$@" | awk '{print $2}' | sort -n | awk '{r[NR] = $1} END { printf "%d\n", r[int((NR + 1) / 2)] }'
}

results=$work/results
mkdir -p "$results"
echo "RUNS=$runs, timing with ${gnutime:-bench/measure}, $(go version), $(nproc 2>/dev/null || echo '?') CPUs" >&2
for target in "${targets[@]}"; do
  spec=$(target_of "$target")
  read -r dir patterns <<<"$spec"
  # Unquoted on purpose: patterns is a list.
  # shellcheck disable=SC2086
  npkgs=$(cd "$dir" && go list $patterns 2>/dev/null | wc -l)
  if [ "$npkgs" -eq 0 ]; then
    echo "$target: no package matches $patterns in $dir" >&2
    exit 1
  fi
  echo "$target: $npkgs packages ($patterns); warming the build cache" >&2
  # go vet reads compiled export data from the build cache; build it once,
  # untimed, so every timed go vet run starts alike.
  (cd "$dir" && go vet $patterns >/dev/null 2>&1) || true
  # The warm runs read the fact cache that this untimed run fills.
  (cd "$dir" && IDEMVET_CACHE="$work/warm.$target" "$work/idemvet" $patterns >/dev/null 2>&1) || true
  echo "$target $npkgs" >>"$results/targets"
  for i in $(seq "$runs"); do
    order=("${tools[@]}")
    if [ $((i % 2)) -eq 0 ]; then order=(vettool vet noop warm idemvet); fi
    for tool in "${order[@]}"; do
      set_cmd "$tool" $patterns
      measure "$results/$target.$tool.$i" "$dir" "${cmd[@]}"
      echo "  run $i $(label "$tool"): $(cat "$results/$target.$tool.$i")" >&2
    done
  done
done

echo
echo "| target | packages | command | wall min (s) | wall median (s) | wall max (s) | peak RSS median (MiB) | exit |"
echo "|---|---:|---|---:|---:|---:|---:|---:|"
while read -r target npkgs; do
  for tool in "${tools[@]}"; do
    read -r lo med hi rss <<<"$(stats "$results/$target.$tool".[0-9]*)"
    # The exit status of the last run: idemvet exits 1 with findings, 2 on
    # an error (a package that does not load, an analysis that fails).
    status=$(awk '{print $3}' "$results/$target.$tool.$runs")
    printf '| %s | %s | %s | %s | %s | %s | %d | %s |\n' "$target" "$npkgs" "$(label "$tool")" "$lo" "$med" "$hi" $((rss / 1024)) "$status"
    echo "$med $rss" >"$results/$target.$tool.median"
  done
done <"$results/targets"

echo
echo "Ratios of the medians (wall time; peak RSS in parentheses):"
echo
echo "| target | idemvet cold / no-op | idemvet warm / no-op | idemvet cold / go vet | idemvet warm / go vet | go vet -vettool=idemvet / go vet |"
echo "|---|---:|---:|---:|---:|---:|"
while read -r target _; do
  ratio() { # a b
    awk -v a="$(cat "$results/$target.$1.median")" -v b="$(cat "$results/$target.$2.median")" 'BEGIN {
      split(a, x, " "); split(b, y, " ")
      printf "%.2f (%.2f)", (y[1] > 0 ? x[1] / y[1] : 0), (y[2] > 0 ? x[2] / y[2] : 0) }'
  }
  printf '| %s | %s | %s | %s | %s | %s |\n' "$target" "$(ratio idemvet noop)" "$(ratio warm noop)" "$(ratio idemvet vet)" "$(ratio warm vet)" "$(ratio vettool vet)"
done <"$results/targets"
