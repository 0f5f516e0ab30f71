#!/usr/bin/env bash
# What a screen reader meets in AttnLab: starts the app under Xvfb with its own D-Bus session and
# AT-SPI bus, shows the lesson's example at the softmax step (Ctrl+4) with the map focused on
# token 0's row, and prints the accessibility tree (dump_tree.py).
# With --events it prints instead what the app announces while the keyboard steps through the
# stages (Page Down), moves on the map (→, ↓) and opens the lesson's first question and
# reveals it (listen_events.py).
# Needs: xvfb, xdotool, at-spi2-core, python3-pyatspi, dbus (apt-get install).
#   scripts/accessibility/dump-tree.sh [--events] [SCENARIO] > tree.txt
set -euo pipefail
cd "$(dirname "$0")/../.."
mode=tree
if [ "${1:-}" = "--events" ]; then
    mode=events
    shift
fi
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
    if [ "$2" = events ]; then
        /usr/bin/python3 scripts/accessibility/listen_events.py 120 &
        listener=$!
        sleep 2
        xdotool key ctrl+1; sleep 1
        xdotool key Next; sleep 1       # Page Down: the next step
        xdotool key Next; sleep 1
        xdotool key Next; sleep 1
    else
        xdotool key ctrl+4               # the softmax step
        sleep 1
    fi
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
    if [ "$2" = events ]; then
        xdotool key End; sleep 1
        xdotool key Escape; sleep 1
        xdotool key ctrl+2; sleep 2
        kill $listener
    else
        /usr/bin/python3 scripts/accessibility/dump_tree.py
    fi
    kill $pid' "$app" "$scenario" "$mode"
