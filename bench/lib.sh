# lib.sh: what bench.sh and hardening.sh share. Source it; it sets root (the
# repository) and defines the functions below.

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# modules prints the pinned modules of modules.txt, one "name path version"
# a line.
modules() { grep -v '^#' "$root/bench/modules.txt" | awk 'NF >= 3 {print $1, $2, $3}'; }

# setup_module DIR NAME PATH VERSION makes DIR/NAME a module that requires
# PATH@VERSION with everything its packages and their tests import, and
# checks that the version was not raised by another requirement. It is
# quick when DIR/NAME is already set up (BENCH_MODDIR kept between runs).
setup_module() {
  local dir=$1/$2 path=$3 version=$4
  # A set-up that failed half way lists no package: it is made again.
  if [ -f "$dir/go.mod" ] && [ -n "$(cd "$dir" && GOFLAGS=-mod=readonly go list "$path/..." 2>/dev/null)" ]; then
    return 0
  fi
  rm -rf "$dir" && mkdir -p "$dir"
  (
    cd "$dir"
    go mod init "benchmods/$2" >/dev/null 2>&1
    # -t: idemvet and go vet analyze the test files too.
    GOFLAGS=-mod=mod go get -t "$path/...@$version" >/dev/null 2>"$dir/get.log" || {
      echo "setting up $path@$version failed:" >&2; tail -5 "$dir/get.log" >&2; return 1
    }
    got=$(go list -m -f '{{.Version}}' "$path")
    [ "$got" = "$version" ] || { echo "$path: wanted $version, the build list has $got" >&2; return 1; }
  )
}

# target_of NAME prints "DIR PATTERN" for a target: std (the standard
# library, or STD_PATTERN), or the name of a pinned module, analyzed as
# PATH/... in its own module under moddir.
target_of() {
  local name=$1
  if [ "$name" = std ]; then
    echo "$root ${STD_PATTERN:-std}"
    return
  fi
  local line
  line=$(modules | awk -v n="$name" '$1 == n')
  [ -n "$line" ] || { echo "unknown target $name (want std or one of: $(modules | awk '{print $1}' | tr '\n' ' '))" >&2; return 1; }
  set -- $line
  setup_module "$moddir" "$1" "$2" "$3" || return 1
  echo "$moddir/$1 $2/..."
}

# build_tools DIR builds idemvet and the no-op driver into DIR.
build_tools() {
  (cd "$root" && go build -o "$1/idemvet" ./cmd/idemvet && go build -o "$1/idemvet-noop" ./internal/cmd/idemvet-noop)
}
