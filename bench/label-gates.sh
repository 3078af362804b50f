#!/bin/bash
# Every scanLabel gate the issue-22 rounds report (docs/label.md), run on one checkout, each
# gate's table in OUTDIR/<gate>.txt; the last line per gate is printed by `--summary OUTDIR`.
# OCR pages are cached by their pixels (OCR_CACHE, default /tmp/label-ocr): a parser change
# replays every gate in minutes; the first run reads every photo (an hour or more on 2 cores).
# Real validation photos print as counts only (label-accuracy.ts's rule).
#   bench/label-gates.sh OUTDIR [gate ...]      bench/label-gates.sh --summary OUTDIR
set -u
declare -A G=(
 [real-tuning]="--real-only --new-only --split tuning --stages"
 [real-validation]="--real-only --new-only --split validation --stages"
 [old8]="--real-only --old-only"
 [g7]="--generated-only --seed 7"
 [ps7]="--generated-only --product-shots --seed 7"
 [lc7]="--generated-only --layout-classes --seed 7"
 [lc17]="--generated-only --layout-classes --seed 17"
 [lc23]="--generated-only --layout-classes --seed 23"
 [lc29]="--generated-only --layout-classes --seed 29"
 [th41]="--generated-only --layout-classes --format th-script --count 16 --seed 41"
 [th61]="--generated-only --layout-classes --format th-script --count 16 --seed 61"
 [th53]="--generated-only --layout-classes --format th-script --count 16 --seed 53"
 [us13]="--generated-only --format us-var --count 12 --seed 13"
 [us19]="--generated-only --format us-var --count 12 --seed 19"
 [in43]="--generated-only --format in-var --count 16 --seed 43"
 [in22]="--generated-only --format in --count 24 --seed 22"
 [au31]="--generated-only --format au-var --count 18 --seed 31"
 [au37]="--generated-only --format au-var --count 18 --seed 37"
)
ORDER="real-tuning real-validation old8 g7 ps7 lc7 lc17 lc23 lc29 th41 th61 th53 us13 us19 in43 in22 au31 au37"
if [ "${1:-}" = --summary ]; then
  for g in $ORDER; do
    [ -f "$2/$g.txt" ] || continue
    # The overall row of the answers' core figures: core exact, given right, refused.
    line=$(grep -E "^(all generated|all real|all new real|all|real|validation|tuning)[^|]*\| [0-9]+ \|.*%.*\|.*%.*\| [0-9]+ \|" "$2/$g.txt" | grep -v "full size" | tail -1)
    echo "$g: $(echo "$line" | awk -F'|' '{print $7 "/" $8 " refused" $9}')"
  done
  exit 0
fi
OUT=${1:?usage: bench/label-gates.sh OUTDIR [gate ...]}; shift
[ $# -gt 0 ] && ORDER="$*"
mkdir -p "$OUT"
cd "$(dirname "$0")/.."
for g in $ORDER; do
  npx tsx bench/label-accuracy.ts ${G[$g]} --ocr-cache "${OCR_CACHE:-/tmp/label-ocr}" > "$OUT/$g.txt" 2> "$OUT/$g.err"
  echo "$g rc=$?"
done
