// The core's messages as templates and arguments: the English text (what the command-line tool
// prints and the other tests compare) unchanged, the template and its arguments exposed for the
// app to translate.
#include "inputerror.h"
#include "matrixjson.h"
#include "matrixtext.h"
#include "message.h"
#include "scenario.h"
#include "warning.h"

#include <QTest>

#include <cstring>

using namespace attnlab;

namespace {

/// The InputError that f throws; fails the test when none.
template <typename F> InputError errorOf(F&& f)
{
    try {
        f();
    } catch (const InputError& e) {
        return e;
    }
    return InputError("none", "no InputError was thrown");
}

std::vector<MessageArg::Kind> kinds(const Message& m)
{
    std::vector<MessageArg::Kind> out;
    for (const MessageArg& a : m.args())
        out.push_back(a.kind);
    return out;
}

} // namespace

class TestMessage : public QObject
{
    Q_OBJECT

private slots:
    void englishFromTemplate();
    void substitutionIsOnePass();
    void plainText();
    void matrixCell();
    void maskError();
    void nestedDescription();
    void unknownWordWarning();
    void prefixedWarning();
    void rethrownKeepsTemplate();
};

void TestMessage::englishFromTemplate()
{
    const Message m(TR_NOOP("Engine", "expected %1 numbers, got %2"), 8, std::size_t{7});
    QCOMPARE(m.english(), std::string("expected 8 numbers, got 7"));
    QCOMPARE(std::strcmp(m.context(), "Engine"), 0);
    QCOMPARE(std::strcmp(m.source(), "expected %1 numbers, got %2"), 0);
    QCOMPARE(kinds(m), (std::vector{MessageArg::Kind::Number, MessageArg::Kind::Number}));
    QCOMPARE(m.args()[0].text, std::string("8"));

    const InputError e("k[2]", TR_NOOP("Engine", "expected %1 numbers, got %2"), 8, 7);
    QCOMPARE(std::string(e.what()), std::string("k[2]: expected 8 numbers, got 7"));
    QCOMPARE(e.where(), std::string("k[2]"));
    QCOMPARE(e.detail(), std::string("expected 8 numbers, got 7"));
    QVERIFY(e.message() == m);
    // a term: a marked word given as an argument
    const Message t(TR_NOOP("Engine", "%1 %2 exceed the limit of %3"), 5,
                    TR_NOOP("Engine", "rows (keys)"), 4);
    QCOMPARE(t.english(), std::string("5 rows (keys) exceed the limit of 4"));
    QCOMPARE(t.args()[1].kind, MessageArg::Kind::Term);
    QCOMPARE(std::strcmp(t.args()[1].context, "Engine"), 0);
}

