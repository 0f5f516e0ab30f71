// Tokens from a picture (core/image/imageinput.h): the patches, the mean colours, the fit, the
// position code, object queries and the prompt's words, against PyTorch (F.unfold,
// F.interpolate(mode="area"), torch.randn, softmax attention) in
// tests/core/data/image_reference/, written by python3 scripts/fixtures/make_image_reference.py;
// the "image" block read and written back; the lesson's token counts; and what is refused.
#include "attentionkind.h"
#include "channelinput.h"
#include "imageinput.h"
#include "inputerror.h"
#include "kinds.h"
#include "matrixjson.h"
#include "scenario.h"
#include "testmatrices.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <fstream>

using namespace attnlab;
using nlohmann::json;

namespace {

const json& fixture()
{
    static const json data = [] {
        std::ifstream in(ATTNLAB_TEST_DATA "/image_reference/picture.json");
        return json::parse(in);
    }();
    return data;
}

ImagePixels fixturePixels()
{
    const json& p = fixture()["pixels"]; // C x H x W
    ImagePixels image{3, int(p[0].size()), int(p[0][0].size()), {}};
    image.values.resize(3, Eigen::Index(image.height) * image.width);
    for (int c = 0; c < 3; ++c)
        for (int y = 0; y < image.height; ++y)
            for (int x = 0; x < image.width; ++x)
                image.values(c, Eigen::Index(y) * image.width + x) = p[c][y][x].get<double>();
    return image;
}

/// A picture of flat colours: each row of `rows` is a row of blocks of block × block pixels.
ImagePixels blocks(const std::vector<std::vector<std::array<double, 3>>>& rows, int block)
{
    ImagePixels image{3, int(rows.size()) * block, int(rows[0].size()) * block, {}};
    image.values.resize(3, Eigen::Index(image.height) * image.width);
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x)
            for (int c = 0; c < 3; ++c)
                image.values(c, Eigen::Index(y) * image.width + x) =
                    rows[std::size_t(y / block)][std::size_t(x / block)][std::size_t(c)];
    return image;
}

ImagePixels flat(int height, int width, double value = 0.5)
{
    return {3, height, width, Matrix::Constant(3, Eigen::Index(height) * width, value)};
}

/// Serves `pixels` for every picture name while alive.
struct FakeDecoder
{
    explicit FakeDecoder(ImagePixels pixels)
    {
        setImageDecoder([pixels](const std::string&) { return pixels; });
    }
    ~FakeDecoder() { setImageDecoder({}); }
};

ResolvedScenario resolveImage(const json& image, const std::string& extra = {})
{
    json j = {{"format", "attnlab-scenario"}, {"version", 1}, {"image", image}};
    if (!extra.empty())
        j.update(json::parse(extra));
    Warnings w;
    return resolveScenario(scenarioFromJson(j, w), ATTNLAB_TEST_DATA "/image_reference");
}

Matrix matrix(const json& j)
{
    return matrixFromJson(j, "expected", 1 << 20);
}

} // namespace

class TestImageInput : public QObject
{
    Q_OBJECT

private slots:
    void againstPyTorch_data();
    void againstPyTorch();
    void lessonTokenCounts_data();
    void lessonTokenCounts();
    void fitNotes();
    void roundTrip_data();
    void roundTrip();
    void refused_data();
    void refused();
    void promptFindsColours_data();
    void promptFindsColours();
    void promptPerLanguage();
    void objectQueriesAskThePatches();
    void positionCodeHalves();
    void channelsOfAPicture();
};

void TestImageInput::againstPyTorch_data()
{
    QTest::addColumn<int>("index");
    const json& cases = fixture()["cases"];
    for (std::size_t i = 0; i < cases.size(); ++i)
        QTest::newRow(cases[i]["case"].get<std::string>().c_str()) << int(i);
}

