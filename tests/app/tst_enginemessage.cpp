// The engine's messages in the interface language: a test translator gives French for a few of
// the core's templates (context "Engine"); an error or a warning the user meets (a bad matrix
// cell, a word not in the lexicon, a bad mask, a missing file) then shows in French, its
// arguments put in, numbers as the French locale writes them, the place (a key, a file) as is.
#include "attention.h"
#include "attentionkind.h"
#include "document.h"
#include "engineerror.h"
#include "enginemessage.h"
#include "fileread.h"
#include "inputerror.h"
#include "mainwindow.h"
#include "matrixtablemodel.h"
#include "scenario.h"
#include "scenariofile.h"

#include <QApplication>
#include <QFile>
#include <QHash>
#include <QLabel>
#include <QLocale>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace attnlab;

namespace {

/// French for some of the core's templates, as a .qm would give them.
class EngineFrench : public QTranslator
{
public:
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override
    {
        static const QHash<QString, QString> french = {
            {QStringLiteral("%1: %2"), QStringLiteral("%1\u00a0: %2")},
            {QStringLiteral("%1 is not a number"), QStringLiteral("%1 n\u2019est pas un nombre")},
            {QStringLiteral(
                 "%1: \"%2\" is not in the lexicon (%3); it gets a hashed random vector"),
             QStringLiteral("%1\u00a0: «\u00a0%2\u00a0» n\u2019est pas dans le lexique (%3)\u00a0; "
                            "il re\u00e7oit un vecteur al\u00e9atoire")},
            {QStringLiteral("expected at least %1, got %2"),
             QStringLiteral("au moins %1 attendu, %2 re\u00e7u")},
            {QStringLiteral("no such file"), QStringLiteral("fichier introuvable")},
            {QStringLiteral("expected a whole number, got %1"),
             QStringLiteral("nombre entier attendu, %1 re\u00e7u")},
            {QStringLiteral("the number %1"), QStringLiteral("le nombre %1")},
            {QStringLiteral("%1 %2 exceed the limit of %3"),
             QStringLiteral("%1 %2 d\u00e9passent la limite de %3")},
            {QStringLiteral("rows (keys)"), QStringLiteral("lignes (cl\u00e9s)")},
            {QStringLiteral("%1 rows (queries) is more than the %2 engine's %3; %4"),
             QStringLiteral(
                 "%1 lignes (requ\u00eates), c'est plus que les %3 du moteur %2\u00a0; %4")},
            {QStringLiteral("use --backend %1 or --backend %2"),
             QStringLiteral("utilisez --backend %1 ou --backend %2")},
            // places, words passed as arguments, and errors that are not the input's
            {QStringLiteral("line %1, column %2"), QStringLiteral("ligne %1, colonne %2")},
            {QStringLiteral("row %1, column %2"), QStringLiteral("rang\u00e9e %1, colonne %2")},
            {QStringLiteral("head %1"), QStringLiteral("t\u00eate %1")},
            {QStringLiteral("not valid JSON (%1)"), QStringLiteral("JSON non valide (%1)")},
            {QStringLiteral("keys"), QStringLiteral("cl\u00e9s")},
            {QStringLiteral("\u03c6 of the %1 of head %2 overflows (exp(\u03c9\u00b7x' \u2212 "
                            "|x'|\u00b2/2) is too large); use smaller inputs or another feature "
                            "map"),
             QStringLiteral("\u03c6 des %1 de la t\u00eate %2 d\u00e9borde")},
            {QStringLiteral("%1 MiB"), QStringLiteral("%1\u00a0Mio")},
            {QStringLiteral("OpenCL: %1 needs %2 MiB, more than the largest buffer of %3 (%4 MiB)"),
             QStringLiteral("OpenCL\u00a0: %1 demande %2\u00a0Mio, plus que le plus grand tampon "
                            "de %3 (%4\u00a0Mio)")},
            {QStringLiteral("no \"%1\" text"),
             QStringLiteral("pas de texte \u00ab\u00a0%1\u00a0\u00bb")},
        };
        if (qstrcmp(context, "Engine") != 0)
            return {};
        return french.value(QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

QString writeScenario(const QTemporaryDir& dir, const char* name, const QByteArray& json)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size())
        return {};
    return path;
}

} // namespace

class TestEngineMessage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void badMatrixCell();
    void wordNotInTheLexicon();
    void badMask();
    void missingFile();
    void numbersInTheLocale();
    void termsAndUntranslated();
    void placesAndWordsTranslated();
    void adviceTranslated();

private:
    EngineFrench french_;
    QTemporaryDir dir_;
};

