// The trained translator (core/models/translator.h) against PyTorch: the fixtures written by
// scripts/models/train_translator.py (tests/core/data/translator) hold, for ten sentences, the
// per-layer, per-head Q, K, V, scores and weights of every attention, the logits and the
// decoded words of the shipped model (resources/models/translator) as PyTorch computes them.

#include "modeltestfiles.h"
#include "npy.h"
#include "rollout.h"
#include "translator.h"

#include <QFileInfo>
#include <QObject>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <functional>
#include <string>

using attnlab::InputError;
using attnlab::Matrix;
using attnlab::NdArray;
using attnlab::Translation;
using attnlab::Translator;
using attnlab::UnknownWordError;

namespace {

const std::string modelDir = std::string(ATTNLAB_SOURCE_DIR) + "/resources/models/translator";
const std::string fixtureDir = std::string(ATTNLAB_TEST_DATA) + "/translator";

/// Largest |a − b| between a [rows, cols] matrix and slice `index` of a [n, rows, cols] array,
/// divided by max(1, |b|) when relative; equal infinities (masked scores) count as 0, an
/// infinity against a number as infinite.
double maxDifference(const Matrix& m, const NdArray& a, std::size_t index, bool relative = false)
{
    if (a.ndim() != 3 || a.shape[1] != std::size_t(m.rows()) || a.shape[2] != std::size_t(m.cols()))
        return INFINITY;
    double worst = 0;
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c) {
            const double want =
                a.data[(index * a.shape[1] + std::size_t(r)) * a.shape[2] + std::size_t(c)];
            const double got = m(r, c);
            if (std::isinf(want) || std::isinf(got)) {
                if (want != got)
                    return INFINITY;
                continue;
            }
            worst = std::max(worst, std::abs(want - got) /
                                        (relative ? std::max(1.0, std::abs(want)) : 1.0));
        }
    return worst;
}

} // namespace

