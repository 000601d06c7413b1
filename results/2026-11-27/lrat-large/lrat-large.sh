#!/usr/bin/env bash
# Re-certify the 12 sixteen-task graphs whose DRAT certificates were largest, with LRAT (default), and check each.
cd /work/main
J=/work/measure-out/gaplab-1deea9d.jar
O=/work/measure-out/lrat-large
echo "graph,certify_rc,certify_wall_s,certify_user_s,check_rc,check_wall_s,check_user_s,proof_file,proof_bytes" > $O/lrat-large.csv
while read n; do
  rm -rf "$O/$n"
  /usr/bin/time -f "%e %U" -o $O/t1 java -jar $J dag certify "../shared/data/sinnen-optimal/$n.dot" --machine complete:2 --method portfolio --time-limit 60 --sat-time-limit 900 --max-proof-mb 2048 --out "$O/$n" > "$O/$n.certify.log" 2>&1; r1=$?
  /usr/bin/time -f "%e %U" -o $O/t2 java -jar $J certificate check "$O/$n" > "$O/$n.check.log" 2>&1; r2=$?
  pf=$(ls "$O/$n" | grep '^proof' | head -1); pb=$(stat -c %s "$O/$n/$pf" 2>/dev/null || echo 0)
  echo "$n,$r1,$(tr ' ' , < $O/t1),$r2,$(tr ' ' , < $O/t2),$pf,$pb" >> $O/lrat-large.csv
done < /work/measure-out/lrat-largest-names.txt
echo done >> $O/lrat-large.csv.done
