// The trained vision transformer (core/models/vit.h) against PyTorch: the fixtures written by
// scripts/models/train_vit.py (tests/core/data/vit) hold, for the lesson's picture (area-
// averaged to the model's size) and three held-out scenes, the pixels, the logits, the
// probabilities and every layer's per-head Q, K, V, scores and weights of the shipped model
// (resources/models/vit) as PyTorch computes them.

#include "modeltestfiles.h"
#include "npy.h"
#include "vit.h"

#include <QFileInfo>
#include <QObject>
#include <QString>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <functional>
#include <string>

using attnlab::ImagePixels;
using attnlab::Matrix;
using attnlab::NdArray;
using attnlab::Vit;
using attnlab::VitResult;

namespace {

const std::string modelDir = std::string(ATTNLAB_SOURCE_DIR) + "/resources/models/vit";
const std::string fixtureDir = std::string(ATTNLAB_TEST_DATA) + "/vit";

/// Largest |m − a[layer][head]| over a [layers, heads, rows, cols] array, relative to
/// max(1, |a|) when relative; a shape that differs is infinitely far.
double farthest(const Matrix& m, const NdArray& a, std::size_t layer, std::size_t head,
                bool relative)
{
    if (a.ndim() != 4 || a.shape[2] != std::size_t(m.rows()) || a.shape[3] != std::size_t(m.cols()))
        return INFINITY;
    const std::size_t base = ((layer * a.shape[1]) + head) * a.shape[2] * a.shape[3];
    double worst = 0;
    for (Eigen::Index r = 0; r < m.rows(); ++r)
        for (Eigen::Index c = 0; c < m.cols(); ++c) {
            const double want = a.data[base + std::size_t(r) * a.shape[3] + std::size_t(c)];
            worst = std::max(worst, std::abs(m(r, c) - want) /
                                        (relative ? std::max(1.0, std::abs(want)) : 1.0));
        }
    return worst;
}

} // namespace

