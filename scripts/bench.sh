#!/usr/bin/env bash
# The benchmark is bench/bench.sh now (see bench/README.md): this name stays
# for old habits and takes the same arguments.
exec "$(dirname "$0")/../bench/bench.sh" "$@"