void TestImageInput::againstPyTorch()
{
    QFETCH(int, index);
    const json& c = fixture()["cases"][std::size_t(index)];
    const FakeDecoder decoder(fixturePixels());
    const ResolvedScenario r = resolveImage(c["image"]);
    const double tol = c["tolerance"].get<double>();
    QVERIFY(r.image);
    QCOMPARE(r.image->gridRows, c["grid"][0].get<int>());
    QCOMPARE(r.image->gridColumns, c["grid"][1].get<int>());
    QCOMPARE(r.image->pixels.height, c["fitted_size"][0].get<int>());
    QCOMPARE(r.image->pixels.width, c["fitted_size"][1].get<int>());
    QCOMPARE(r.image->originalHeight, 10);
    QCOMPARE(r.image->originalWidth, 13);
    // the grid as patchGridSize predicts it without cutting (the app's cost table)
    Warnings w;
    const auto [rows, columns] = patchGridSize(imageSpecFromJson(c["image"], "image", w), 10, 13);
    QCOMPARE(rows, r.image->gridRows);
    QCOMPARE(columns, r.image->gridColumns);
    QByteArray where;
    QVERIFY2(near(r.input.q, matrix(c["q"]), tol, where), "q " + where);
    QVERIFY2(near(r.input.k, matrix(c["k"]), tol, where), "k " + where);
    QVERIFY2(near(r.input.v, matrix(c["v"]), tol, where), "v " + where);
    const auto trace = attentionKind("softmax").compute(r, "reference");
    QVERIFY2(near(trace->output(), matrix(c["output"]), tol, where), "output " + where);
    // Labels: (row, column) of each patch, or the object queries.
    QCOMPARE(r.keyTokens.front(), std::string("(0,0)"));
    QCOMPARE(r.keyTokens.back(), patchLabel(r.image->gridRows - 1, r.image->gridColumns - 1));
    QCOMPARE(int(r.keyTokens.size()), r.image->tokens());
}

void TestImageInput::lessonTokenCounts_data()
{
    QTest::addColumn<int>("stride");
    QTest::addColumn<int>("tokens");
    // The lesson: a 640 x 640 picture is 20 x 20 = 400 tokens at stride 32, 6,400 at stride 8.
    QTest::newRow("32") << 32 << 400;
    QTest::newRow("16") << 16 << 1600;
    QTest::newRow("8") << 8 << 6400;
}

void TestImageInput::lessonTokenCounts()
{
    QFETCH(int, stride);
    QFETCH(int, tokens);
    const FakeDecoder decoder(flat(640, 640));
    const ResolvedScenario r =
        resolveImage({{"path", "picture.png"}, {"stride", stride}, {"embedding", "mean_colour"}});
    QCOMPARE(r.image->tokens(), tokens);
    QCOMPARE(int(r.input.q.rows()), tokens);
    QCOMPARE(int(r.input.q.cols()), 3 + 16);
    QVERIFY(r.image->fitNote.empty());
}

void TestImageInput::fitNotes()
{
    const FakeDecoder decoder(flat(650, 480));
    const ResolvedScenario resized =
        resolveImage({{"path", "picture.png"}, {"stride", 32}, {"embedding", "mean_colour"}});
    QCOMPARE(resized.image->pixels.height, 640);
    QCOMPARE(resized.image->pixels.width, 480);
    QCOMPARE(resized.image->fitNote,
             std::string("resized from 480 × 650 to 480 × 640 (a multiple of the stride 32)"));
    const ResolvedScenario cropped = resolveImage(
        {{"path", "picture.png"}, {"stride", 100}, {"fit", "crop"}, {"embedding", "mean_colour"}});
    QCOMPARE(cropped.image->pixels.height, 600);
    QCOMPARE(cropped.image->pixels.width, 400);
    QCOMPARE(cropped.image->fitNote, std::string("cropped from 480 × 650 to 400 × 600 around the "
                                                 "centre (a multiple of the stride 100)"));
}

void TestImageInput::roundTrip_data()
{
    QTest::addColumn<QString>("block");
    QTest::newRow("minimal") << R"({"path": "a.png"})";
    QTest::newRow("everything")
        << R"({"path": "a.png", "stride": 8, "size": [64, 48], "fit": "crop",
               "embedding": "mean_colour", "positional": {"scale": 0.25},
               "projection": {"random": 3}})";
    QTest::newRow("objects") << R"({"path": "a.png", "object_queries": {"count": 5, "seed": 2}})";
    QTest::newRow("given objects") << R"({"path": "a.png", "stride": 1, "embedding": "mean_colour",
               "object_queries": [[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19]]})";
    QTest::newRow("prompt")
        << R"({"path": "a.png", "prompt": "a red ball", "prompt_language": "en"})";
    QTest::newRow("prompt per language")
        << R"({"path": "a.png", "prompt": {"en": "a red ball", "fr": "une balle rouge",
               "pt": "uma bola vermelha"}})";
    QTest::newRow("no position")
        << R"({"path": "a.png", "embedding": "mean_colour", "positional": false})";
    QTest::newRow("unknown key") << R"({"path": "a.png", "later": [1, 2]})";
}

