#include "colormap.h"

#include <QFile>
#include <QTest>

#include <cmath>

using attnlab::Colormap;

namespace {

/// CIE L* (0 black .. 100 white) of an sRGB colour.
double lightness(const QColor& c)
{
    const double y = Colormap::relativeLuminance(c);
    return y > 216.0 / 24389.0 ? 116.0 * std::cbrt(y) - 16.0 : y * 24389.0 / 27.0;
}

} // namespace

class TestColormap : public QObject
{
    Q_OBJECT

private slots:
    void resourcesAreLinked();
    void names();
    void endpoints_data();
    void endpoints();
    void clampsAndInterpolates();
    void monotonicLightness_data();
    void monotonicLightness();
    void divergingMidpointIsLight();
    void unknownNameIsViridis_data();
    void unknownNameIsViridis();
    void textColorOn_data();
    void textColorOn();
};

void TestColormap::resourcesAreLinked()
{
    // qt_add_resources on the static widgets library: the consumer must have them initialised.
    for (const QString& name : Colormap::names()) {
        QFile file(QStringLiteral(":/colormaps/") + name + QStringLiteral(".csv"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        int rows = 0;
        while (!file.atEnd()) {
            if (!file.readLine().startsWith('#'))
                ++rows;
        }
        QCOMPARE(rows, 256);
    }
}

void TestColormap::names()
{
    const QStringList expected = {QStringLiteral("viridis"), QStringLiteral("cividis"),
                                  QStringLiteral("magma"), QStringLiteral("greys"),
                                  QStringLiteral("diverging")};
    QCOMPARE(Colormap::names(), expected);
    for (const QString& name : expected) {
        QCOMPARE(Colormap::byName(name).name(), name);
        QVERIFY(!Colormap::displayName(name).isEmpty());
        QCOMPARE(Colormap::byName(name).isDiverging(), name == QLatin1String("diverging"));
    }
    QCOMPARE(Colormap().name(), QStringLiteral("viridis"));
}

void TestColormap::endpoints_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("t");
    QTest::addColumn<QString>("expected");
    // matplotlib 3.6: to_hex(colormaps[name](t))
    QTest::newRow("viridis 0") << "viridis" << 0.0 << "#440154";
    QTest::newRow("viridis 1") << "viridis" << 1.0 << "#fde725";
    QTest::newRow("cividis 0") << "cividis" << 0.0 << "#00224e";
    QTest::newRow("cividis 1") << "cividis" << 1.0 << "#fee838";
    QTest::newRow("magma 0") << "magma" << 0.0 << "#000004";
    QTest::newRow("magma 1") << "magma" << 1.0 << "#fcfdbf";
    QTest::newRow("greys 0") << "greys" << 0.0 << "#ffffff";
    QTest::newRow("greys 1") << "greys" << 1.0 << "#000000";
    QTest::newRow("diverging 0") << "diverging" << 0.0 << "#053061";
    QTest::newRow("diverging 1") << "diverging" << 1.0 << "#67001f";
}

void TestColormap::endpoints()
{
    QFETCH(QString, name);
    QFETCH(double, t);
    QFETCH(QString, expected);
    const QColor c = Colormap::byName(name).color(t);
    QCOMPARE(c.name(), expected);
    QCOMPARE(Colormap::byName(name).rgb(t), c.rgb());
}

void TestColormap::clampsAndInterpolates()
{
    const Colormap viridis = Colormap::byName(QStringLiteral("viridis"));
    QCOMPARE(viridis.color(-3.0), viridis.color(0.0));
    QCOMPARE(viridis.color(7.0), viridis.color(1.0));
    QCOMPARE(viridis.color(std::nan("")), viridis.color(0.0));
    // Between two table rows the colour lies between theirs.
    const QColor a = viridis.color(10.0 / 255.0), b = viridis.color(11.0 / 255.0);
    const QColor mid = viridis.color(10.5 / 255.0);
    QVERIFY(mid.red() >= std::min(a.red(), b.red()) && mid.red() <= std::max(a.red(), b.red()));
    QVERIFY(mid.blue() >= std::min(a.blue(), b.blue()) &&
            mid.blue() <= std::max(a.blue(), b.blue()));
    // matplotlib: viridis(0.5) = #21918c
    const QColor half = viridis.color(0.5);
    QVERIFY2(std::abs(half.red() - 0x21) <= 1 && std::abs(half.green() - 0x91) <= 1 &&
                 std::abs(half.blue() - 0x8c) <= 1,
             qPrintable(half.name()));
}

void TestColormap::monotonicLightness_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("increasing");
    QTest::newRow("viridis") << "viridis" << true;
    QTest::newRow("cividis") << "cividis" << true;
    QTest::newRow("magma") << "magma" << true;
    QTest::newRow("greys") << "greys" << false; // white (low) to black (high)
}

