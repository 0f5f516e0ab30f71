#pragma once
// What the lab tabs' tests share (translator, deformable, sparse, image): the rooms a tab must
// fit (1600 x 1000; 1280 x 720 with the text at 1 and at 2, as textscale.h sets it), the checks
// that it fits one, and the three formats a figure exports to, each file checked by what it is.
// Each function returns what is wrong, empty when nothing is: the test says QVERIFY2(….isEmpty()).
#include "mainwindow.h"
#include "testfiles.h"

#include <QImage>
#include <QLabel>
#include <QMap>
#include <QScrollArea>
#include <QSize>
#include <QTabWidget>
#include <QTest>

namespace labroom {

/// The rows of a test's _data(): "scale" and "room" (the window's size on such a screen).
/// plain1280: also 1280 x 720 at text x 1.
inline void addRooms(bool plain1280 = true)
{
    QTest::addColumn<double>("scale");
    QTest::addColumn<QSize>("room");
    QTest::newRow("1600 x 1000") << 1.0 << QSize(1600, 1000);
    if (plain1280)
        QTest::newRow("1280 x 720") << 1.0 << QSize(1264, 680);
    QTest::newRow("1280 x 720, text x 2") << 2.0 << QSize(1264, 680);
}

/// Shows the window in the room, arranged for it as on such a screen, with tab on top.
inline QString showInRoom(attnlab::MainWindow& window, QWidget* tab, const QSize& room)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return QStringLiteral("the window is not shown");
    window.arrangeForRoom(room);
    window.resize(room);
    window.views()->setCurrentWidget(tab);
    QTest::qWait(1);
    if (!QTest::qWaitFor([&] { return window.size() == room; }))
        return QStringLiteral("the window is %1 x %2, not %3 x %4")
            .arg(window.width())
            .arg(window.height())
            .arg(room.width())
            .arg(room.height());
    return {};
}

/// The tab's page (in its scroll area) never scrolls sideways, and each wrapped label shown
/// gets the height its text needs (waiting for the layout, as QTRY_VERIFY). *page: the page.
inline QString pageFits(QWidget* tab, QWidget** page = nullptr)
{
    auto* scroll = tab->findChild<QScrollArea*>();
    if (!scroll)
        return QStringLiteral("the tab has no scroll area");
    QWidget* p = scroll->widget();
    if (page)
        *page = p;
    if (!QTest::qWaitFor([&] { return p->width() <= scroll->viewport()->width(); }))
        return QStringLiteral("page %1 px wide in %2")
            .arg(p->width())
            .arg(scroll->viewport()->width());
    for (const QLabel* label : p->findChildren<QLabel*>()) {
        if (!label->isVisible() || !label->wordWrap())
            continue;
        const auto whole = [&] { return label->height() >= label->heightForWidth(label->width()); };
        if (!whole() && !QTest::qWaitFor(whole))
            return QStringLiteral("\u201c%1\u201d %2 px high, needs %3")
                .arg(label->text())
                .arg(label->height())
                .arg(label->heightForWidth(label->width()));
    }
    return {};
}

/// Larger text makes a part larger (size: its side, a cell's…) in the same room, never smaller:
/// atScaleOne keeps the sizes at text x 1 by the room's width (a rows' order: x 1 first).
inline QString growsWithText(QMap<int, double>& atScaleOne, double scale, const QSize& room,
                             double size)
{
    if (scale == 1.0)
        atScaleOne[room.width()] = size;
    else if (atScaleOne.contains(room.width()) && !(size > atScaleOne[room.width()]))
        return QStringLiteral("%1 px at x %2, %3 at x 1")
            .arg(size)
            .arg(scale)
            .arg(atScaleOne[room.width()]);
    return {};
}

/// The formats a figure exports to, by their suffixes.
inline QStringList figureFormats()
{
    return {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf")};
}

/// The rows of a test's _data(): "suffix", one per format.
inline void addFigureFormats()
{
    QTest::addColumn<QString>("suffix");
    for (const QString& suffix : figureFormats())
        QTest::newRow(qPrintable(suffix)) << suffix;
}

/// An exported figure is what its suffix says, of more than 1000 bytes: a PNG picture (in
/// *image), an SVG drawing, a PDF document; *bytes: the file.
inline QString figureFile(const QString& path, QByteArray* bytes = nullptr, QImage* image = nullptr)
{
    const QByteArray data = readAll(path);
    if (bytes)
        *bytes = data;
    if (data.size() <= 1000)
        return QStringLiteral("%1: %2 bytes").arg(path).arg(data.size());
    if (path.endsWith(QLatin1String(".png"))) {
        QImage picture;
        if (!picture.loadFromData(data, "PNG"))
            return QStringLiteral("%1: not a PNG picture").arg(path);
        if (image)
            *image = picture;
    } else if (path.endsWith(QLatin1String(".svg"))) {
        if (!data.contains("<svg"))
            return QStringLiteral("%1: not an SVG drawing").arg(path);
    } else if (path.endsWith(QLatin1String(".pdf"))) {
        if (!data.startsWith("%PDF"))
            return QStringLiteral("%1: not a PDF document").arg(path);
    }
    return {};
}

} // namespace labroom
