#!/usr/bin/env python3
"""Prints what AttnLab announces to a screen reader, over AT-SPI (Debian's python3-pyatspi):
every notification that shows or is renamed ([notification] "Step 4 of 6 · Softmax"), and
where the focus goes (a table cell's sentence as the arrow keys move). Listens for SECONDS
(default 10) or until it is stopped. Run it through scripts/accessibility/dump-tree.sh --events."""
import sys

import pyatspi
from gi.repository import GLib

seen = []


def on_event(event):
    source = event.source
    try:
        role, name = source.getRoleName(), source.name
    except Exception:  # the object went away
        return
    if role == "notification":
        if event.type.startswith("object:state-changed:showing"):
            return  # shown anew with the name its rename already said
        if isinstance(event.any_data, str):
            name = event.any_data  # the name at the time (it may have changed since)
        line = f'[notification] "{name}"'
    elif event.type.startswith("object:state-changed:focused") and event.detail1:
        line = f'  focus: [{role}] "{name}"'
    else:
        return
    if not seen or seen[-1] != line:  # name-change and showing of one announcement: once
        seen.append(line)
        print(line, flush=True)


def main():
    seconds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    pyatspi.Registry.registerEventListener(
        on_event, "object:state-changed:showing", "object:property-change:accessible-name",
        "object:state-changed:focused")
    GLib.timeout_add_seconds(seconds, lambda: pyatspi.Registry.stop())
    pyatspi.Registry.start()


if __name__ == "__main__":
    main()