void TestImageInput::roundTrip()
{
    QFETCH(QString, block);
    Warnings w;
    const ImageSpec spec = imageSpecFromJson(json::parse(block.toStdString()), "image", w);
    Warnings again;
    const ImageSpec back = imageSpecFromJson(imageSpecToJson(spec), "image", again);
    QVERIFY(back == spec);
    QCOMPARE(again.size(), w.size());
    // Through a whole scenario too.
    const json j = {{"format", "attnlab-scenario"},
                    {"version", 1},
                    {"image", json::parse(block.toStdString())}};
    Warnings ws;
    const Scenario s = scenarioFromJson(j, ws);
    QCOMPARE(s.kind, InputKind::Image);
    Warnings ws2;
    QVERIFY(scenarioFromJson(scenarioToJson(s), ws2) == s);
}

void TestImageInput::refused_data()
{
    QTest::addColumn<QString>("block");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("says");
    QTest::newRow("stride larger than the picture")
        << R"({"path": "p.png", "stride": 32})" << 20 << 40 << "image.stride"
        << "does not fit in a picture of 40 × 20; choose a stride of at most 20";
    QTest::newRow("stride 0") << R"({"path": "p.png", "stride": 0})" << 8 << 8 << "image.stride"
                              << "expected at least 1";
    QTest::newRow("no path") << R"({"stride": 4})" << 8 << 8 << "image.path"
                             << "missing";
    QTest::newRow("outside the folder") << R"({"path": "../p.png"})" << 8 << 8 << "image.path"
                                        << "leads out of the scenario's folder";
    QTest::newRow("bad fit") << R"({"path": "p.png", "fit": "stretch"})" << 8 << 8 << "image.fit"
                             << "expected \"resize\" or \"crop\"";
    QTest::newRow("patch too long")
        << R"({"path": "p.png", "stride": 37})" << 74 << 74 << "image.stride"
        << "has 4107 numbers (C·s·s), more than the 4096 dimensions";
    QTest::newRow("too many patches")
        << R"({"path": "p.png", "stride": 1, "embedding": "mean_colour"})" << 400 << 400
        << "image.stride"
        << "160000 patches exceed the limit of 131072 tokens";
    QTest::newRow("prompt and objects")
        << R"({"path": "p.png", "prompt": "red", "object_queries": {"count": 2}})" << 8 << 8
        << "image.prompt"
        << "not both";
    QTest::newRow("prompt with pixels")
        << R"({"path": "p.png", "prompt": "red", "embedding": "patches"})" << 8 << 8
        << "image.embedding"
        << "lexicon_colour";
    QTest::newRow("prompt per language with its language")
        << R"({"path": "p.png", "prompt": {"en": "red", "fr": "rouge"}, "prompt_language": "fr"})"
        << 8 << 8 << "image.prompt_language"
        << "not with image.prompt given per language";
    QTest::newRow("prompt per language, no English")
        << R"({"path": "p.png", "prompt": {"fr": "rouge"}})" << 8 << 8 << "image.prompt.en"
        << "missing: the English words";
    QTest::newRow("prompt per language, empty Portuguese")
        << R"({"path": "p.png", "prompt": {"en": "red", "pt": ""}})" << 8 << 8 << "image.prompt.pt"
        << "empty prompt";
    QTest::newRow("prompt per language, another language")
        << R"({"path": "p.png", "prompt": {"en": "red", "es": "rojo"}})" << 8 << 8
        << "image.prompt.es"
        << "not a lexicon language";
    QTest::newRow("object rows of the wrong size")
        << R"({"path": "p.png", "stride": 4, "embedding": "mean_colour", "object_queries": [[1, 2]]})"
        << 8 << 8 << "image.object_queries"
        << "expected rows of 19 numbers";
    QTest::newRow("size too large")
        << R"({"path": "p.png", "size": [16384, 16384]})" << 8 << 8 << "image.size"
        << "pixels";
}

