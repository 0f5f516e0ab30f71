#!/usr/bin/env python3
"""Prints AttnLab's accessibility tree as a screen reader meets it, over AT-SPI (Debian's
python3-pyatspi): each object shown on screen as [role] "name", its description where it has
one, the tables (the heatmaps) with their size, the column headers and the first cells.
Run it through scripts/accessibility/dump-tree.sh, which starts the app with the bus."""
import sys

import pyatspi

MAX_CELLS = 4  # rows and columns of each table printed


def shown(acc):
    states = acc.getState()
    return states.contains(pyatspi.STATE_SHOWING) or states.contains(pyatspi.STATE_VISIBLE)


def walk(acc, depth, out):
    if acc is None or not shown(acc):
        return
    role, name = acc.getRoleName(), acc.name
    line = "  " * depth + f'[{role}] "{name}"'
    if acc.getState().contains(pyatspi.STATE_FOCUSED):
        line += " (focused)"
    if acc.description:
        line += f" — {acc.description}"
    if role == "table":
        table = acc.queryTable()
        if f"{table.nRows} rows" not in (acc.description or ""):
            line += f" — {table.nRows} rows × {table.nColumns} columns"
        out.append(line)
        heads = [table.getColumnDescription(c) for c in range(table.nColumns)]
        out.append("  " * (depth + 1) + "columns: " + ", ".join(heads[:12]))
        for r in range(min(table.nRows, MAX_CELLS)):
            for c in range(min(table.nColumns, MAX_CELLS)):
                cell = table.getAccessibleAt(r, c)
                out.append("  " * (depth + 1) + f'[{cell.getRoleName()}] "{cell.name}"')
        return
    out.append(line)
    for child in acc:
        walk(child, depth + 1, out)


def main():
    desktop = pyatspi.Registry.getDesktop(0)
    apps = [a for a in desktop if a is not None and a.name.lower().startswith("attnlab")]
    if not apps:
        sys.exit("AttnLab is not on the accessibility bus (started with "
                 "QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1?)")
    out = []
    for window in apps[0]:
        walk(window, 0, out)
    print("\n".join(out))


if __name__ == "__main__":
    main()
