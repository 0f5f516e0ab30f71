#pragma once

#include <QCoreApplication>

namespace attnlab {

/// Installs one event filter of class Filter on the application, the first time it is called
/// (later calls do nothing; nothing happens before the application exists). Filter is a
/// QObject whose constructor takes its parent; the application owns it.
template <class Filter> void installApplicationFilter()
{
    static Filter* filter = nullptr;
    if (filter || !QCoreApplication::instance())
        return;
    filter = new Filter(QCoreApplication::instance());
    QCoreApplication::instance()->installEventFilter(filter);
}

} // namespace attnlab