void TestEngineMessage::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(dir_.isValid());
    QVERIFY(QCoreApplication::installTranslator(&french_));
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
}

void TestEngineMessage::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&french_);
    QLocale::setDefault(QLocale::c());
}

void TestEngineMessage::badMatrixCell()
{
    MatrixTableModel model;
    model.setMatrix(Matrix::Zero(2, 2));
    model.setEditable(true);
    QSignalSpy rejected(&model, &MatrixTableModel::editRejected);
    QVERIFY(!model.setData(model.index(1, 1), QStringLiteral("abc"), Qt::EditRole));
    QCOMPARE(rejected.count(), 1);
    const QString shown = rejected.at(0).at(0).toString();
    QVERIFY2(shown.endsWith(QStringLiteral("'abc' n\u2019est pas un nombre")), qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("is not a number")), qPrintable(shown));
}

void TestEngineMessage::wordNotInTheLexicon()
{
    // The warning as the status line shows it, and as the core wrote it (English, unchanged).
    const QString path =
        writeScenario(dir_, "words.json",
                      R"({"sentences": {"query": "the zzyzx sleeps", "query_language": "en"}})");
    QVERIFY(!path.isEmpty());
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(path));
    const Warnings warnings = window.document()->warnings();
    QVERIFY(!warnings.empty());
    QCOMPARE(warnings.front().message,
             std::string("sentences.query: \"zzyzx\" is not in the lexicon (en); it gets a hashed "
                         "random vector"));
    const QString french = QStringLiteral("sentences.query\u00a0: «\u00a0zzyzx\u00a0» n\u2019est "
                                          "pas dans le lexique (en)\u00a0; il re\u00e7oit un "
                                          "vecteur al\u00e9atoire");
    QCOMPARE(translatedWarning(warnings.front()), french);
    // The status line says it in the user's words (the sentence panel's own message, with the
    // nearest known words), never with the internal key.
    QLabel* status = window.statusBar()->findChild<QLabel*>();
    QVERIFY(status);
    QTRY_VERIFY2(status->text().contains(QStringLiteral("zzyzx")), qPrintable(status->text()));
    QVERIFY2(!status->text().contains(QStringLiteral("sentences.query")),
             qPrintable(status->text()));
    window.document()->undoStack()->setClean();
}

void TestEngineMessage::badMask()
{
    const QString path = writeScenario(
        dir_, "mask.json", R"({"q": [[1, 0]], "k": [[1, 0]], "v": [[1]], "mask": {"window": -1}})");
    Document doc;
    QString error;
    QVERIFY(!doc.load(path, &error));
    // the place ("file: key") as it is, what is wrong in French
    QCOMPARE(error, path + QStringLiteral(": mask.window\u00a0: au moins 0 attendu, -1 re\u00e7u"));
}

void TestEngineMessage::missingFile()
{
    Document doc;
    QString error;
    const QString path = dir_.filePath(QStringLiteral("absent.json"));
    QVERIFY(!doc.load(path, &error));
    QCOMPARE(error, path + QStringLiteral("\u00a0: fichier introuvable"));
}

void TestEngineMessage::numbersInTheLocale()
{
    // A decimal number in a nested description: the French decimal comma.
    Warnings w;
    try {
        scenarioFromText(R"({"q": [[1]], "k": [[1]], "v": [[1]], "heads": 2.5})", w);
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(std::string(e.what()), std::string("heads: expected a whole number, got the "
                                                    "number 2.5"));
        QCOMPARE(translatedError(e),
                 QStringLiteral("heads\u00a0: nombre entier attendu, le nombre 2,5 re\u00e7u"));
    }
    // A large count with the locale's digit groups; a small one as it is.
    const InputError big("k", TR_NOOP("Engine", "%1 %2 exceed the limit of %3"), 65536,
                         TR_NOOP("Engine", "rows (keys)"), 2048);
    QCOMPARE(translatedError(big), QStringLiteral("k\u00a0: %1 lignes (cl\u00e9s) d\u00e9passent "
                                                  "la limite de 2048")
                                       .arg(QLocale().toString(65536)));
    QVERIFY(QLocale().toString(65536) != QStringLiteral("65536"));
}

