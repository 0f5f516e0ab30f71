// Lesson files (core/io/lesson.h): reading and writing, errors that name the step, and
// questions checked against the engine's numbers.
#include "attentionkind.h"
#include "inputerror.h"
#include "lesson.h"
#include "scenario.h"
#include "softmaxkind.h"

#include <QtTest>

using namespace attnlab;

namespace {

const std::string lessonSeed = R"({"random": {"generator": "torch", "seed": 0, "tokens": 4,
    "dim": 8}})";

std::string lessonText(const std::string& steps)
{
    return R"({"format": "attnlab-lesson", "version": 1, "title": {"en": "T", "fr": "T fr"},
        "languages": ["en", "fr"], "steps": )" +
           steps + "}";
}

/// The lesson's weights (token 0: 0.121, 0.741, 0.106, 0.032), causal or not.
StageValues weights(bool causal)
{
    Warnings w;
    Scenario s = scenarioFromText(lessonSeed, w);
    s.mask.causal = causal;
    const ResolvedScenario r = resolveScenario(s);
    return attentionKind("softmax").compute(r, "reference")->stage(SoftmaxKind::Weights, 0, 0);
}

QString errorOf(const std::string& text)
{
    try {
        Warnings w;
        lessonFromText(text, w);
    } catch (const InputError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

} // namespace

class TestLesson : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip();
    void languagesFallBack();
    void errorsNameTheStep_data();
    void errorsNameTheStep();
    void largestInRow();
    void estimate();
    void maskedPairs();
    void larger();
    void choice();
    void unanswerableQuestions_data();
    void unanswerableQuestions();
};

void TestLesson::roundTrip()
{
    Warnings w;
    const Lesson lesson = lessonFromText(
        lessonText("[{\"scenario\": " + lessonSeed + R"(, "stage": "weights", "cell": [0, 1],
            "head": 0, "values": false, "note": {"en": "Look", "fr": "Regardez"},
            "question": {"type": "estimate", "cell": [0, 1], "tolerance": 0.1,
                         "prompt": {"en": "How much?", "fr": "Combien ?"}}},
          {"scenario": "scenarios/causal.json", "frame": 0, "inspector": false,
           "question": {"type": "choice", "prompt": "Why?", "choices": ["a", "b", "c"],
                        "answer": 2, "explanation": "c"}},
          {"scenario": "s.json", "question": {"type": "larger", "cell": [0, 0],
           "other": [1, 1], "prompt": "Which?", "stage": "scores"}}])"),
        w);
    QVERIFY(w.empty());
    QCOMPARE(lesson.steps.size(), std::size_t(3));
    QCOMPARE(lesson.languages, (std::vector<std::string>{"en", "fr"}));
    const LessonStep& s0 = lesson.steps[0];
    QVERIFY(s0.scenario.has_value());
    QCOMPARE(s0.stage, std::string("weights"));
    QCOMPARE(*s0.cell, (LessonCell{0, 1}));
    QVERIFY(!s0.values && s0.inspector);
    QCOMPARE(s0.question->kind, LessonQuestion::Kind::Estimate);
    QCOMPARE(s0.question->tolerance, 0.1);
    QCOMPARE(lesson.steps[1].scenarioFile, std::string("scenarios/causal.json"));
    QCOMPARE(lesson.steps[1].question->answer, 2);
    QCOMPARE(lesson.steps[2].question->stage, std::string("scores"));

    // Written and read back: the same lesson.
    const std::string text = lessonToText(lesson);
    QVERIFY(text.find("\"format\": \"attnlab-lesson\"") != std::string::npos);
    QCOMPARE(lessonFromText(text, w), lesson);
}

void TestLesson::languagesFallBack()
{
    Warnings w;
    const Lesson lesson =
        lessonFromText(lessonText("[{\"scenario\": " + lessonSeed +
                                  R"(, "note": {"en": "Look", "fr": "Regardez", "pt": "Veja"}}])"),
                       w);
    const LessonText& note = lesson.steps[0].note;
    QCOMPARE(note.in("fr"), std::string("Regardez"));
    QCOMPARE(note.in("pt_BR"), std::string("Veja"));
    QCOMPARE(note.in("de"), std::string("Look"));
    QVERIFY(note.has("pt") && !note.has("de"));
}

void TestLesson::errorsNameTheStep_data()
{
    QTest::addColumn<QString>("steps");
    QTest::addColumn<QString>("message");
    const QString seed = QString::fromStdString(lessonSeed);
    QTest::newRow("no scenario") << "[{\"stage\": \"weights\"}]"
                                 << "steps[0]: no \"scenario\"";
    QTest::newRow("bad scenario")
        << R"([{"scenario": "a.json"}, {"scenario": {"heads": 0, "q": [[1]], "k": [[1]],
            "v": [[1]]}}])"
        << "steps[1].scenario.heads";
    QTest::newRow("bad question type")
        << "[{\"scenario\": " + seed + ", \"question\": {\"type\": \"guess\", \"prompt\": \"?\"}}]"
        << "steps[0].question.type: \"guess\" is not a question type";
    QTest::newRow("question without its cell")
        << "[{\"scenario\": " + seed +
               ", \"question\": {\"type\": \"estimate\", \"prompt\": \"?\"}}]"
        << "steps[0].question: a estimate question needs \"cell\"";
    QTest::newRow("negative tolerance")
        << "[{\"scenario\": " + seed +
               ", \"question\": {\"type\": \"estimate\", \"cell\": [0, 0], \"tolerance\": -1, "
               "\"prompt\": \"?\"}}]"
        << "steps[0].question.tolerance: expected a positive number";
    QTest::newRow("choice out of range")
        << "[{\"scenario\": " + seed +
               ", \"question\": {\"type\": \"choice\", \"choices\": [\"a\", \"b\"], \"answer\": 2, "
               "\"prompt\": \"?\"}}]"
        << "steps[0].question.answer: 2 is not a choice (0 to 1)";
    QTest::newRow("cell not a pair") << "[{\"scenario\": " + seed + ", \"cell\": [1]}]"
                                     << "steps[0].cell: expected [row, column]";
    QTest::newRow("negative head") << "[{\"scenario\": " + seed + ", \"head\": -1}]"
                                   << "steps[0].head: expected a whole number from 0";
    QTest::newRow("no steps") << "[]"
                              << "steps: expected a list of at least one step";
}