void TestMessage::substitutionIsOnePass()
{
    // an argument that holds a placeholder is not substituted again; %0, %, %x stay
    const Message m(TR_NOOP("Engine", "%2 then %1 (%0, 100%, %x, %3)"), std::string("a%2"), "b");
    QCOMPARE(m.english(), std::string("b then a%2 (%0, 100%, %x, %3)"));
    QCOMPARE(substitutePlaceholders("%10 %1", {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"}),
             std::string("j a"));
    QCOMPARE(substitutePlaceholders("%12", {"a"}), std::string("a2"));
}

void TestMessage::plainText()
{
    const InputError e("x", "something: 50%1 done");
    QCOMPARE(std::string(e.what()), std::string("x: something: 50%1 done"));
    QCOMPARE(e.message().context(), nullptr);
    QCOMPARE(std::strcmp(e.message().source(), "%1"), 0);
    QCOMPARE(e.message().args().size(), std::size_t{1});
    QCOMPARE(e.detail(), std::string("something: 50%1 done"));
}

void TestMessage::matrixCell()
{
    const InputError e = errorOf([] { parseMatrixText("1 2\n3 abc", "Q"); });
    QCOMPARE(std::string(e.what()), std::string("Q line 2, column 2: 'abc' is not a number"));
    QCOMPARE(std::strcmp(e.message().source(), "%1 is not a number"), 0);
    QCOMPARE(e.message().args().size(), std::size_t{1});
    QCOMPARE(e.message().args()[0].text, std::string("'abc'"));
    QCOMPARE(e.message().args()[0].kind, MessageArg::Kind::Text);
}

void TestMessage::maskError()
{
    Warnings w;
    const InputError e = errorOf([&] {
        scenarioFromText(R"({"q": [[1]], "k": [[1]], "v": [[1]], "mask": {"window": -1}})", w);
    });
    QCOMPARE(std::string(e.what()), std::string("mask.window: expected at least 0, got -1"));
    QCOMPARE(e.where(), std::string("mask.window"));
    QCOMPARE(std::strcmp(e.message().source(), "expected at least %1, got %2"), 0);
    QCOMPARE(kinds(e.message()), (std::vector{MessageArg::Kind::Number, MessageArg::Kind::Number}));
}

void TestMessage::nestedDescription()
{
    Warnings w;
    const InputError e =
        errorOf([&] { scenarioFromText(R"({"q": [[1, "x"]], "k": [[1, 2]], "v": [[1]]})", w); });
    QCOMPARE(std::string(e.what()), std::string("q[0][1]: expected a number, got the text \"x\""));
    QCOMPARE(std::strcmp(e.message().source(), "expected a number, got %1"), 0);
    const MessageArg& got = e.message().args().at(0);
    QCOMPARE(got.kind, MessageArg::Kind::Nested);
    QVERIFY(got.nested);
    QCOMPARE(std::strcmp(got.nested->source(), "the text \"%1\""), 0);
    QCOMPARE(got.nested->args().at(0).text, std::string("x"));
    QCOMPARE(describeJson(nlohmann::json(2.5)).english(), std::string("the number 2.5"));
}

void TestMessage::unknownWordWarning()
{
    Warnings w;
    const Scenario s =
        scenarioFromText(R"({"sentences": {"query": "the zzyzx", "query_language": "en"}})", w);
    const ResolvedScenario r = resolveScenario(s);
    const auto it = std::find_if(r.warnings.begin(), r.warnings.end(),
                                 [](const Warning& x) { return x.code == "unknown_word"; });
    QVERIFY(it != r.warnings.end());
    QCOMPARE(it->message, std::string("sentences.query: \"zzyzx\" is not in the lexicon (en); it "
                                      "gets a hashed random vector"));
    QCOMPARE(it->text.english(), it->message);
    QCOMPARE(std::strcmp(it->text.source(),
                         "%1: \"%2\" is not in the lexicon (%3); it gets a hashed random vector"),
             0);
    QCOMPARE(it->text.args().at(1).text, std::string("zzyzx"));
}

void TestMessage::prefixedWarning()
{
    Warning w = makeWarning("unknown_key", -1, -1,
                            Message(TR_NOOP("Engine", "%1: unknown key, ignored"), "mask.zz"));
    QCOMPARE(w.message, std::string("mask.zz: unknown key, ignored"));
    prefixWarning(w, "steps[2].scenario.");
    QCOMPARE(w.message, std::string("steps[2].scenario.mask.zz: unknown key, ignored"));
    QCOMPARE(w.text.english(), w.message);
    // a warning made from English alone keeps no template
    Warning plain{"x", -1, -1, "plain"};
    prefixWarning(plain, "a.");
    QCOMPARE(plain.message, std::string("a.plain"));
    QVERIFY(plain.text.isEmpty());
}

void TestMessage::rethrownKeepsTemplate()
{
    // an error inside a named file's reading is placed under the key that names the file
    Warnings w;
    const InputError e =
        errorOf([&] { resolveScenario(scenarioFromText(R"({"npz": "../qkv.npz"})", w), "/tmp"); });
    QCOMPARE(e.where(), std::string("npz"));
    QVERIFY(e.detail().starts_with("\"../qkv.npz\" leads out of the scenario's folder"));
    QCOMPARE(e.message().args().at(0).text, std::string("../qkv.npz"));
}

QTEST_APPLESS_MAIN(TestMessage)
#include "tst_message.moc"
