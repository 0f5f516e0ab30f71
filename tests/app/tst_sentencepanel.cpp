// The sentence panel as a user meets it: typed sentences retitle the scenario (caption, window
// title, unsaved-changes prompt), the sentence fields use the panel's width, a word the lexicon
// does not know is explained in the user's words with the known words nearest to it, the
// lexicon's dimension names are translated at display, the inspector's products table is never
// empty, and an example's sentences come in the interface language.
#include "document.h"
#include "kinddescription.h"
#include "lessonfile.h"
#include "lexicon.h"
#include "lexicondimensions.h"
#include "mainwindow.h"
#include "scenario.h"
#include "scenariocaption.h"
#include "scenariofile.h"
#include "sentencepanel.h"
#include "softmaxkind.h"
#include "stageview.h"
#include "termtable.h"
#include "translations.h"

#include <QFile>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

using namespace attnlab;

namespace {

/// Translates every lexicon dimension into capitals: shows that each goes through tr.
class Capitals : public QTranslator
{
public:
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override
    {
        return qstrcmp(context, "LexiconDimension") == 0 ? QString::fromUtf8(source).toUpper()
                                                         : QString();
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class TestSentencePanel : public QObject
{
    Q_OBJECT

private slots:
    void typedSentencesRetitle();
    void unknownWordInTheUsersWords();
    void dimensionNamesTranslated();
    void productsTableNeverEmpty();
    void examplesInTheInterfaceLanguage();
    void lessonSentencesInEachLanguage();
};

void TestSentencePanel::typedSentencesRetitle()
{
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString before = window.stageView()->caption()->text().title;
    QVERIFY2(before.contains(QStringLiteral("lesson")), qPrintable(before));
    SentencePanel* panel = window.sentencePanel();
    panel->queryEdit()->setText(QStringLiteral("the big dog runs"));
    emit panel->queryEdit()->editingFinished();
    QTRY_VERIFY(window.document()->scenario().kind == InputKind::Sentences);
    const CaptionText caption = window.stageView()->caption()->text();
    QVERIFY2(caption.title.contains(QStringLiteral("the big dog runs")), qPrintable(caption.title));
    QVERIFY(caption.description.isEmpty());
    QVERIFY2(window.windowTitle().contains(QStringLiteral("the big dog runs")),
             qPrintable(window.windowTitle()));
    // undone: the lesson's example and its title come back
    window.document()->undoStack()->undo();
    QCOMPARE(window.stageView()->caption()->text().title, before);
    window.document()->undoStack()->setClean();
}

void TestSentencePanel::unknownWordInTheUsersWords()
{
    // "fox" in an English source sentence: not in the lexicon
    const QStringList near =
        SentencePanel::nearestWords(QStringLiteral("fox"), QStringLiteral("en"));
    QCOMPARE(near.size(), 3);
    const Lexicon& lexicon = Lexicon::builtin();
    for (const QString& w : near)
        QVERIFY2(lexicon.find(w.toStdString(), "en").has_value(), qPrintable(w));
    QVERIFY2(near.contains(QStringLiteral("for")) || near.contains(QStringLiteral("dog")) ||
                 near.contains(QStringLiteral("box")),
             qPrintable(near.join(u',')));

    Document doc;
    Scenario s;
    s.kind = InputKind::Sentences;
    s.sentences.query = "Le renard noir";
    s.sentences.queryLanguage = "fr";
    s.sentences.source = "The black fox";
    s.sentences.sourceLanguage = "en";
    doc.reset(s);
    QTRY_VERIFY(doc.hasResult());
    const Warnings warnings = doc.warnings();
    QStringList shown;
    for (const Warning& w : warnings)
        if (w.code == "unknown_word")
            shown << SentencePanel::warningText(w, doc);
    QCOMPARE(shown.size(), 2); // renard, fox
    for (const QString& text : shown) {
        QVERIFY2(!text.contains(QStringLiteral("sentences.")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("(en)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("close to it")), qPrintable(text));
    }
    QVERIFY2(shown.join(u' ').contains(QStringLiteral("\u201cfox\u201d is not among the built-in "
                                                      "lexicon's English words")),
             qPrintable(shown.join(u'\n')));
    QVERIFY2(shown.join(u' ').contains(QStringLiteral("French")), qPrintable(shown.join(u'\n')));
}

void TestSentencePanel::dimensionNamesTranslated()
{
    Capitals capitals;
    QCoreApplication::installTranslator(&capitals);
    for (const std::string& name : Lexicon::builtin().dimensionNames())
        QCOMPARE(dimensionDisplayName(name), QString::fromStdString(name).toUpper());
    // a name the lexicon does not have (a user's) is shown as it is
    QCOMPARE(dimensionDisplayName("my-dimension"), QStringLiteral("my-dimension"));
    QCoreApplication::removeTranslator(&capitals);
    QCOMPARE(dimensionDisplayName("colour-black"), QStringLiteral("colour-black"));
}

void TestSentencePanel::productsTableNeverEmpty()
{
    // "O gato preto" -> "The black cat": o and black share no dimension
    const ResolvedScenario r = resolveScenarioFile(readScenarioFile(
        QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/translation-gato-preto.json")));
    const auto trace = attentionKind("softmax").compute(r, "reference");
    const KindDescription& description = kindDescription(r.kind);
    const CellExplanation none =
        description.explainCell(SoftmaxKind::Scores, r, *trace, 0, 0, 0, 1, 3);
    const TermTable& products = none.steps.at(0);
    QVERIFY(!products.rows.isEmpty());
    QVERIFY2(products.before.join(u' ').contains(QStringLiteral("no dimension in common")),
             qPrintable(products.before.join(u' ')));
    for (const QStringList& row : products.rows)
        QVERIFY2(row.at(1) != QStringLiteral("0.000") || row.at(2) != QStringLiteral("0.000"),
                 qPrintable(row.join(u' ')));
    // gato -> cat: the shared dimensions, the largest product first
    const CellExplanation shared =
        description.explainCell(SoftmaxKind::Scores, r, *trace, 0, 0, 1, 2, 3);
    const TermTable& terms = shared.steps.at(0);
    QVERIFY(terms.rows.size() >= 2);
    const auto value = [&](qsizetype row) {
        QString text = terms.rows.at(row).at(3);
        return std::abs(text.replace(QChar(0x2212), u'-').toDouble());
    };
    for (qsizetype i = 1; i < terms.rows.size(); ++i)
        QVERIFY(value(i - 1) >= value(i));
}

void TestSentencePanel::examplesInTheInterfaceLanguage()
{
    // a file that gives its sentence per language, as a title
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cat.json"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "attnlab-scenario", "version": 1, "sentences": {"query": {
            "en": "the small cat drinks water in the garden",
            "fr": "le petit chat boit de l'eau dans le jardin",
            "pt": "o gato pequeno bebe água no jardim"}}})");
    }
    const QString examples = QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/");
    const struct
    {
        const char* language;
        QString file;
        const char* words;
        const char* wordsLanguage;
    } cases[] = {
        {"fr", path, "le petit chat boit de l'eau dans le jardin", "fr"},
        {"pt_BR", path, "o gato pequeno bebe água no jardim", "pt"},
        {"en", path, "the small cat drinks water in the garden", "en"},
        // the shipped examples
        {"fr", examples + QLatin1String("decoding-kv-cache.json"),
         "le petit chat boit de l'eau dans le jardin", "fr"},
        {"pt_BR", examples + QLatin1String("decoding-kv-cache.json"),
         "o gato pequeno bebe água no jardim", "pt"},
        {"en", examples + QLatin1String("decoding-kv-cache.json"),
         "the small cat drinks water in the garden", "en"},
        {"pt_BR", examples + QLatin1String("causal-language-model.json"),
         "o gato pequeno bebe água no jardim", "pt"},
        {"fr", examples + QLatin1String("sliding-window.json"),
         "mon ami mange une pomme rouge dans la grande maison maintenant", "fr"},
        {"pt_BR", examples + QLatin1String("sliding-window.json"),
         "meu amigo come uma maçã vermelha na casa grande agora", "pt"},
        {"fr", examples + QLatin1String("image-prompt.json"), "une balle rouge sur l'herbe verte",
         "fr"},
        {"pt_BR", examples + QLatin1String("image-prompt.json"), "uma bola vermelha na grama verde",
         "pt"},
    };
    for (const auto& c : cases) {
        installTranslators(*QCoreApplication::instance(), QString::fromLatin1(c.language));
        const LoadedScenario loaded = readScenarioFile(c.file);
        const Scenario& s = loaded.scenario;
        const bool image = s.kind == InputKind::Image;
        QCOMPARE(image ? s.image.prompt : s.sentences.query, std::string(c.words));
        QCOMPARE(image ? s.image.promptLanguage : s.sentences.queryLanguage,
                 std::string(c.wordsLanguage));
        // each shipped example's title and description quote the words shown, never the
        // English ones in another language (« water » beside « le petit chat »)
        if (c.file != path && QLatin1String(c.wordsLanguage) != QLatin1String("en")) {
            const QString text = scenarioText(s, ScenarioText::Title) + u' ' +
                                 scenarioText(s, ScenarioText::Description);
            for (const QString& english :
                 {QStringLiteral("the"), QStringLiteral("small"), QStringLiteral("cat"),
                  QStringLiteral("drinks"), QStringLiteral("water"), QStringLiteral("garden"),
                  QStringLiteral("red"), QStringLiteral("ball"), QStringLiteral("green"),
                  QStringLiteral("grass"), QStringLiteral("friend"), QStringLiteral("apple")})
                for (const QString& form : {QStringLiteral("\u00ab\u00a0%1\u00a0\u00bb"),
                                            QStringLiteral("\u201c%1\u201d")})
                    QVERIFY2(!text.contains(form.arg(english)), qPrintable(text));
            QVERIFY2(text.contains(quoted(QString::fromUtf8(c.words).section(u' ', -1))) ||
                         c.file.endsWith(QLatin1String("sliding-window.json")) ||
                         c.file.endsWith(QLatin1String("causal-language-model.json")),
                     qPrintable(text));
        }
        // every word known in that language
        Document doc;
        doc.reset(s, {}, {}, loaded.baseDir);
        QTRY_VERIFY_WITH_TIMEOUT(doc.hasResult(), 20000);
        for (const Warning& w : doc.warnings())
            QVERIFY2(w.code != "unknown_word", w.message.c_str());
    }
    installTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
    QLocale::setDefault(QLocale::c());
}

void TestSentencePanel::lessonSentencesInEachLanguage()
{
    // A French or Portuguese class reads its own sentences on the shipped lesson's sentence
    // screens (causal mask, window, decoding), and the screens' texts quote those words, not the
    // English ones. Cross-attention (a French query over an English source) names both.
    const LoadedLesson lesson = readLessonFile(
        QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/lessons/attention-step-by-step.json"));
    int checked = 0;
    for (int i = 0; i < int(lesson.lesson.steps.size()); ++i) {
        const LessonStep& step = lesson.lesson.steps[size_t(i)];
        const LoadedScenario english = stepScenario(lesson, i, QStringLiteral("en"));
        if (english.scenario.kind != InputKind::Sentences ||
            !english.scenario.sentences.source.empty())
            continue;
        QStringList englishWords =
            QString::fromStdString(english.scenario.sentences.query).split(u' ');
        for (const char* language : {"fr", "pt"}) {
            const LoadedScenario s = stepScenario(lesson, i, QString::fromLatin1(language));
            QCOMPARE(s.scenario.sentences.queryLanguage, std::string(language));
            const QStringList own = QString::fromStdString(s.scenario.sentences.query).split(u' ');
            std::string texts =
                step.note.in(language) + ' ' + s.scenario.descriptionTranslations.at(language);
            if (step.question)
                texts += ' ' + step.question->prompt.in(language) + ' ' +
                         step.question->explanation.in(language);
            const QString text = QString::fromStdString(texts);
            for (const QString& word : englishWords) {
                if (own.contains(word))
                    continue;
                for (const QString& form : {QStringLiteral("\u00ab\u00a0%1\u00a0\u00bb"),
                                            QStringLiteral("\u201c%1\u201d")})
                    QVERIFY2(!text.contains(form.arg(word)),
                             qPrintable(QStringLiteral("screen %1 (%2) quotes the English %3")
                                            .arg(i + 1)
                                            .arg(QLatin1String(language), word)));
            }
        }
        ++checked;
    }
    QCOMPARE(checked, 4); // causal mask, sliding window, the two decoding screens
}

QTEST_MAIN(TestSentencePanel)
#include "tst_sentencepanel.moc"
