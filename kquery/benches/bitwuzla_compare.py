#!/usr/bin/env python3
"""rbmc-kleaver against bitwuzla on the same KQuery queries (issue 4).

    python3 kquery/benches/bitwuzla_compare.py [FILE.kquery] [--sat-solver=cadical|varisat]

Default FILE: KLEE's pcresymperf-3 query log (756 queries) from the shared corpus.
Builds rbmc-kleaver in release mode, then
  1. times `rbmc-kleaver -evaluate FILE` (whole run: parsing, bit-blasting, SAT,
     re-checking every counterexample, printing),
  2. translates every query with `rbmc-kleaver -smtlib FILE` (sat iff INVALID),
  3. solves each script with bitwuzla's Python API (a fresh Parser per query; the time
     counted is parse + check-sat, i.e. what bitwuzla does from the SMT-LIB2 text),
and reports both totals and any verdict disagreement (exit status 1 if there is one).
Needs `pip install bitwuzla`. Wall-clock and CPU seconds are both shown (CPU time is the
steadier figure on a busy machine); compare the figures of one run.
"""

import json
import os
import resource
import subprocess
import sys
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", ".."))
DEFAULT = os.path.join(
    ROOT, "..", "shared", "corpus", "kquery", "utils", "data", "Queries", "pcresymperf-3.kquery"
)


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def build_kleaver():
    out = subprocess.run(
        ["cargo", "build", "-q", "--release", "-p", "kquery", "--bin", "rbmc-kleaver",
         "--message-format=json"],
        cwd=ROOT, check=True, capture_output=True, text=True,
    ).stdout
    for line in out.splitlines():
        m = json.loads(line)
        if m.get("reason") == "compiler-artifact" and m.get("executable") \
                and m["target"]["name"] == "rbmc-kleaver":
            return m["executable"]
    sys.exit("rbmc-kleaver executable not found")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    flags = [a[1:] for a in sys.argv[1:] if a.startswith("--")]
    path = args[0] if args else DEFAULT
    try:
        import bitwuzla
    except ImportError:
        sys.exit("bitwuzla is not installed (pip install bitwuzla)")
    exe = build_kleaver()

    c0 = child_cpu()
    t0 = time.perf_counter()
    ev = subprocess.run([exe, *flags, path], check=True, capture_output=True, text=True).stdout
    t_rbmc = time.perf_counter() - t0
    c_rbmc = child_cpu() - c0
    verdicts = [line.split("\t", 1)[1] for line in ev.splitlines() if line.startswith("Query ")]

    t0 = time.perf_counter()
    smt = subprocess.run([exe, "-smtlib", path], check=True, capture_output=True,
                         text=True).stdout
    t_translate = time.perf_counter() - t0
    scripts = [s for s in smt.split("; Query ")[1:]]
    if len(scripts) != len(verdicts):
        sys.exit(f"{len(scripts)} scripts but {len(verdicts)} verdicts")

    t_bzla = 0.0
    c_bzla = 0.0
    disagree = []
    counts = {"sat": 0, "unsat": 0, "unknown": 0}
    for i, s in enumerate(scripts):
        body = s.split("\n", 1)[1].replace("(check-sat)", "").replace("(exit)", "")
        c0 = time.process_time()
        t0 = time.perf_counter()
        tm = bitwuzla.TermManager()
        parser = bitwuzla.Parser(tm, bitwuzla.Options())
        parser.parse(body, False, False)
        r = str(parser.bitwuzla().check_sat())
        t_bzla += time.perf_counter() - t0
        c_bzla += time.process_time() - c0
        counts[r] = counts.get(r, 0) + 1
        ours = verdicts[i]
        expected = "INVALID" if r == "sat" else "VALID" if r == "unsat" else None
        if expected is None or not ours.startswith(expected):
            disagree.append((i, ours, r))

    n = len(scripts)
    print(f"file: {os.path.relpath(path, ROOT)} ({n} queries)")
    print(f"rbmc-kleaver {' '.join(flags) or '-sat-solver=cadical'}: {t_rbmc:.2f} s wall, "
          f"{c_rbmc:.2f} s CPU (-evaluate, whole process)")
    print(f"bitwuzla {bitwuzla.version()}: {t_bzla:.2f} s wall, {c_bzla:.2f} s CPU (parse + "
          f"check-sat per query, Python API); sat {counts['sat']}, unsat {counts['unsat']}")
    print(f"translation to SMT-LIB2 (rbmc-kleaver -smtlib): {t_translate:.2f} s, "
          f"{len(smt) / 1e6:.1f} MB")
    print(f"verdict disagreements: {len(disagree)}")
    for i, ours, r in disagree[:20]:
        print(f"  Query {i}: rbmc {ours!r}, bitwuzla {r}")
    sys.exit(1 if disagree else 0)


if __name__ == "__main__":
    main()
