// The version and Help › About's details, and where the examples are found from a build tree.
#include "attnlab_version.h" // generated: ATTNLAB_VERSION
#include "buildinfo.h"
#include "datadirs.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <Eigen/Core>

namespace {

/// PROGRAM --version's output, without the line end.
QString versionOf(const QString& program)
{
    QProcess process;
    process.start(program, {QStringLiteral("--version")});
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return QStringLiteral("(%1 failed: %2)")
            .arg(program, QString::fromUtf8(process.readAllStandardError()));
    return QString::fromUtf8(process.readAllStandardOutput()).trimmed();
}

} // namespace

class TestBuildInfo : public QObject
{
    Q_OBJECT

private slots:
    void versionIsTheProjectsOrGitsOne()
    {
        // "0.1.0", "0.1.0+git273.afd37b2", "0.1.0+git273.afd37b2.dirty", "0.2.0+git3.1234abc"
        static const QRegularExpression form(
            QStringLiteral("^[0-9]+\\.[0-9]+\\.[0-9]+(\\+git[0-9]+\\.[0-9a-f]{7,})?(\\.dirty)?$"));
        QVERIFY2(form.match(QStringLiteral(ATTNLAB_VERSION)).hasMatch(),
                 qPrintable(QStringLiteral(ATTNLAB_VERSION)));
    }

    void bothProgramsPrintTheSameVersion()
    {
        QCOMPARE(versionOf(QStringLiteral(ATTNLAB_GUI)),
                 QStringLiteral("AttnLab ") + QStringLiteral(ATTNLAB_VERSION));
        QCOMPARE(versionOf(QStringLiteral(ATTNLAB_CLI)),
                 QStringLiteral("attnlab-cli ") + QStringLiteral(ATTNLAB_VERSION));
    }

    void aboutNamesQtEigenAndTheLicence()
    {
        const QString about = attnlab::aboutDetails();
        QVERIFY2(about.contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion())),
                 qPrintable(about));
        QVERIFY2(about.contains(QStringLiteral("Eigen %1.%2.%3")
                                    .arg(EIGEN_WORLD_VERSION)
                                    .arg(EIGEN_MAJOR_VERSION)
                                    .arg(EIGEN_MINOR_VERSION)),
                 qPrintable(about));
        QVERIFY2(about.contains(QStringLiteral("GNU General Public License, version 3 or later")),
                 qPrintable(about));
    }

    void aBuildTreeUsesTheExamplesCompiledIn()
    {
        // PREFIX/bin/../share/attnlab/examples when installed; a build tree has none there.
        QCOMPARE(attnlab::installedExamplesDir(),
                 QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                 QStringLiteral("/../share/attnlab/examples")));
        QCOMPARE(attnlab::examplesDir(), QStringLiteral(":/examples"));
    }
};

QTEST_GUILESS_MAIN(TestBuildInfo)
#include "tst_buildinfo.moc"