void TestImageInput::refused()
{
    QFETCH(QString, block);
    QFETCH(int, height);
    QFETCH(int, width);
    QFETCH(QString, where);
    QFETCH(QString, says);
    const FakeDecoder decoder(flat(height, width));
    try {
        // the picture must exist for the folder check to pass: picture.png is there
        json b = json::parse(block.toStdString());
        if (b.contains("path") && b["path"] == "p.png")
            b["path"] = "picture.png";
        resolveImage(b);
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.where()), where);
        QVERIFY2(QString::fromStdString(e.detail()).contains(says), e.what());
    }
}

void TestImageInput::promptFindsColours_data()
{
    QTest::addColumn<QString>("prompt");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("redWord");
    QTest::addColumn<int>("greenWord");
    QTest::newRow("en") << "a red ball on green grass"
                        << "en" << 1 << 4;
    QTest::newRow("fr") << "une balle rouge sur l'herbe verte"
                        << "fr" << 2 << 6;
    QTest::newRow("pt") << "uma bola vermelha na grama verde"
                        << "pt" << 2 << 5;
}

void TestImageInput::promptFindsColours()
{
    QFETCH(QString, prompt);
    QFETCH(QString, language);
    QFETCH(int, redWord);
    QFETCH(int, greenWord);
    // Top row: sky blue and red; bottom row: grass green and red.
    const std::array<double, 3> red{0.85, 0.1, 0.1}, green{0.2, 0.7, 0.15}, sky{0.45, 0.65, 0.95};
    const FakeDecoder decoder(blocks({{sky, red}, {green, red}}, 4));
    const ResolvedScenario r = resolveImage({{"path", "picture.png"},
                                             {"stride", 4},
                                             {"prompt", prompt.toStdString()},
                                             {"prompt_language", language.toStdString()}});
    QCOMPARE(r.image->role, ImageRole::Prompt);
    QCOMPARE(int(r.queryTokens.size()), 4); // the patches ask
    const auto trace = attentionKind("softmax").compute(r, "reference");
    const Matrix w = trace->stage(attentionKind("softmax").stageIndex("weights"), 0, 0).values;
    QCOMPARE(int(w.cols()), int(r.keyTokens.size()));
    // "red" weighs most on the red patches (1 and 3), "green" on the grass (2), and each
    // colour patch's strongest word is its colour.
    for (int patch : {1, 3}) {
        QVERIFY(w(patch, redWord) > w(0, redWord));
        QVERIFY(w(patch, redWord) > w(2, redWord));
        Eigen::Index best = 0;
        w.row(patch).maxCoeff(&best);
        QCOMPARE(int(best), redWord);
    }
    QVERIFY(w(2, greenWord) > w(1, greenWord));
    QVERIFY(w(2, greenWord) > w(0, greenWord));
    // Named dimensions: the lexicon's, so that the inspector can say why.
    QVERIFY(!r.dimensionNames.empty());
    const auto red_dimension =
        std::find(r.dimensionNames.begin(), r.dimensionNames.end(), "colour-red") -
        r.dimensionNames.begin();
    QVERIFY(r.input.q(1, red_dimension) > 1.0);
    QCOMPARE(r.input.q(2, red_dimension), 0.0);
}

void TestImageInput::promptPerLanguage()
{
    // the reader's words, each language's tokens known to the lexicon in that language
    const std::array<double, 3> red{0.85, 0.1, 0.1}, green{0.2, 0.7, 0.15};
    const FakeDecoder decoder(blocks({{green, red}}, 4));
    const json j = {{"format", "attnlab-scenario"},
                    {"version", 1},
                    {"image",
                     {{"path", "picture.png"},
                      {"stride", 4},
                      {"prompt",
                       {{"en", "a red ball on green grass"},
                        {"fr", "une balle rouge sur l'herbe verte"},
                        {"pt", "uma bola vermelha na grama verde"}}}}}};
    Warnings w;
    const Scenario s = scenarioFromJson(j, w);
    QVERIFY(w.empty());
    QCOMPARE(s.image.prompt, std::string("a red ball on green grass"));
    QCOMPARE(s.image.promptTranslations.size(), std::size_t(2));
    const struct
    {
        const char* reader;
        const char* prompt;
        const char* language;
        std::size_t words;
    } cases[] = {{"fr", "une balle rouge sur l'herbe verte", "fr", 7},
                 {"pt_BR", "uma bola vermelha na grama verde", "pt", 6},
                 {"en", "a red ball on green grass", "en", 6},
                 {"de", "a red ball on green grass", "en", 6}};
    for (const auto& c : cases) {
        const Scenario in = scenarioIn(s, c.reader);
        QCOMPARE(in.image.prompt, std::string(c.prompt));
        QCOMPARE(in.image.promptLanguage, std::string(c.language));
        QVERIFY(in.image.promptTranslations.empty());
        const ResolvedScenario r = resolveScenario(in, ATTNLAB_TEST_DATA "/image_reference");
        QCOMPARE(r.keyTokens.size(), c.words);
        QVERIFY2(r.warnings.empty(), c.reader);
    }
}

