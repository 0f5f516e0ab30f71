// The themes (issue 35): AttnLab's high-contrast palette has every text and line at 7:1 or more
// against what it stands on (WCAG 2.1 AAA contrast, computed from the colours), the focus and
// the selection included; a high-contrast palette, the system's or AttnLab's, has the style
// draw its frames in the text colour (a line edit's frame is white on black, measured on its
// pixels); the figures take the theme's background and lines; the choice is kept.
#include "colormap.h"
#include "mainwindow.h"
#include "preferences.h"
#include "stageview.h"
#include "textscaledstyle.h"
#include "theme.h"
#include "viewsettings.h"

#include <QApplication>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QtTest>

using namespace attnlab;

class TestTheme : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void highContrastPairs_data();
    void highContrastPairs();
    void whichPalettesAreHighContrast();
    void highContrastFramesAreDrawn();
    void figuresTakeTheTheme();
    void themeIsKept();
};

void TestTheme::highContrastPairs_data()
{
    QTest::addColumn<int>("group");
    QTest::addColumn<int>("foreground");
    QTest::addColumn<int>("background");
    const auto row = [](const char* name, QPalette::ColorGroup g, QPalette::ColorRole f,
                        QPalette::ColorRole b) {
        QTest::newRow(name) << int(g) << int(f) << int(b);
    };
    row("window text", QPalette::Active, QPalette::WindowText, QPalette::Window);
    row("text", QPalette::Active, QPalette::Text, QPalette::Base);
    row("button text", QPalette::Active, QPalette::ButtonText, QPalette::Button);
    row("selected text", QPalette::Active, QPalette::HighlightedText, QPalette::Highlight);
    row("focus frame on the window", QPalette::Active, QPalette::Highlight, QPalette::Window);
    row("focus frame on a field", QPalette::Active, QPalette::Highlight, QPalette::Base);
    row("link", QPalette::Active, QPalette::Link, QPalette::Base);
    row("tooltip", QPalette::Active, QPalette::ToolTipText, QPalette::ToolTipBase);
    row("placeholder", QPalette::Active, QPalette::PlaceholderText, QPalette::Base);
    row("frames (dark)", QPalette::Active, QPalette::Dark, QPalette::Window);
    row("frames (mid)", QPalette::Active, QPalette::Mid, QPalette::Window);
    row("text on the alternate rows", QPalette::Active, QPalette::Text, QPalette::AlternateBase);
    row("disabled text", QPalette::Disabled, QPalette::Text, QPalette::Base);
    row("disabled window text", QPalette::Disabled, QPalette::WindowText, QPalette::Window);
    row("inactive text", QPalette::Inactive, QPalette::Text, QPalette::Base);
}

void TestTheme::highContrastPairs()
{
    QFETCH(int, group);
    QFETCH(int, foreground);
    QFETCH(int, background);
    const QPalette p = theme::highContrastPalette();
    const QColor f = p.color(QPalette::ColorGroup(group), QPalette::ColorRole(foreground));
    const QColor b = p.color(QPalette::ColorGroup(group), QPalette::ColorRole(background));
    const double ratio = Colormap::contrastRatio(f, b);
    QVERIFY2(
        ratio >= 7.0,
        qPrintable(QStringLiteral("%1 on %2: %3:1").arg(f.name(), b.name()).arg(ratio, 0, 'f', 2)));
}

void TestTheme::whichPalettesAreHighContrast()
{
    QCOMPARE(Colormap::contrastRatio(Qt::black, Qt::white), 21.0);
    QVERIFY(theme::isHighContrast(theme::highContrastPalette()));
    // a desktop's high-contrast theme: black on pure white
    QPalette desktop(Qt::black, Qt::white);
    QVERIFY(theme::isHighContrast(desktop));
    // the platform's light palette (black on light grey, grey frames) is not one
    QVERIFY(!theme::isHighContrast(QApplication::style()->standardPalette()));
}

void TestTheme::highContrastFramesAreDrawn()
{
    MainWindow window; // installs the text-scaled style
    Preferences p = Preferences::load();
    p.theme = Preferences::Theme::HighContrast;
    window.applyPreferences(p);
    auto* style = qobject_cast<TextScaledStyle*>(QApplication::style());
    QVERIFY(style);
    QVERIFY(style->highContrast());
    QLineEdit edit;
    edit.resize(200, 40);
    const QImage image = edit.grab().toImage();
    // the frame's left edge, half-way down: white (the base style's would be black on black)
    const QColor edge = image.pixelColor(0, image.height() / 2);
    QVERIFY2(Colormap::contrastRatio(edge, Qt::black) >= 7.0, qPrintable(edge.name()));

    p.theme = Preferences::Theme::Light;
    window.applyPreferences(p);
    QVERIFY(!style->highContrast());
}

void TestTheme::figuresTakeTheTheme()
{
    Preferences p;
    p.theme = Preferences::Theme::HighContrast;
    const ViewSettings high = ViewSettings::of(p);
    QCOMPARE(high.background, QColor(Qt::black));
    QCOMPARE(high.foreground, QColor(Qt::white));
    QVERIFY(high.dark());
    HeatmapStyle s;
    high.applyTheme(s);
    QVERIFY(Colormap::contrastRatio(s.foreground, s.background) >= 7.0);
    p.theme = Preferences::Theme::Light;
    const ViewSettings light = ViewSettings::of(p);
    QCOMPARE(light.background, QColor(Qt::white));
    QCOMPARE(light.foreground, QColor(Qt::black));
    QVERIFY(!light.dark());
}

void TestTheme::themeIsKept()
{
    for (Preferences::Theme t : {Preferences::Theme::System, Preferences::Theme::Light,
                                 Preferences::Theme::Dark, Preferences::Theme::HighContrast}) {
        Preferences p;
        p.theme = t;
        p.save();
        QCOMPARE(int(Preferences::load().theme), int(t));
    }
    QSettings().remove(QStringLiteral("view/theme"));
    QCOMPARE(int(Preferences::load().theme), int(Preferences::Theme::System));
}

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
