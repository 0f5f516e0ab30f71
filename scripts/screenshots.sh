#!/usr/bin/env bash
# Takes the README's screenshots of the real app under Xvfb, driven with xdotool:
# the lesson's example, the softmax inspector, the causal mask, undo, the translation example,
# save and open again. Needs: xvfb xauth xdotool imagemagick (apt-get install them).
#   scripts/screenshots.sh [BUILD_DIR] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
out=${2:-docs/screenshots}
app="$PWD/$build/app/attnlab"
mkdir -p "$out"
export HOME=$(mktemp -d)   # fresh settings: first-start layout, default preferences
tmp=$(mktemp -d)

shoot() { # shoot NAME [ARGS...]: runs the app, sends the keys in $KEYS, takes NAME.png
    # (SCREEN: the screen's size, 1600x1000 unless given; SCALE: the text scale, 1 unless given)
    local name=$1
    shift
    local settings="$HOME/.config/AttnLab/AttnLab.conf"
    if [[ -n ${SCALE:-} ]]; then
        mkdir -p "$(dirname "$settings")"
        printf '[view]\nfontScale=%s\n' "$SCALE" >"$settings"
    fi
    xvfb-run -a -s "-screen 0 ${SCREEN:-1600x1000}x24" bash -c '
        "$0" "${@:3}" & pid=$!
        sleep 3
        win=$(xdotool search --sync --onlyvisible --name "AttnLab" | head -1)
        xdotool windowfocus --sync "$win" 2>/dev/null || true
        sleep 0.5
        eval "$2"
        sleep 1
        import -window root "$1"
        kill $pid' "$app" "$out/$name.png" "${KEYS:-true}" "$@"
    if [[ -n ${SCALE:-} ]]; then rm -f "$settings"; fi
}

KEYS='true' shoot 01-lesson-softmax
KEYS='xdotool key ctrl+1' shoot 02-lesson-scores
KEYS='xdotool key ctrl+2' shoot 03-lesson-scaled
KEYS='xdotool key ctrl+5' shoot 04-lesson-weighted-sum
KEYS='xdotool key alt+c' shoot 05-causal
KEYS='xdotool key alt+c; sleep 0.5; xdotool key ctrl+z' shoot 06-causal-undone
# The translation example, with the pair ("noir", "black") under the mouse.
KEYS='xdotool mousemove 834 760' shoot 07-translation examples/translation-black-cat.json
KEYS='xdotool key ctrl+4' shoot 08-multihead examples/multihead-output-projection.json
KEYS='xdotool key ctrl+4' shoot 09-sliding-window examples/sliding-window.json
# Save the causal scenario, then open it again.
KEYS="xdotool key alt+c; sleep 0.5; xdotool key ctrl+s; sleep 1.5; xdotool type --delay 20 '$tmp/causal.json'; xdotool key Return" \
    shoot 10-saved
KEYS='true' shoot 11-opened-again "$tmp/causal.json"
# A model's attention: the (2, 4, 6, 6) NumPy fixture with its tokens file beside it.
cp tests/core/data/npy/attention_stack.npy "$tmp/attn.npy"
cp tests/core/data/npy/tokens.txt "$tmp/attn.tokens.txt"
KEYS='xdotool mousemove 441 364 click 1; sleep 0.5; xdotool mousemove 1000 430' shoot 12-model-attention "$tmp/attn.npy"
# Why √d_k at d_k = 1,024: the second tab, the slider's handle, then End.
KEYS='xdotool mousemove 689 60 click 1; sleep 0.5; xdotool mousemove 173 89 click 1; xdotool key End' \
    shoot 16-why-sqrt-dk
# The KV cache tab: mistral-7b at 32,768 tokens (its window keeps 4,096), on a large screen
# and on a 1280 x 720 projector with the text twice as large (the tabs scroll to it).
kv='xdotool key alt+m Down Down; sleep 0.3; xdotool key alt+t ctrl+a; xdotool type 32768; xdotool key Tab'
KEYS="xdotool mousemove 1071 61 click 1; sleep 0.5; $kv" shoot 32-kv-cache
SCREEN=1280x720 SCALE=2 KEYS="for i in 1 2; do xdotool mousemove 1271 96 click 1; sleep 0.3; done; xdotool mousemove 1040 96 click 1; sleep 0.5; $kv" \
    shoot 33-kv-cache-1280x720-text2
# The lesson's languages.
LANGUAGE=fr KEYS='true' shoot 13-french
LANGUAGE=pt KEYS='xdotool key ctrl+2' shoot 14-portuguese-scaled
# The scaling lab in French; the export dialog in centimetres, as a metric locale has it; an
# example's description (the inspector, before a cell is chosen) in Portuguese.
LANGUAGE=fr LANG=fr_FR.UTF-8 KEYS='xdotool mousemove 790 60 click 1' shoot 15-french-scaling-lab
LANGUAGE=pt LANG=pt_BR.UTF-8 KEYS='xdotool key ctrl+e; sleep 2' shoot 16-portuguese-export
LANGUAGE=pt KEYS='xdotool key ctrl+1' shoot 17-portuguese-example examples/translation-gato-preto.json
# In front of a class: a 1280 x 720 projector, a 1024 x 768 screen (the inspector stacked with
# the inputs), presenter mode (F5) with the text twice as large, and on a 1920 x 1080 screen.
SCREEN=1280x720 KEYS='true' shoot 18-projector-1280x720
SCREEN=1024x768 LANGUAGE=fr KEYS='true' shoot 19-french-1024x768
SCREEN=1280x720 SCALE=2 LANGUAGE=pt KEYS='xdotool key F5' shoot 20-presenter-portuguese-text2
SCREEN=1920x1080 SCALE=1.5 KEYS='xdotool key F5' shoot 21-presenter-1920x1080
echo "screenshots in $out"
