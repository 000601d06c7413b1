#!/usr/bin/env python3
"""Summarises a `bench dag --certify DIR --csv OUT.csv` run (issue 35): certified share per processor count,
how (proof / bound / kept), the encoding version and prover of each certificate (read from DIR), and the
median / 90th percentile / max / total of clauses, proof bytes, certify and check milliseconds over the rows
with a proof. Prints Markdown.

Usage: scripts/certificates-summary.py OUT.csv DIR
"""
import collections
import csv
import json
import os
import sys


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0


def main():
    rows = list(csv.DictReader(open(sys.argv[1])))
    certs = sys.argv[2]
    by_p = collections.defaultdict(collections.Counter)
    how = collections.Counter()
    resist = []
    for r in rows:
        name = os.path.basename(r["file"])[:-4]
        c = r["certificate"]
        ok = c in ("proof", "bound", "kept")
        by_p[int(r["processors"])]["all"] += 1
        by_p[int(r["processors"])]["certified" if ok else "not"] += 1
        f = os.path.join(certs, name, "certificate.json")
        if ok and os.path.exists(f):
            j = json.load(open(f))
            e = j.get("encoding") or {}
            key = "bound " + j["bound"]["name"] if j.get("bound") else "%s v%s, %s" % (e.get("name"), e.get("version"), j.get("proof_format"))
            how[key] += 1
        if not ok:
            resist.append((name, r["processors"], r["certificate_note"]))
    total = sum(v["all"] for v in by_p.values())
    done = sum(v["certified"] for v in by_p.values())
    print("certified %d of %d (%.1f %%)\n" % (done, total, 100.0 * done / total))
    print("| processors | graphs | certified | share |\n|---|---|---|---|")
    for p in sorted(by_p):
        v = by_p[p]
        print("| %d | %d | %d | %.1f %% |" % (p, v["all"], v["certified"], 100.0 * v["certified"] / v["all"]))
    print("\n| certificate | count |\n|---|---|")
    for k, n in how.most_common():
        print("| %s | %d |" % (k, n))
    proofs = [r for r in rows if r["certificate"] == "proof"]
    print("\n| over the %d rows with a proof written in this run | median | 90th percentile | max | total |\n|---|---|---|---|---|" % len(proofs))
    for col, label in (("clauses", "clauses"), ("proof_bytes", "proof size (bytes)"), ("certify_ms", "certify, wall ms"), ("check_ms", "check, wall ms")):
        xs = [int(r[col] or 0) for r in proofs]
        print("| %s | {:,} | {:,} | {:,} | {:,} |".format(pct(xs, 0.5), pct(xs, 0.9), max(xs or [0]), sum(xs)) % label)
    if resist:
        print("\nNot certified:\n")
        for name, p, note in resist:
            print("- `%s` (P = %s): %s" % (name, p, note))


if __name__ == "__main__":
    main()