void TestColormap::monotonicLightness()
{
    QFETCH(QString, name);
    QFETCH(bool, increasing);
    const Colormap map = Colormap::byName(name);
    double previous = lightness(map.color(0.0));
    for (int i = 1; i <= 64; ++i) {
        const double l = lightness(map.color(i / 64.0));
        // 8-bit rounding may wobble by a fraction of a unit of L*
        if (increasing)
            QVERIFY2(l > previous - 0.5, qPrintable(QStringLiteral("step %1").arg(i)));
        else
            QVERIFY2(l < previous + 0.5, qPrintable(QStringLiteral("step %1").arg(i)));
        previous = l;
    }
    const double span = lightness(map.color(1.0)) - lightness(map.color(0.0));
    QVERIFY(std::abs(span) > 60);
}

void TestColormap::divergingMidpointIsLight()
{
    const Colormap map = Colormap::byName(QStringLiteral("diverging"));
    QVERIFY(map.isDiverging());
    const double mid = lightness(map.color(0.5));
    QVERIFY2(mid > 90, qPrintable(QString::number(mid)));
    QVERIFY(lightness(map.color(0.0)) < mid - 50);
    QVERIFY(lightness(map.color(1.0)) < mid - 50);
    // Lightness rises to the middle and falls after it.
    QVERIFY(lightness(map.color(0.25)) < mid && lightness(map.color(0.75)) < mid);
    // Blue below, red above.
    QVERIFY(map.color(0.1).blue() > map.color(0.1).red());
    QVERIFY(map.color(0.9).red() > map.color(0.9).blue());
}

void TestColormap::unknownNameIsViridis_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("empty") << "";
    QTest::newRow("unknown") << "jet";
    QTest::newRow("case") << "Viridis";
}

void TestColormap::unknownNameIsViridis()
{
    QFETCH(QString, name);
    const Colormap map = Colormap::byName(name);
    QCOMPARE(map.name(), QStringLiteral("viridis"));
    QCOMPARE(map.color(0.0).name(), QStringLiteral("#440154"));
    QVERIFY(!Colormap::isKnown(name));
}

void TestColormap::textColorOn_data()
{
    QTest::addColumn<QColor>("background");
    QTest::addColumn<QColor>("expected");
    QTest::newRow("white") << QColor(Qt::white) << QColor(Qt::black);
    QTest::newRow("black") << QColor(Qt::black) << QColor(Qt::white);
    QTest::newRow("viridis low") << QColor(0x44, 0x01, 0x54) << QColor(Qt::white);
    QTest::newRow("viridis high") << QColor(0xfd, 0xe7, 0x25) << QColor(Qt::black);
    QTest::newRow("viridis teal") << QColor(0x21, 0x91, 0x8c) << QColor(Qt::black);
    QTest::newRow("rdbu dark red") << QColor(0x67, 0x00, 0x1f) << QColor(Qt::white);
    QTest::newRow("yellow") << QColor(Qt::yellow) << QColor(Qt::black);
    QTest::newRow("blue") << QColor(Qt::blue) << QColor(Qt::white);
}

void TestColormap::textColorOn()
{
    QFETCH(QColor, background);
    QFETCH(QColor, expected);
    const QColor text = Colormap::textColorOn(background);
    QCOMPARE(text, expected);
    // The better of black and white always reaches WCAG's 4.5:1 for normal text.
    const double a = Colormap::relativeLuminance(text), b = Colormap::relativeLuminance(background);
    const double contrast = (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
    QVERIFY2(contrast >= 4.5, qPrintable(QString::number(contrast)));
    QVERIFY(std::abs(Colormap::contrastRatio(background, text) - contrast) < 1e-12);
}

QTEST_GUILESS_MAIN(TestColormap)
#include "tst_colormap.moc"