class TestTranslator : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        translator_ = Translator::load(modelDir);
        config_ = nlohmann::json::parse(fileBytes(modelDir + "/config.json"));
    }

    /// Every number the engine records equals PyTorch's to 1e-5; the words are the same.
    void matchesPyTorch()
    {
        const nlohmann::json meta = nlohmann::json::parse(fileBytes(fixtureDir + "/fixtures.json"));
        const auto arrays =
            attnlab::readNpz(fileBytes(fixtureDir + "/fixtures.npz"), "fixtures.npz");
        QCOMPARE(int(meta.at("sentences").size()), 10);
        double worstLogit = 0, worstWeight = 0, worstQkvScores = 0;
        int checked = 0;
        for (std::size_t n = 0; n < meta.at("sentences").size(); ++n) {
            const nlohmann::json& s = meta.at("sentences")[n];
            const Translation t = translator_.translate(s.at("source").get<std::string>(),
                                                        s.at("language").get<std::string>());
            const std::string what = s.at("source").get<std::string>();
            QVERIFY2(t.sourceTokens == s.at("source_tokens").get<std::vector<std::string>>(),
                     what.c_str());
            QVERIFY2(t.decoderInputTokens ==
                         s.at("decoder_input_tokens").get<std::vector<std::string>>(),
                     what.c_str());
            QVERIFY2(t.outputTokens == s.at("output_tokens").get<std::vector<std::string>>(),
                     what.c_str());
            QCOMPARE(t.text, s.at("translation").get<std::string>());
            QVERIFY(t.reachedEos);
            const std::string p = "s" + std::to_string(n) + "_";
            const NdArray& logits = arrays.at(p + "logits");
            NdArray wrapped = logits;
            wrapped.shape.insert(wrapped.shape.begin(), 1);
            worstLogit = std::max(worstLogit, maxDifference(t.logits, wrapped, 0));
            const std::vector<std::pair<std::string, const std::vector<attnlab::AttentionRecord>*>>
                kinds{{"enc_self", &t.encoderSelf},
                      {"dec_self", &t.decoderSelf},
                      {"cross", &t.cross}};
            for (const auto& [kind, records] : kinds)
                for (std::size_t l = 0; l < records->size(); ++l) {
                    const auto& r = (*records)[l];
                    const std::string suffix = "_L" + std::to_string(l);
                    for (std::size_t h = 0; h < r.weights.size(); ++h) {
                        // weights: absolute; Q, K, V and scores (up to tens) relative to
                        // their size, as the fixtures hold them in float32
                        worstWeight =
                            std::max(worstWeight,
                                     maxDifference(r.weights[h],
                                                   arrays.at(p + kind + "_weights" + suffix), h));
                        for (const auto& [key, m] :
                             {std::pair{"_q", &r.q[h]}, std::pair{"_k", &r.k[h]},
                              std::pair{"_v", &r.v[h]}, std::pair{"_scores", &r.scores[h]}})
                            worstQkvScores = std::max(
                                worstQkvScores,
                                maxDifference(*m, arrays.at(p + kind + key + suffix), h, true));
                        ++checked;
                    }
                }
        }
        qInfo("max |C++ - PyTorch|: logits %.3g, weights %.3g; Q, K, V, scores %.3g relative "
              "(%d heads checked)",
              worstLogit, worstWeight, worstQkvScores, checked);
        QVERIFY(checked > 0);
        QVERIFY2(worstLogit <= 1e-5, QByteArray::number(worstLogit));
        QVERIFY2(worstWeight <= 1e-5, QByteArray::number(worstWeight));
        QVERIFY2(worstQkvScores <= 1e-5, QByteArray::number(worstQkvScores));
    }

    /// The lesson's example made real: "the black cat" -> « le chat noir », and the head the
    /// training script names looks at "black" when it writes « noir » (and « preto »).
    void blackCatAligns_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("translation");
        QTest::addColumn<QString>("adjective");
        QTest::newRow("fr") << "The black cat."
                            << "fr"
                            << "le chat noir"
                            << "noir";
        QTest::newRow("pt") << "The black cat."
                            << "pt"
                            << "o gato preto"
                            << "preto";
        QTest::newRow("fr, a verb") << "The black cat sleeps."
                                    << "fr"
                                    << "le chat noir dort"
                                    << "noir";
        QTest::newRow("pt, a verb") << "The black cat sleeps."
                                    << "pt"
                                    << "o gato preto dorme"
                                    << "preto";
    }
    void blackCatAligns()
    {
        QFETCH(QString, sentence);
        QFETCH(QString, language);
        QFETCH(QString, translation);
        QFETCH(QString, adjective);
        const Translation t = translator_.translate(sentence.toStdString(), language.toStdString());
        QCOMPARE(QString::fromStdString(t.text), translation);
        const nlohmann::json& align = config_.at("training").at("alignment");
        const int layer = align.at("layer").get<int>();
        const int head = align.at("head").get<int>();
        QCOMPARE(layer, int(t.cross.size()) - 1);
        // the step that writes the adjective: its query is the row of the token before it
        const auto it =
            std::find(t.outputTokens.begin(), t.outputTokens.end(), adjective.toStdString());
        QVERIFY(it != t.outputTokens.end());
        const Eigen::Index row = it - t.outputTokens.begin();
        Eigen::Index peak = -1;
        t.cross[std::size_t(layer)].weights[std::size_t(head)].row(row).maxCoeff(&peak);
        QCOMPARE(QString::fromStdString(t.sourceTokens[std::size_t(peak)]),
                 QStringLiteral("black"));
    }

    /// The record the script wrote: the bars of the issue.
    /// The encoder self-attention of a translation as a (layers, heads, n, n) stack: what a
    /// .npy of a model's output_attentions holds, read back by the same loader, its rows sums
    /// of 1, and rolled out over the sentence's tokens.
    void encoderStack()
    {
        const Translation t = translator_.translate("the black cat sleeps", "fr");
        const NdArray stack = attnlab::attentionStack(t.encoderSelf);
        const auto n = t.sourceTokens.size();
        QCOMPARE(stack.shape, (std::vector<std::size_t>{2, 4, n, n}));
        const attnlab::AttentionMaps maps = attnlab::attentionMapsFromArray(
            attnlab::readNpy(attnlab::writeNpy(stack), "s.npy"), "s.npy");
        QVERIFY(maps.warnings.empty());
        QCOMPARE(maps.at(1, 3), t.encoderSelf[1].weights[3]);
        const attnlab::RolloutResult r = attnlab::attentionRollout(maps, {});
        QCOMPARE(r.rollout.rows(), Eigen::Index(n));
        QVERIFY(r.rolloutRowSumDeviation < 1e-12);
    }

    void trainingRecord()
    {
        const nlohmann::json& tr = config_.at("training");
        QVERIFY(tr.at("heldout_exact_match").at("fr").get<double>() >= 0.95);
        QVERIFY(tr.at("heldout_exact_match").at("pt").get<double>() >= 0.95);
        QVERIFY(tr.at("alignment").at("score").get<double>() >= 0.90);
        QVERIFY(translator_.config().dModel <= 128);
        QVERIFY(translator_.config().numEncoderLayers <= 3);
        QVERIFY(translator_.config().numDecoderLayers <= 3);
        QVERIFY(QFileInfo(QString::fromStdString(modelDir + "/weights.npz")).size() <= 1000000);
    }

    void unknownWordNamesNearest()
    {
        try {
            translator_.translate("the blak cat sleeps", "fr");
            QFAIL("no error for an unknown word");
        } catch (const UnknownWordError& e) {
            QCOMPARE(QString::fromStdString(e.word()), QStringLiteral("blak"));
            QVERIFY(!e.nearest().empty());
            QCOMPARE(QString::fromStdString(e.nearest().front()), QStringLiteral("black"));
            QVERIFY(QString::fromStdString(e.what()).contains(QStringLiteral("\"black\"")));
        }
        QVERIFY(errorOf([&] {
                    translator_.translate("the cat sleeps", "de");
                }).contains(QStringLiteral("fr, pt")));
        QVERIFY(errorOf([&] {
                    translator_.translate(" . ", "fr");
                }).contains(QStringLiteral("no English word")));
    }

    void refusesBadWeights()
    {
        const std::string config = fileBytes(modelDir + "/config.json");
        auto arrays = attnlab::readNpz(fileBytes(modelDir + "/weights.npz"), "weights.npz");
        const std::string name = "transformer.decoder.layers.1.multihead_attn.in_proj_weight";
        QVERIFY(arrays.count(name));
        auto missing = arrays;
        missing.erase(name);
        QCOMPARE(
            errorOf([&] { Translator::fromArrays(config, "config.json", missing, "weights.npz"); }),
            QStringLiteral("weights.npz: missing array '%1' (expected shape (192, 64))")
                .arg(QString::fromStdString(name)));
        auto misshaped = arrays;
        misshaped.at("generator.bias").shape = {misshaped.at("generator.bias").size() - 1};
        misshaped.at("generator.bias").data.pop_back();
        QVERIFY(errorOf([&] {
                    Translator::fromArrays(config, "config.json", misshaped, "weights.npz");
                }).startsWith(QStringLiteral("weights.npz: generator.bias: shape (")));
        nlohmann::json bad = nlohmann::json::parse(config);
        bad["nhead"] = 5;
        QVERIFY(
            errorOf([&] {
                Translator::fromArrays(bad.dump(), "config.json", arrays, "weights.npz");
            }).startsWith(QStringLiteral("config.json: nhead: d_model (64) is not a multiple")));
        const QString noModel = errorOf([] { Translator::load("/nonexistent-model"); });
        QVERIFY2(noModel.startsWith(QStringLiteral("/nonexistent-model/config.json: ")),
                 qPrintable(noModel));
    }

    /// The script's grammar and the shipped vocabularies agree: the script's --check-vocab
    /// (plain python3, no torch) on the shipped config, and on a tampered copy that must fail.
    void scriptVocabularyAgrees()
    {
        const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (python.isEmpty())
            QSKIP("python3 is not installed: the vocabulary check needs it");
        const QString script = QStringLiteral(ATTNLAB_SOURCE_DIR) +
                               QStringLiteral("/scripts/models/train_translator.py");
        const auto check = [&](const QString& config) {
            QProcess p;
            p.start(python, {script, QStringLiteral("--check-vocab"), config});
            if (!p.waitForFinished(60000))
                return -1;
            if (p.exitCode() != 0)
                qInfo("%s", p.readAllStandardOutput().constData());
            return p.exitCode();
        };
        QCOMPARE(check(QString::fromStdString(modelDir + "/config.json")), 0);
        QTemporaryDir dir;
        nlohmann::json tampered = config_;
        tampered["tgt_vocab"].erase(tampered["tgt_vocab"].size() - 1);
        const QString path = dir.filePath(QStringLiteral("config.json"));
        std::ofstream(path.toStdString()) << tampered.dump();
        QCOMPARE(check(path), 1);
    }

private:
    Translator translator_;
    nlohmann::json config_;
};

QTEST_GUILESS_MAIN(TestTranslator)
#include "tst_translator.moc"
