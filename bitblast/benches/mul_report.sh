#!/usr/bin/env bash
# CNF size and solve time of the multiplier instances (issue 4) on rbmc's two SAT back ends
# and on an external `cadical` binary (Debian's, as the floor) given the same DIMACS.
#
#   bitblast/benches/mul_report.sh [LIMIT_SECONDS] [INSTANCE...]
#
# Instances (see benches/sat.rs): commutativity/raw/N (a*b != b*a with two differently
# ordered array multipliers: the classic hard UNSAT miter), commutativity/normalised/N (the
# same through Aig::bv_mul, whose operand normalisation makes both products one circuit),
# factor40 (20-bit p, q > 1 with p*q = 1048573*1048571 at 40 bits, SAT; easy because both
# factors are just below 2^20) and factor40/balanced (830411*728891).
# Default: the issue's instances (32 and 64 bits, factor40) plus raw 8/10/12 bits to show
# the growth. Each solve runs in its own process under the time limit (default 60 s);
# times are wall-clock seconds. Needs `cadical` on PATH for the floor column
# (`apt-get install -y cadical`), otherwise that column says n/a.
set -euo pipefail
cd "$(dirname "$0")/../.."
LIMIT=${1:-60}
shift || true
INSTANCES=("$@")
if [ ${#INSTANCES[@]} -eq 0 ]; then
  INSTANCES=(commutativity/normalised/32 commutativity/normalised/64
             commutativity/raw/8 commutativity/raw/10 commutativity/raw/12
             commutativity/raw/32 commutativity/raw/64 factor40 factor40/balanced)
fi
BIN=$(cargo bench -q -p bitblast --bench sat --no-run --message-format=json 2>/dev/null |
  python3 -c '
import json, sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["target"]["name"] == "sat":
        print(m["executable"])')
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
printf '%-28s %-8s %9s %9s %10s %-8s %8s %8s\n' instance backend vars clauses literals result build_s solve_s
for inst in "${INSTANCES[@]}"; do
  for be in cadical varisat; do
    # The back end's own limit stops the search; `timeout` is the backstop.
    RBMC_BENCH_REPORT="$inst $be $LIMIT" timeout $((LIMIT + 30)) "$BIN" |
      awk '{ printf "%-28s %-8s %9s %9s %10s %-8s %8s %8s\n", $1, $2, $3, $4, $5, $6, $7, $8 }' ||
      printf '%-28s %-8s %9s %9s %10s %-8s\n' "$inst" "$be" - - - KILLED
  done
  cnf="$TMP/$(echo "$inst" | tr / _).cnf"
  RBMC_BENCH_REPORT="$inst dimacs=$cnf" "$BIN"
  if command -v cadical >/dev/null; then
    head=$(head -1 "$cnf")
    start=$(date +%s.%N)
    status=0
    cadical -q -t "$LIMIT" "$cnf" >"$TMP/out" 2>&1 || status=$?
    end=$(date +%s.%N)
    case $status in
      10) res=Sat ;;
      20) res=Unsat ;;
      *) res=TIMEOUT ;;
    esac
    printf '%-28s %-8s %9s %9s %10s %-8s %8s %8.3f\n' "$inst" "cadical-bin" \
      "$(echo "$head" | cut -d' ' -f3)" "$(echo "$head" | cut -d' ' -f4)" - "$res" - \
      "$(echo "$end - $start" | bc)"
  else
    printf '%-28s %-8s %s\n' "$inst" "cadical-bin" "n/a (no cadical on PATH)"
  fi
done