void TestEngineMessage::adviceTranslated()
{
    // The advice after a limit is a message of its own: French all through, the backends'
    // names and the option as the command line spells them.
    AttentionInput input;
    input.q = Matrix::Zero(3000, 2);
    input.k = Matrix::Zero(4, 2);
    input.v = Matrix::Zero(4, 2);
    try {
        requireTokens(input, 2048, "reference", useBackendAdvice({"cpu", "opencl"}), "s.json");
        QFAIL("no error");
    } catch (const InputError& e) {
        QCOMPARE(std::string(e.what()), std::string("s.json: q: 3000 rows (queries) is more than "
                                                    "the reference engine's 2048; use --backend "
                                                    "cpu or --backend opencl"));
        const QString french = translatedError(e);
        QVERIFY2(french.endsWith(QStringLiteral(" ; utilisez --backend cpu ou --backend opencl")),
                 qPrintable(french));
    }
}

void TestEngineMessage::termsAndUntranslated()
{
    // A template with no translation: the English text, its arguments put in.
    const Message m(TR_NOOP("Engine", "expected %1 columns like q, got %2"), 3, "x%1");
    QCOMPARE(translatedMessage(m), QStringLiteral("expected 3 columns like q, got x%1"));
    // A plain text (not a template) is shown as it is.
    QCOMPARE(translatedError(InputError("", "50%2 done")), QStringLiteral("50%2 done"));
    // Any other exception: its what().
    QCOMPARE(translatedError(std::runtime_error("OpenCL: no device")),
             QStringLiteral("OpenCL: no device"));
}

void TestEngineMessage::placesAndWordsTranslated()
{
    // "line 2, column 3" of a JSON error is a phrase of its own; file names and keys stay
    Warnings warnings;
    try {
        scenarioFromText("{\n  \"q\": [1,, 2]}", warnings);
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.where()), QStringLiteral("line 2, column 11"));
        const QString shown = translatedError(inputErrorInFile(e, QStringLiteral("line 7.json")));
        QVERIFY2(shown.startsWith(QStringLiteral("line 7.json: ligne 2, colonne 11\u00a0: JSON "
                                                 "non valide (")),
                 qPrintable(shown));
    }
    QCOMPARE(translatedPlace("k.npy: head 1, row 2, column 3"),
             QStringLiteral("k.npy: t\u00eate 1, rang\u00e9e 2, colonne 3"));
    QCOMPARE(translatedPlace("heads"), QStringLiteral("heads")); // a key, not a phrase
    QCOMPARE(translatedPlace("steps[3].question.cell"), QStringLiteral("steps[3].question.cell"));

    // linear attention's φ overflow (linearkind.cpp): "keys" is a term of its own
    const Message overflow(TR_NOOP("Engine", "φ of the %1 of head %2 overflows (exp(ω·x' − "
                                             "|x'|²/2) is too large); use smaller inputs or "
                                             "another feature map"),
                           TR_NOOP("Engine", "keys"), 0);
    QCOMPARE(translatedMessage(overflow), QStringLiteral("\u03c6 des cl\u00e9s de la t\u00eate 0 "
                                                         "d\u00e9borde"));
    QVERIFY(overflow.english().starts_with("φ of the keys of head 0 overflows"));

    // an error that is not the input's (an OpenCL buffer too large): its template translated,
    // what() the English the command line prints
    const EngineError tooLarge(TR_NOOP("Engine", "OpenCL: %1 needs %2 MiB, more than the largest "
                                                 "buffer of %3 (%4 MiB)"),
                               std::string("q"), 3000, std::string("pocl: cpu"), 1024);
    QCOMPARE(QString::fromUtf8(tooLarge.what()),
             QStringLiteral("OpenCL: q needs 3000 MiB, more than the largest buffer of pocl: cpu "
                            "(1024 MiB)"));
    const std::runtime_error& asRuntime = tooLarge;
    QCOMPARE(
        translatedError(asRuntime),
        QStringLiteral("OpenCL\u00a0: q demande 3000\u00a0Mio, plus que le plus grand tampon de "
                       "pocl: cpu (1024\u00a0Mio)"));
    // a size limit's unit: a phrase too
    QCOMPARE(translatedMessage(byteLimitText(16u << 20)), QStringLiteral("16\u00a0Mio"));
    QCOMPARE(byteLimitText(16u << 20).english(), std::string("16 MiB"));
    QCOMPARE(byteLimitText(1000).english(), std::string("1000 bytes"));

    // lesson check's own problems: templates too
    const InputError missing("steps[0].note", TR_NOOP("Engine", "no \"%1\" text"),
                             std::string("fr"));
    QCOMPARE(QString::fromUtf8(missing.what()), QStringLiteral("steps[0].note: no \"fr\" text"));
    QCOMPARE(translatedError(missing),
             QStringLiteral("steps[0].note\u00a0: pas de texte \u00ab\u00a0fr\u00a0\u00bb"));
}

QTEST_MAIN(TestEngineMessage)
#include "tst_enginemessage.moc"
