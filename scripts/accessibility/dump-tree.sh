#!/usr/bin/env bash
# What a screen reader meets in AttnLab: starts the app under Xvfb with its own D-Bus session and
# AT-SPI bus, shows the lesson's example at the softmax step (Ctrl+4) with the map focused on
# token 0's row, and prints the accessibility tree (dump_tree.py).
# Needs: xvfb, xdotool, at-spi2-core, python3-pyatspi, dbus (apt-get install).
#   scripts/accessibility/dump-tree.sh [SCENARIO] > tree.txt
set -euo pipefail
cd "$(dirname "$0")/../.."
app=${ATTNLAB:-build/dev/app/attnlab}
scenario=${1:-examples/lesson-seed0.json}
export HOME=${DUMP_HOME:-$(mktemp -d)}   # a fresh profile: no first-run dialogs kept
exec xvfb-run -a -s "-screen 0 1600x1000x24" dbus-run-session -- bash -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately &
    sleep 1
    QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 "$0" "$1" 2>/dev/null &
    pid=$!
    sleep 6
    xdotool mousemove 800 990 click 1   # the window takes the keyboard
    xdotool key ctrl+4                   # the softmax step
    sleep 1
    # Tab until the map has the focus (it is the only table), then → to key 1
    for _ in $(seq 40); do
        if /usr/bin/python3 -c "
import pyatspi, sys
d = pyatspi.Registry.getDesktop(0)
def f(a):
    if a is None: return False
    if a.getRoleName() == \"table\" and a.getState().contains(pyatspi.STATE_FOCUSED): return True
    return any(f(c) for c in a)
sys.exit(0 if any(f(a) for a in d if a and a.name.lower().startswith(\"attnlab\")) else 1)
"; then break; fi
        xdotool key Tab
    done
    xdotool key Down Right
    sleep 1
    /usr/bin/python3 scripts/accessibility/dump_tree.py
    kill $pid' "$app" "$scenario"
