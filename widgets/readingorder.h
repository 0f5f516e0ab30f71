#pragma once

#include <QList>

class QWidget;

namespace attnlab {

/// The controls Tab visits in window, as the window reads: region by region (regions in the
/// order given; a control in none comes first: a tool bar above them), and inside each, from
/// top to bottom and on a line from left to right (a line: controls whose vertical spans
/// overlap). Only controls that Tab can reach now: focusable by Tab, visible, enabled, not
/// standing in for another (a focus proxy is the stop).
///
/// Qt's own order is the order the controls were created in, which a layout that grows
/// controls later (a kind's own settings, a kind's stage buttons) leaves out of step with the
/// screen: a window that calls focusInReadingOrder from focusNextPrevChild follows the screen
/// instead, whatever was created when.
QList<QWidget*> readingOrder(QWidget* window, const QList<QWidget*>& regions);

/// Moves the focus to the control after (next) or before the focused one in readingOrder,
/// round the window; false when there is none (the focus is then left as it is).
bool focusInReadingOrder(QWidget* window, const QList<QWidget*>& regions, bool next);

} // namespace attnlab
