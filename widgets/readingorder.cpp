#include "readingorder.h"

#include <QApplication>
#include <QWidget>

#include <algorithm>

namespace attnlab {

QList<QWidget*> readingOrder(QWidget* window, const QList<QWidget*>& regions)
{
    struct Stop
    {
        QWidget* widget;
        int region;
        QRect rect; // in window coordinates
    };
    QList<Stop> stops;
    for (QWidget* w : window->findChildren<QWidget*>()) {
        if (w->window() != window || !(w->focusPolicy() & Qt::TabFocus) || !w->isVisible() ||
            !w->isEnabled() || w->focusProxy())
            continue;
        int region = -1;
        for (int r = 0; r < regions.size() && region < 0; ++r)
            if (regions[r] && (regions[r] == w || regions[r]->isAncestorOf(w)))
                region = r;
        stops.append({w, region, QRect(w->mapTo(window, QPoint(0, 0)), w->size())});
    }
    // Region, then top; then the lines (a control whose middle lies within the line's span
    // joins it), each from left to right.
    std::stable_sort(stops.begin(), stops.end(), [](const Stop& a, const Stop& b) {
        return a.region != b.region ? a.region < b.region : a.rect.top() < b.rect.top();
    });
    QList<QWidget*> order;
    for (qsizetype begin = 0; begin < stops.size();) {
        qsizetype end = begin + 1;
        int bottom = stops[begin].rect.bottom();
        while (end < stops.size() && stops[end].region == stops[begin].region &&
               stops[end].rect.center().y() <= bottom) {
            bottom = std::max(bottom, stops[end].rect.bottom());
            ++end;
        }
        std::stable_sort(
            stops.begin() + begin, stops.begin() + end,
            [](const Stop& a, const Stop& b) { return a.rect.left() < b.rect.left(); });
        for (qsizetype i = begin; i < end; ++i)
            order << stops[i].widget;
        begin = end;
    }
    return order;
}

bool focusInReadingOrder(QWidget* window, const QList<QWidget*>& regions, bool next)
{
    const QList<QWidget*> order = readingOrder(window, regions);
    if (order.isEmpty())
        return false;
    // The focused control, or the one it stands in for (a spin box for its line edit).
    QWidget* current = QApplication::focusWidget();
    qsizetype at = -1;
    for (QWidget* w = current; w && w != window && at < 0; w = w->parentWidget())
        at = order.indexOf(w);
    const qsizetype n = order.size();
    const qsizetype to = at < 0 ? (next ? 0 : n - 1) : (at + (next ? 1 : n - 1)) % n;
    order[to]->setFocus(next ? Qt::TabFocusReason : Qt::BacktabFocusReason);
    return true;
}

} // namespace attnlab
