#!/usr/bin/env bash
# The flake finder: runs the browser tests (or the files matching FILTER…) N times in a row and keeps, for every
# failure, its screenshot, DOM, console and server log (web/e2e/evidence.ts) under one folder, then says which
# tests failed in which runs.
#
#   scripts/e2e-repeat.sh N [FILTER…]    (make e2e-repeat N=5 FILE=wheel-spinner)
#
# Needs the e2e server binary in PENKNIFE_E2E_BIN (the Makefile passes it) and a built web/dist.
set -uo pipefail
cd "$(dirname "$0")/.."

runs=${1:?usage: e2e-repeat.sh N [FILTER…]}
shift
folder=web/test-results/e2e-repeat/$(date +%Y%m%d-%H%M%S)
mkdir -p "$folder"
summary=$folder/summary.txt
failed_runs=0
for ((i = 1; i <= runs; i++)); do
  run=$folder/run-$i
  mkdir -p "$run"
  started=$(date +%s)
  PENKNIFE_E2E_EVIDENCE=$(realpath "$run") NO_COLOR=1 npm --prefix web run --silent e2e -- "$@" > "$run/output.txt" 2>&1
  status=$?
  seconds=$(($(date +%s) - started))
  if [ "$status" = 0 ]; then
    echo "run $i: passed in $seconds s" | tee -a "$summary"
  else
    failed_runs=$((failed_runs + 1))
    echo "run $i: FAILED (exit $status) in $seconds s" | tee -a "$summary"
    # Vitest names each failed test once, on a line of its own, in the list of failures.
    grep -E '^ FAIL ' "$run/output.txt" | sort -u | sed 's/^/  /' | tee -a "$summary"
  fi
done
echo "$failed_runs of $runs runs failed; output, and each failure's evidence: $folder" | tee -a "$summary"
[ "$failed_runs" = 0 ]