void TestLesson::errorsNameTheStep()
{
    QFETCH(QString, steps);
    QFETCH(QString, message);
    const QString error = errorOf(lessonText(steps.toStdString()));
    QVERIFY2(error.contains(message), qPrintable(error));
}

void TestLesson::largestInRow()
{
    LessonQuestion q;
    q.kind = LessonQuestion::Kind::LargestInRow;
    q.query = 0;
    LessonAnswer a;
    a.cell = LessonCell{0, 1}; // 0.741
    LessonVerdict v = checkLessonAnswer(q, weights(false), a);
    QVERIFY(v.answered && v.correct);
    QCOMPARE(v.cell, (LessonCell{0, 1}));
    a.cell = LessonCell{0, 0};
    v = checkLessonAnswer(q, weights(false), a);
    QVERIFY(v.answered && !v.correct);
    QVERIFY(!checkLessonAnswer(q, weights(false), {}).answered);
    // Causal: query 0 sees only key 0.
    a.cell = LessonCell{0, 0};
    QVERIFY(checkLessonAnswer(q, weights(true), a).correct);
}

void TestLesson::estimate()
{
    LessonQuestion q;
    q.kind = LessonQuestion::Kind::Estimate;
    q.cell = {0, 1};
    q.tolerance = 0.05;
    LessonAnswer a;
    a.value = 0.7;
    LessonVerdict v = checkLessonAnswer(q, weights(false), a);
    QVERIFY(v.correct);
    QCOMPARE(std::round(v.value * 1000) / 1000, 0.741);
    a.value = 0.5;
    QVERIFY(!checkLessonAnswer(q, weights(false), a).correct);
}

void TestLesson::maskedPairs()
{
    LessonQuestion q;
    q.kind = LessonQuestion::Kind::MaskedPairs;
    LessonAnswer a;
    // Causal on 4 tokens: the 6 pairs above the diagonal.
    for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j)
            a.cells.push_back({i, j});
    a.cells.push_back({0, 1}); // painted twice: the same answer
    LessonVerdict v = checkLessonAnswer(q, weights(true), a);
    QCOMPARE(v.cells.size(), std::size_t(6));
    QVERIFY(v.correct);
    a.cells.pop_back();
    a.cells.pop_back(); // one missing
    QVERIFY(!checkLessonAnswer(q, weights(true), a).correct);
}

void TestLesson::larger()
{
    LessonQuestion q;
    q.kind = LessonQuestion::Kind::Larger;
    q.cell = {0, 0};  // 0.121
    q.other = {0, 1}; // 0.741
    LessonAnswer a;
    a.cell = LessonCell{0, 1};
    const LessonVerdict v = checkLessonAnswer(q, weights(false), a);
    QVERIFY(v.correct);
    QCOMPARE(v.cell, (LessonCell{0, 1}));
}

void TestLesson::choice()
{
    LessonQuestion q;
    q.kind = LessonQuestion::Kind::Choice;
    q.choices = {{"a", {}}, {"b", {}}};
    q.answer = 1;
    LessonAnswer a;
    a.choice = 1;
    QVERIFY(checkLessonAnswer(q, weights(false), a).correct);
    a.choice = 0;
    QVERIFY(!checkLessonAnswer(q, weights(false), a).correct);
}

void TestLesson::unanswerableQuestions_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<bool>("causal");
    QTest::addColumn<QString>("message");
    QTest::newRow("row out of range") << int(LessonQuestion::Kind::LargestInRow) << 4 << 0 << false
                                      << "q.query: 4 is out of range";
    QTest::newRow("cell out of range") << int(LessonQuestion::Kind::Estimate) << 0 << 9 << false
                                       << "q.cell: (0, 9) is outside the stage's 4 × 4 values";
    QTest::newRow("estimate a hidden cell")
        << int(LessonQuestion::Kind::Estimate) << 0 << 3 << true << "the mask hides this cell";
    QTest::newRow("no mask to find")
        << int(LessonQuestion::Kind::MaskedPairs) << 0 << 0 << false << "the stage shows no mask";
}

void TestLesson::unanswerableQuestions()
{
    QFETCH(int, kind);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(bool, causal);
    QFETCH(QString, message);
    LessonQuestion q;
    q.kind = static_cast<LessonQuestion::Kind>(kind);
    q.query = row;
    q.cell = {row, column};
    StageValues values = weights(causal);
    if (q.kind == LessonQuestion::Kind::MaskedPairs)
        values.hidden = BoolMatrix(); // the scores: no hidden cells
    try {
        checkLessonAnswer(q, values, {}, "q");
        QFAIL("no error");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(message), e.what());
    }
}

QTEST_GUILESS_MAIN(TestLesson)
#include "tst_lesson.moc"