class TestVit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        vit_ = Vit::load(modelDir);
        config_ = nlohmann::json::parse(fileBytes(modelDir + "/config.json"));
        arrays_ = attnlab::readNpz(fileBytes(fixtureDir + "/fixtures.npz"), "fixtures.npz");
    }

    /// Every probability and every attention map equals PyTorch's to 1e-5; Q, K, V and the
    /// scores (stored as float32) to 1e-5 relative to their size.
    void matchesPyTorch_data()
    {
        QTest::addColumn<int>("image");
        QTest::newRow("the lesson's picture") << 0;
        QTest::newRow("scene 1") << 1;
        QTest::newRow("scene 2") << 2;
        QTest::newRow("scene 3") << 3;
    }
    void matchesPyTorch()
    {
        QFETCH(int, image);
        const std::string p = "i" + std::to_string(image) + "_";
        const ImagePixels pixels =
            attnlab::imagePixelsFromArray(arrays_.at(p + "input"), p + "input");
        QCOMPARE(pixels.width, 64);
        const VitResult r = vit_.classify(pixels);
        const NdArray& probs = arrays_.at(p + "probabilities");
        const NdArray& logits = arrays_.at(p + "logits");
        QCOMPARE(probs.size(), std::size_t(r.probabilities.size()));
        double worstProb = 0, worstWeight = 0, worstQkv = 0;
        for (std::size_t c = 0; c < probs.size(); ++c) {
            worstProb =
                std::max(worstProb, std::abs(r.probabilities(Eigen::Index(c)) - probs.data[c]));
            worstProb = std::max(worstProb, std::abs(r.logits(Eigen::Index(c)) - logits.data[c]));
        }
        int maps = 0;
        QCOMPARE(r.layers.size(), std::size_t(3));
        for (std::size_t l = 0; l < r.layers.size(); ++l)
            for (std::size_t h = 0; h < r.layers[l].weights.size(); ++h) {
                const auto& rec = r.layers[l];
                worstWeight = std::max(
                    worstWeight, farthest(rec.weights[h], arrays_.at(p + "weights"), l, h, false));
                for (const auto& [key, m] :
                     {std::pair{"q", &rec.q[h]}, std::pair{"k", &rec.k[h]},
                      std::pair{"v", &rec.v[h]}, std::pair{"scores", &rec.scores[h]}})
                    worstQkv = std::max(worstQkv, farthest(*m, arrays_.at(p + key), l, h, true));
                ++maps;
            }
        qInfo("max |C++ - PyTorch|: probabilities and logits %.3g, weights %.3g (%d maps); Q, K, "
              "V, scores %.3g relative",
              worstProb, worstWeight, maps, worstQkv);
        QCOMPARE(maps, 3 * 4);
        QVERIFY2(worstProb <= 1e-5, QByteArray::number(worstProb));
        QVERIFY2(worstWeight <= 1e-5, QByteArray::number(worstWeight));
        QVERIFY2(worstQkv <= 1e-5, QByteArray::number(worstQkv));
    }

    /// The tokens are named as the GUI shows them; the stack is (layers, heads, 65, 65) and each
    /// row of each map sums to 1.
    void tokensAndStack()
    {
        const VitResult r =
            vit_.classify(attnlab::imagePixelsFromArray(arrays_.at("i1_input"), "i1_input"));
        QCOMPARE(r.tokens.size(), std::size_t(65));
        QCOMPARE(QString::fromStdString(r.tokens[0]), QStringLiteral("CLS"));
        QCOMPARE(QString::fromStdString(r.tokens[1]), QStringLiteral("p(0,0)"));
        QCOMPARE(QString::fromStdString(r.tokens[9]), QStringLiteral("p(1,0)"));
        QCOMPARE(QString::fromStdString(r.tokens[64]), QStringLiteral("p(7,7)"));
        QCOMPARE(r.tokens, vit_.tokenLabels());
        const NdArray stack = attnlab::attentionStack(r.layers);
        QCOMPARE(stack.shape, (std::vector<std::size_t>{3, 4, 65, 65}));
        for (const auto& layer : r.layers)
            for (const Matrix& w : layer.weights)
                QVERIFY((w.rowwise().sum().array() - 1).abs().maxCoeff() < 1e-12);
    }

    /// The shipped model: its sizes, at most 1 MB of float32 weights, and the training record
    /// the docs quote.
    void shippedModel()
    {
        const attnlab::VitConfig& c = vit_.config();
        QCOMPARE(c.imageSize, 64);
        QCOMPARE(c.patchSize, 8);
        QCOMPARE(c.tokens(), 65);
        QCOMPARE(c.numLayers, 3);
        QCOMPARE(c.nhead, 4);
        QCOMPARE(c.classes.size(), std::size_t(7));
        std::size_t weights = 0;
        for (const auto& [name, a] :
             attnlab::readNpz(fileBytes(modelDir + "/weights.npz"), "weights.npz"))
            weights += a.size();
        QCOMPARE(qint64(weights), config_.at("training").at("parameters").get<qint64>());
        QVERIFY2(4 * weights <= 1000000, QByteArray::number(qulonglong(weights)));
        QVERIFY(QFileInfo(QString::fromStdString(modelDir + "/weights.npz")).size() <= 1000000);
        const nlohmann::json& lesson = config_.at("training").at("lesson_picture");
        QCOMPARE(lesson.at("share_per_head").size(), std::size_t(4));
        QVERIFY(config_.at("training").at("heldout").at("label_accuracy").get<double>() >= 0.9);
    }

    /// A picture of another size is refused (fitPicture brings it to the model's); fitPicture
    /// averages each 2 × 2 block of a 128 × 128 picture.
    void pictureSize()
    {
        ImagePixels big{3, 128, 128, Matrix::Random(3, 128 * 128).cwiseAbs()};
        QVERIFY(
            errorOf([&] { vit_.classify(big); }).startsWith(QStringLiteral("picture: 128 × 128")));
        const ImagePixels small = vit_.fitPicture(big);
        QCOMPARE(small.width, 64);
        QCOMPARE(small.height, 64);
        const double mean =
            (big.at(1, 10, 20) + big.at(1, 10, 21) + big.at(1, 11, 20) + big.at(1, 11, 21)) / 4;
        QVERIFY(std::abs(small.at(1, 5, 10) - mean) < 1e-12);
        QCOMPARE(vit_.fitPicture(small).values, small.values);
    }

    /// A broken config or weights file: the error names the file and the field or array.
    void refusesBrokenModel_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("format") << "format"
                                << "\"attnlab-translator-1\""
                                << "config.json: format: expected \"attnlab-vit-1\"";
        QTest::newRow("patch size") << "patch_size"
                                    << "7"
                                    << "config.json: patch_size: image_size (64) is not a "
                                       "multiple of patch_size (7)";
        QTest::newRow("no d_model") << "d_model"
                                    << ""
                                    << "config.json: missing \"d_model\"";
        QTest::newRow("heads") << "nhead"
                               << "5"
                               << "config.json: nhead: d_model (48) is not a multiple of nhead";
        QTest::newRow("activation") << "activation"
                                    << "\"tanh\""
                                    << "config.json: activation: expected one of gelu, relu";
        QTest::newRow("std") << "std"
                             << "[0.25, 0, 0.25]"
                             << "config.json: std: expected positive numbers, got 0";
        QTest::newRow("mean") << "mean"
                              << "[0.5]"
                              << "config.json: mean: expected a list of 3 numbers";
        QTest::newRow("classes") << "classes"
                                 << "[\"ball\", \"ball\"]"
                                 << "config.json: classes[1]: duplicate class \"ball\"";
        QTest::newRow("a class less")
            << "classes"
            << "[\"ball\", \"square\", \"triangle\", \"red\", "
               "\"yellow\", \"blue\"]"
            << "weights.npz: head.weight: shape (7, 48), expected (6, 48)";
        QTest::newRow("a layer more") << "num_layers"
                                      << "4"
                                      << "weights.npz: missing array "
                                         "'encoder.layers.3.norm1.weight' (expected shape (48,))";
    }
    void refusesBrokenModel()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, message);
        nlohmann::json config = config_;
        if (value.isEmpty())
            config.erase(field.toStdString());
        else
            config[field.toStdString()] = nlohmann::json::parse(value.toStdString());
        const auto arrays = attnlab::readNpz(fileBytes(modelDir + "/weights.npz"), "weights.npz");
        const QString got =
            errorOf([&] { Vit::fromArrays(config.dump(), "config.json", arrays, "weights.npz"); });
        QVERIFY2(got.startsWith(message), qPrintable(got));
    }

    void refusesBrokenWeights()
    {
        const std::string config = fileBytes(modelDir + "/config.json");
        const auto arrays = attnlab::readNpz(fileBytes(modelDir + "/weights.npz"), "weights.npz");
        auto missing = arrays;
        QCOMPARE(missing.erase("encoder.layers.2.self_attn.in_proj_weight"), std::size_t(1));
        QCOMPARE(errorOf([&] { Vit::fromArrays(config, "config.json", missing, "weights.npz"); }),
                 QStringLiteral("weights.npz: missing array "
                                "'encoder.layers.2.self_attn.in_proj_weight' (expected shape "
                                "(144, 48))"));
        auto misshaped = arrays;
        misshaped.at("patch_embed.weight").shape = {48, 192};
        QCOMPARE(
            errorOf([&] { Vit::fromArrays(config, "config.json", misshaped, "weights.npz"); }),
            QStringLiteral("weights.npz: patch_embed.weight: shape (48, 192), expected (48, 3, "
                           "8, 8)"));
        auto nan = arrays;
        nan.at("pos_embed").data[7] = NAN;
        QCOMPARE(errorOf([&] { Vit::fromArrays(config, "config.json", nan, "weights.npz"); }),
                 QStringLiteral("weights.npz: pos_embed: holds a NaN or an infinity"));
        QVERIFY(errorOf([&] {
                    Vit::fromBytes("{", "config.json", "", "weights.npz");
                }).startsWith(QStringLiteral("config.json: not valid JSON")));
        QVERIFY(errorOf([&] {
                    Vit::fromBytes(config, "config.json", "not a zip", "weights.npz");
                }).startsWith(QStringLiteral("weights.npz")));
        const QString noModel = errorOf([] { Vit::load("/nonexistent-model"); });
        QVERIFY2(noModel.startsWith(QStringLiteral("/nonexistent-model/config.json: ")),
                 qPrintable(noModel));
    }

private:
    Vit vit_;
    nlohmann::json config_;
    std::map<std::string, NdArray> arrays_;
};

QTEST_GUILESS_MAIN(TestVit)
#include "tst_vit.moc"
