#!/usr/bin/env bash
# Issue 18: jobs per second of the same sweeps with the local runner, Spark local[2], and a standalone
# Spark cluster on this machine (a master and a worker with 2 cores, started here with Spark's own
# launch classes), and the overhead per job. Prints CSV on stdout; progress on stderr.
#   scripts/spark-throughput.sh [WORK_DIR] [CONFIG...]   (default: examples/sweep-dag-8.json examples/sweep-dag-20-exact.json)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}"; shift || true
configs=("$@")
[ ${#configs[@]} -eq 0 ] && configs=("$here/examples/sweep-dag-8.json" "$here/examples/sweep-dag-20-exact.json")
jar="$here/spark/target/gaplab-spark.jar"; lib="$here/spark/target/spark-lib"
"$here/gaplab" --version >/dev/null    # builds the jars if needed
[ -f "$jar" ] || { echo "spark-throughput: $jar missing: run mvn -B -q -pl spark -am package -DskipTests" >&2; exit 2; }
mkdir -p "$work/spark-home"; ln -sfn "$lib" "$work/spark-home/jars"
export SPARK_HOME="$work/spark-home" SPARK_SCALA_VERSION=2.12
opens=$(unzip -p "$jar" META-INF/MANIFEST.MF | tr -d '\r' | awk '/^Add-Opens/{f=1;sub(/^Add-Opens: /,"");printf "%s",$0;next} f&&/^ /{sub(/^ /,"");printf "%s",$0;next}{f=0}')
jvm=(); for p in $opens; do jvm+=("--add-opens=$p=ALL-UNNAMED"); done
port=$(python3 -c 'import socket;s=socket.socket();s.bind(("127.0.0.1",0));print(s.getsockname()[1])')
java -Xmx512m "${jvm[@]}" -cp "$lib/*" org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$port" --webui-port 0 >"$work/master.log" 2>&1 &
mpid=$!
java -Xmx512m "${jvm[@]}" -cp "$lib/*" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --cores 2 --memory 2g --webui-port 0 \
  --work-dir "$work/worker" "spark://127.0.0.1:$port" >"$work/worker.log" 2>&1 &
wpid=$!
trap 'kill $wpid $mpid 2>/dev/null || true' EXIT
for _ in $(seq 150); do grep -q "Successfully registered" "$work/worker.log" && break; sleep 0.2; done
echo "config,runner,jobs,wall_s,run_s,jobs_per_s,overhead_ms_per_job"
for cfg in "${configs[@]}"; do
  name=$(basename "$cfg" .json); base=""
  for runner in local "local[2]" "spark://127.0.0.1:$port"; do
    out="$work/$name-$(echo "$runner" | tr -c 'a-z0-9\n' '_')"; rm -rf "$out"
    args=(sweep "$cfg" --out "$out" --quiet); [ "$runner" = local ] && args+=(--threads 2) || args+=(--spark "$runner")
    echo "spark-throughput: $name on $runner" >&2
    t0=$(date +%s.%N); "$here/gaplab" "${args[@]}" >"$out.txt" 2>&1; t1=$(date +%s.%N)
    jobs=$(sed -n 's/^jobs: \([0-9]*\).*/\1/p' "$out.txt"); run=$(sed -n 's/.* over \([0-9.]*\) s of job running.*/\1/p' "$out.txt")
    wall=$(python3 -c "print(f'{$t1-$t0:.2f}')")
    [ -z "$base" ] && base=$wall
    python3 -c "print(f'$name,$runner,$jobs,$wall,$run,{$jobs/$wall:.1f},{($wall-$base)*1000/$jobs:.2f}')"
  done
done
