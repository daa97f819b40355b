#!/usr/bin/env bash
# Fresh clone to first page served by `npm start`, in seconds. Clones this repository's HEAD into a temporary
# folder, runs `npm start` there (install, migrate, seed with images, build, serve) and stops at the first 200 of /.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
dir=$(mktemp -d)
port=${PORT:-3299}
git clone -q "$repo" "$dir/hemma"
cd "$dir/hemma"
start=$(date +%s.%N)
PORT=$port npm start >"$dir/start.log" 2>&1 &
pid=$!
until curl -fs -o /dev/null "http://127.0.0.1:$port/"; do
  if ! kill -0 $pid 2>/dev/null; then cat "$dir/start.log"; echo "npm start exited"; exit 1; fi
  sleep 0.5
done
end=$(date +%s.%N)
kill -- -$pid 2>/dev/null || kill $pid; pkill -f "$dir/hemma" || true
grep -E '^▸|done in' "$dir/start.log" || true
printf 'fresh clone → first page served: %.1f s\n' "$(echo "$end - $start" | bc)"
rm -rf "$dir"
