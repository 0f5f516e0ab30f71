#include "wheelguard.h"

#include <QApplication>
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <functional>
#include <memory>

using attnlab::WheelGuard;

namespace {

/// A control of each kind the wheel changes, its value read back as an int.
struct Control
{
    QWidget* widget = nullptr;
    std::function<int()> value;
};

Control makeControl(const QString& kind, QWidget* parent)
{
    if (kind == QLatin1String("combo")) {
        auto* c = new QComboBox(parent);
        c->addItems({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
        c->setCurrentIndex(1);
        return {c, [c] { return c->currentIndex(); }};
    }
    if (kind == QLatin1String("spin")) {
        auto* s = new QSpinBox(parent);
        s->setRange(0, 10);
        s->setValue(5);
        return {s, [s] { return s->value(); }};
    }
    auto* s = new QSlider(Qt::Horizontal, parent);
    s->setRange(0, 10);
    s->setValue(5);
    return {s, [s] { return s->value(); }};
}

/// One notch of the wheel down over w's centre, as the window system sends it.
void wheelDown(QWidget* w)
{
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                  Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

} // namespace

class TestWheelGuard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { WheelGuard::install(); }
    void wheelScrollsThePage_data();
    void wheelScrollsThePage();
};

void TestWheelGuard::wheelScrollsThePage_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("pageScrolls"); // the page is taller than its area
    QTest::addColumn<bool>("focused");
    QTest::addColumn<bool>("valueChanges");
    for (const char* kind : {"combo", "spin", "slider"}) {
        QTest::addRow("%s in a page that scrolls", kind) << kind << true << false << false;
        QTest::addRow("%s with focus", kind) << kind << true << true << true;
        QTest::addRow("%s in a page that fits", kind) << kind << false << false << true;
    }
}

void TestWheelGuard::wheelScrollsThePage()
{
    QFETCH(QString, kind);
    QFETCH(bool, pageScrolls);
    QFETCH(bool, focused);
    QFETCH(bool, valueChanges);
    QWidget window;
    auto* outer = new QVBoxLayout(&window);
    auto* area = new QScrollArea(&window);
    area->setWidgetResizable(true);
    outer->addWidget(area);
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    const Control control = makeControl(kind, page);
    layout->addWidget(control.widget);
    auto* other = new QSpinBox(page); // somewhere else for the focus to be
    layout->addWidget(other);
    if (pageScrolls)
        layout->addSpacing(2000);
    layout->addStretch();
    area->setWidget(page);
    window.resize(300, 300);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // the wheel alone does not give a combo or spin box focus
    QVERIFY(control.widget->focusPolicy() != Qt::WheelFocus);
    QWidget* focus = focused ? control.widget : other;
    focus->setFocus();
    QTRY_VERIFY(focus->hasFocus());

    QScrollBar* bar = area->verticalScrollBar();
    QCOMPARE(bar->maximum() > 0, pageScrolls);
    const int before = control.value();
    wheelDown(control.widget);
    QCOMPARE(control.value() != before, valueChanges);
    // where the control does not take it, the page scrolls
    QCOMPARE(bar->value() > 0, pageScrolls && !valueChanges);
}

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