void TestImageInput::objectQueriesAskThePatches()
{
    const FakeDecoder decoder(flat(32, 48));
    const ResolvedScenario r = resolveImage(
        {{"path", "picture.png"}, {"stride", 8}, {"object_queries", {{"count", 5}, {"seed", 1}}}});
    QCOMPARE(r.image->role, ImageRole::ObjectQueries);
    QCOMPARE(int(r.input.q.rows()), 5);
    QCOMPARE(int(r.input.k.rows()), 4 * 6);
    QCOMPARE(r.queryTokens.front(), std::string("obj1"));
    QCOMPARE(r.keyTokens[7], std::string("(1,1)"));
}

void TestImageInput::positionCodeHalves()
{
    const Matrix pe = sinusoidal2d(3, 4, 6);
    // token (r, c) = 4 r + c: row code in columns 0-2, column code in 3-5
    QCOMPARE(pe(4 * 2 + 1, 0), 0.0 + std::sin(2.0));
    QCOMPARE(pe(4 * 2 + 1, 1), std::cos(2.0));
    QCOMPARE(pe(4 * 2 + 1, 2), std::sin(2.0 / std::pow(10000.0, 2.0 / 3)));
    QCOMPARE(pe(4 * 2 + 1, 3), std::sin(1.0));
    QCOMPARE(pe(4 * 0 + 3, 4), std::cos(3.0));
    QCOMPARE(pe(4 * 0 + 3, 5), std::sin(3.0 / std::pow(10000.0, 2.0 / 3)));
}

void TestImageInput::channelsOfAPicture()
{
    // Channel attention on a picture: feature f of every patch is channel f, over the grid of
    // patches; the features are F.unfold's (the fixture's keys of "crop_patches").
    const json* c = nullptr;
    for (const json& each : fixture()["cases"])
        if (each["case"] == "crop_patches")
            c = &each;
    QVERIFY(c);
    const FakeDecoder decoder(fixturePixels());
    Warnings w;
    const Scenario s = scenarioFromText(
        R"({"kind": "se", "image": {"path": "picture.png", "stride": 4, "fit": "crop"},
            "reduction": 4, "seed": 2})",
        w);
    QVERIFY(w.empty());
    Warnings again;
    QVERIFY(scenarioFromJson(scenarioToJson(s), again) == s);
    const ResolvedScenario r = resolveScenario(s, ATTNLAB_TEST_DATA "/image_reference");
    QVERIFY(r.kindInput.get<ChannelInput>());
    QCOMPARE(r.kindInput.get<ChannelInput>()->channels(), 48);
    QCOMPARE(r.kindInput.get<ChannelInput>()->height, 2);
    QCOMPARE(r.kindInput.get<ChannelInput>()->width, 3);
    QCOMPARE(r.kindInput.get<ChannelInput>()->hidden(), 12);
    QByteArray where;
    QVERIFY2(near(r.kindInput.get<ChannelInput>()->x, matrix((*c)["k"]).transpose(), 1e-12, where),
             where);
    // the squeeze of channel f is the mean of feature f over the patches
    const auto trace = attentionKind("se").compute(r, "reference");
    const StageValues squeeze = trace->stage(attentionKind("se").stageIndex("squeeze"), 0, 0);
    QVERIFY(std::abs(squeeze.values(0, 5) - r.kindInput.get<ChannelInput>()->x.row(5).mean()) <
            1e-12);
    // queries or a prompt have no meaning here
    QVERIFY_THROWS_EXCEPTION(InputError, scenarioFromText(R"({"kind": "se", "image":
        {"path": "picture.png", "prompt": "red"}})",
                                                          w));
}

QTEST_GUILESS_MAIN(TestImageInput)
#include "tst_imageinput.moc"
