// attnlab-cli on the bad input of issue 30 (items 17 to 24), end to end with the real program:
// symbolic links that lead out of a scenario's folder, control characters in paths, user text
// echoed unbounded, sizes refused from headers before anything large is decoded or inflated,
// answers that were wrongly exit 0, and messages that named the wrong place.
#include "clirun.h"
#include "npy.h"
#include "testfiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cstdint>

namespace {

QByteArray scenario(const QByteArray& body)
{
    return R"({"format": "attnlab-scenario", "version": 1, )" + body + "}";
}

QByteArray lesson(const QByteArray& steps)
{
    return R"({"format": "attnlab-lesson", "version": 1, "languages": ["en"], "title": {"en": "t"},
               "steps": )" +
           steps + "}";
}

const QByteArray smallRandom = R"("random": {"tokens": 4, "dim": 4, "seed": 1})";

void savePng(const QString& path, int width, int height)
{
    QImage image(width, height, QImage::Format_RGB888);
    image.fill(QColor(200, 30, 30));
    QVERIFY(image.save(path, "PNG"));
}

/// CRC-32 (zip's), for the archives written by hand below.
std::uint32_t crc32(const QByteArray& data)
{
    std::uint32_t crc = 0xFFFFFFFFu;
    for (const char c : data) {
        crc ^= static_cast<unsigned char>(c);
        for (int k = 0; k < 8; ++k)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

void put(QByteArray& out, std::uint32_t v, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.append(static_cast<char>((v >> (8 * i)) & 0xFF));
}

/// A zip archive of stored entries (what np.savez writes), the bytes as given.
QByteArray storedZip(const QList<QPair<QByteArray, QByteArray>>& entries)
{
    QByteArray out, central;
    for (const auto& [name, data] : entries) {
        const auto offset = static_cast<std::uint32_t>(out.size());
        const std::uint32_t crc = crc32(data);
        QByteArray common;
        put(common, 20, 2);   // version needed
        put(common, 0, 2);    // flags
        put(common, 0, 2);    // stored
        put(common, 0, 2);    // time
        put(common, 0x21, 2); // date
        put(common, crc, 4);
        put(common, static_cast<std::uint32_t>(data.size()), 4);
        put(common, static_cast<std::uint32_t>(data.size()), 4);
        put(common, static_cast<std::uint32_t>(name.size()), 2);
        put(common, 0, 2); // extra
        put(out, 0x04034b50, 4);
        out += common + name + data;
        put(central, 0x02014b50, 4);
        put(central, 20, 2); // made by
        central += common;
        put(central, 0, 2); // comment
        put(central, 0, 2); // disk
        put(central, 0, 2); // internal attributes
        put(central, 0, 4); // external attributes
        put(central, offset, 4);
        central += name;
    }
    const auto start = static_cast<std::uint32_t>(out.size());
    out += central;
    put(out, 0x06054b50, 4);
    put(out, 0, 2);
    put(out, 0, 2);
    put(out, static_cast<std::uint32_t>(entries.size()), 2);
    put(out, static_cast<std::uint32_t>(entries.size()), 2);
    put(out, static_cast<std::uint32_t>(central.size()), 4);
    put(out, start, 4);
    put(out, 0, 2);
    return out;
}

QByteArray npyBytes(int rows, int cols)
{
    const std::string s = attnlab::writeNpy(attnlab::Matrix::Constant(rows, cols, 0.5));
    return QByteArray(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

class TestCliInput : public QObject
{
    Q_OBJECT

private slots:
    void init();
    // 17
    void helpListsEveryCommand();
    void explainExplainsTheFrameItNames();
    void languageChoosesTheSentence();
    // 18
    void linearMaskedWeightsAreZero();
    // 19
    void symbolicLinksOutOfTheFolderAreRefused_data();
    void symbolicLinksOutOfTheFolderAreRefused();
    void symbolicLinksInsideTheFolderAreFollowed();
    // 20
    void controlCharactersInPathsAreRefused();
    void userTextIsQuotedShortAndEscaped();
    // 21
    void picturesTooLargeAreRefusedFromTheirHeader_data();
    void picturesTooLargeAreRefusedFromTheirHeader();
    void npzHeadersAreCheckedBeforeInflating();
    // 22
    void wrongExitZero_data();
    void wrongExitZero();
    // 23
    void messagesNameTheRightPlace_data();
    void messagesNameTheRightPlace();
    void aBadPictureIsOneLine();

private:
    std::unique_ptr<QTemporaryDir> dir_;
    QString path(const QString& name) const { return dir_->filePath(name); }
};

void TestCliInput::init()
{
    // folder/ is the scenario's; elsewhere/ is outside it
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    QVERIFY(QDir(dir_->path()).mkpath(QStringLiteral("folder/img")));
    QVERIFY(QDir(dir_->path()).mkpath(QStringLiteral("elsewhere")));
}

void TestCliInput::helpListsEveryCommand()
{
    const CliRun r = runCli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.out.contains("compute or explain"), r.out.constData());
    // the list of commands, wrapped by the parser after "translate,"
    QVERIFY2(r.out.contains("compute, explain, render, bench, kvcache, translate,") &&
                 r.out.contains("classify, rollout, flow, heads, lesson or kinds"),
             r.out.constData());
    for (const char* command : {"translate SENTENCE", "classify PICTURE.png", "rollout WEIGHTS.npy",
                                "flow WEIGHTS.npy", "heads WEIGHTS.npy", "kinds [--json]"})
        QVERIFY2(r.out.contains(command), command);
}

void TestCliInput::explainExplainsTheFrameItNames()
{
    // The last frame by default: token 7 "garden" is its one new row.
    CliRun r = runCli({QStringLiteral("explain"), example("decoding-kv-cache.json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("Frame 5 of 6"), r.out.constData());
    QVERIFY2(r.out.contains("Query 7 "), r.out.constData());
    QVERIFY2(!r.out.contains("Query 0 "), r.out.constData());
    // --query still chooses the row
    r = runCli({QStringLiteral("explain"), example("decoding-kv-cache.json"),
                QStringLiteral("--query"), QStringLiteral("0")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("Query 0 "), r.out.constData());
}

void TestCliInput::languageChoosesTheSentence()
{
    // a sentence per language: English unless --language names another
    const auto tokens = [](const CliRun& r) {
        QStringList out;
        for (const QJsonValue& t : cliJson(r)[QStringLiteral("query_tokens")].toArray())
            out << t.toString();
        return out.join(u' ');
    };
    CliRun r = runCli({QStringLiteral("compute"), example("decoding-kv-cache.json")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(tokens(r), QStringLiteral("the small cat drinks water in the garden"));
    r = runCli({QStringLiteral("compute"), example("decoding-kv-cache.json"),
                QStringLiteral("--language"), QStringLiteral("fr")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(tokens(r), QStringLiteral("le petit chat boit de l' eau dans le jardin"));
    QVERIFY2(!r.err.contains("lexicon"), r.err.constData()); // every word known
    r = runCli({QStringLiteral("compute"), example("sliding-window.json"),
                QStringLiteral("--language"), QStringLiteral("pt_BR")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(tokens(r), QStringLiteral("meu amigo come uma maçã vermelha na casa grande agora"));
    // explain names the frame of the French sentence
    r = runCli({QStringLiteral("explain"), example("decoding-kv-cache.json"),
                QStringLiteral("--language"), QStringLiteral("fr")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("Frame 7 of 8"), r.out.constData());
    QVERIFY2(r.out.contains("jardin"), r.out.constData());
    // a language the file has none in: English; a language the lexicon lacks: refused
    r = runCli({QStringLiteral("compute"), example("causal-language-model.json"),
                QStringLiteral("--language"), QStringLiteral("en")});
    QCOMPARE(tokens(r), QStringLiteral("the small cat drinks water in the garden"));
    r = runCli({QStringLiteral("compute"), example("causal-language-model.json"),
                QStringLiteral("--language"), QStringLiteral("de")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--language: expected en, fr or pt, got 'de'"), r.err.constData());
}

void TestCliInput::linearMaskedWeightsAreZero()
{
    writeAll(path(QStringLiteral("folder/linear.json")),
             scenario(R"("kind": "linear", "feature_map": "elu+1", "mask": {"causal": true}, )" +
                      smallRandom));
    const CliRun r =
        runCli({QStringLiteral("compute"), path(QStringLiteral("folder/linear.json"))});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject head = cliJson(r)[QStringLiteral("heads")].toArray().at(0).toObject();
    for (const char* stage : {"implicit_weights", "softmax_weights", "difference"}) {
        const QJsonValue cell = head[QLatin1String(stage)].toArray().at(0).toArray().at(3);
        QVERIFY2(cell.isDouble(), stage); // masked (key 3 after query 0): 0, not null
        QCOMPARE(cell.toDouble(), 0.0);
    }
}

void TestCliInput::symbolicLinksOutOfTheFolderAreRefused_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("says");
    QTest::newRow("picture") << QStringLiteral("image.json")
                             << QByteArray("image.path: \"img/link_out.png\" is a symbolic link "
                                           "leading outside the scenario's folder");
    QTest::newRow("npz") << QStringLiteral("npz.json")
                         << QByteArray("npz: \"a.npz\" is a symbolic link leading outside");
    QTest::newRow("linked sub-folder")
        << QStringLiteral("sub.json")
        << QByteArray("npz: \"sub/a.npz\" goes through \"sub\", a symbolic link leading outside");
    QTest::newRow("lesson step") << QStringLiteral("lesson.json")
                                 << QByteArray("steps[0].scenario: \"linked.json\" is a symbolic "
                                               "link leading outside the lesson's folder");
}

void TestCliInput::symbolicLinksOutOfTheFolderAreRefused()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, says);
    savePng(path(QStringLiteral("elsewhere/red-ball.png")), 64, 64);
    const std::string npz = attnlab::writeNpz({{"q", attnlab::Matrix::Identity(2, 2)},
                                               {"k", attnlab::Matrix::Identity(2, 2)},
                                               {"v", attnlab::Matrix::Identity(2, 2)}},
                                              false);
    writeAll(path(QStringLiteral("elsewhere/a.npz")),
             QByteArray(npz.data(), static_cast<qsizetype>(npz.size())));
    writeAll(path(QStringLiteral("elsewhere/s.json")), scenario(smallRandom));
    QVERIFY(QFile::link(path(QStringLiteral("elsewhere/red-ball.png")),
                        path(QStringLiteral("folder/img/link_out.png"))));
    QVERIFY(
        QFile::link(path(QStringLiteral("elsewhere/a.npz")), path(QStringLiteral("folder/a.npz"))));
    QVERIFY(QFile::link(path(QStringLiteral("elsewhere")), path(QStringLiteral("folder/sub"))));
    QVERIFY(QFile::link(path(QStringLiteral("elsewhere/s.json")),
                        path(QStringLiteral("folder/linked.json"))));
    writeAll(path(QStringLiteral("folder/image.json")),
             scenario(R"("image": {"path": "img/link_out.png", "stride": 16})"));
    writeAll(path(QStringLiteral("folder/npz.json")), scenario(R"("npz": "a.npz")"));
    writeAll(path(QStringLiteral("folder/sub.json")), scenario(R"("npz": "sub/a.npz")"));
    writeAll(path(QStringLiteral("folder/lesson.json")),
             lesson(R"([{"title": {"en": "a"}, "note": {"en": "b"}, "scenario": "linked.json"}])"));
    const QString scenarioPath = path(QStringLiteral("folder/") + file);
    const CliRun r = file.startsWith(QLatin1String("lesson"))
                         ? runCli({QStringLiteral("lesson"), QStringLiteral("check"), scenarioPath})
                         : runCli({QStringLiteral("compute"), scenarioPath});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.left(200).constData());
    QVERIFY2(r.err.contains(says), r.err.constData());
}

void TestCliInput::symbolicLinksInsideTheFolderAreFollowed()
{
    savePng(path(QStringLiteral("folder/ok.png")), 32, 32);
    QVERIFY(QFile::link(QStringLiteral("../ok.png"), path(QStringLiteral("folder/img/same.png"))));
    writeAll(path(QStringLiteral("folder/inside.json")),
             scenario(R"("image": {"path": "img/same.png", "stride": 16})"));
    const CliRun r =
        runCli({QStringLiteral("compute"), path(QStringLiteral("folder/inside.json"))});
    QVERIFY2(r.exitCode == 0, r.err.constData());
}

void TestCliInput::controlCharactersInPathsAreRefused()
{
    savePng(path(QStringLiteral("folder/ok.png")), 32, 32);
    for (const QByteArray& name :
         {QByteArray(R"(ok.png\u0000.txt)"), QByteArray(R"(ok.png\u0000/../../etc/passwd)"),
          QByteArray(R"(ok\u001b[31m.png)")}) {
        writeAll(path(QStringLiteral("folder/nul.json")),
                 scenario(R"("image": {"path": ")" + name + R"(", "stride": 16})"));
        const CliRun r =
            runCli({QStringLiteral("compute"), path(QStringLiteral("folder/nul.json"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("image.path: ") && r.err.contains("holds a control character"),
                 r.err.constData());
        QVERIFY2(!r.err.contains('\0') && !r.err.contains('\x1b'),
                 r.err.toPercentEncoding().constData());
        // the whole name, escaped, not cut at the NUL
        if (name.contains("passwd"))
            QVERIFY2(r.err.contains(R"("ok.png\0/../../etc/passwd")"), r.err.constData());
    }
}

void TestCliInput::userTextIsQuotedShortAndEscaped()
{
    writeAll(path(QStringLiteral("folder/long.json")),
             scenario(R"("kind": "linear", "feature_map": ")" + QByteArray(100000, 'x') + R"(", )" +
                      smallRandom));
    const CliRun r = runCli({QStringLiteral("compute"), path(QStringLiteral("folder/long.json"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.size() < 400, QByteArray::number(r.err.size()).constData());
    QVERIFY2(r.err.contains("feature_map: unknown feature map \"xxxx") &&
                 r.err.contains("x\u2026\" (known:"),
             r.err.constData());
}

void TestCliInput::picturesTooLargeAreRefusedFromTheirHeader_data()
{
    QTest::addColumn<QByteArray>("image");
    QTest::addColumn<QByteArray>("says");
    QTest::newRow("4096 x 4096 at stride 16")
        << QByteArray(R"({"path": "big.png", "stride": 16})")
        << QByteArray("image.stride: 256 × 256 = 65536 patches of the picture (4096 × 4096 "
                      "pixels) are more than the reference engine's 2048 tokens");
    QTest::newRow("declared size")
        << QByteArray(R"({"path": "small.png", "stride": 16, "size": [4096, 4096]})")
        << QByteArray("image.size: 256 × 256 = 65536 patches");
    QTest::newRow("patches of too many numbers")
        << QByteArray(R"({"path": "small.png", "stride": 64})")
        << QByteArray("image.stride: a patch of 64 × 64 pixels has 12288 numbers");
}

void TestCliInput::picturesTooLargeAreRefusedFromTheirHeader()
{
    QFETCH(QByteArray, image);
    QFETCH(QByteArray, says);
    savePng(path(QStringLiteral("folder/big.png")), 4096, 4096);
    savePng(path(QStringLiteral("folder/small.png")), 64, 64);
    writeAll(path(QStringLiteral("folder/s.json")), scenario(R"("image": )" + image));
    QElapsedTimer clock;
    clock.start();
    const CliRun r = runCli({QStringLiteral("compute"), path(QStringLiteral("folder/s.json"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(says), r.err.constData());
    // refused from the header: no decoding, no gigabytes (it took 23 s and 3.5 GB)
    QVERIFY2(clock.elapsed() < 10000, QByteArray::number(clock.elapsed()).constData());
}

void TestCliInput::npzHeadersAreCheckedBeforeInflating()
{
    // A (2, 2) header whose entry holds a megabyte: refused from the header.
    QByteArray q = npyBytes(2, 2);
    q += QByteArray(1 << 20, '\0');
    writeAll(path(QStringLiteral("folder/liar.npz")),
             storedZip({{"q.npy", q}, {"k.npy", npyBytes(2, 2)}, {"v.npy", npyBytes(2, 2)}}));
    writeAll(path(QStringLiteral("folder/liar.json")), scenario(R"("npz": "liar.npz")"));
    CliRun r = runCli({QStringLiteral("compute"), path(QStringLiteral("folder/liar.json"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("npz: liar.npz: q.npy: corrupt entry: the zip entry declares 1048736 "
                            "bytes, its .npy header (shape (2, 2)) 160; refused before it is "
                            "inflated"),
             r.err.constData());
    // q's and k's shapes compared from their headers, before either is inflated
    writeAll(path(QStringLiteral("folder/shapes.npz")), storedZip({{"q.npy", npyBytes(64, 8)},
                                                                   {"k.npy", npyBytes(2, 2)},
                                                                   {"v.npy", npyBytes(2, 2)}}));
    writeAll(path(QStringLiteral("folder/shapes.json")), scenario(R"("npz": "shapes.npz")"));
    r = runCli({QStringLiteral("compute"), path(QStringLiteral("folder/shapes.json"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("npz: shapes.npz: k.npy: shape (2, 2): expected 8 columns like q.npy "
                            "(64, 8), got 2"),
             r.err.constData());
}

void TestCliInput::wrongExitZero_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("says");
    const QByteArray step = R"({"title": {"en": "a"}, "note": {"en": "b"}, "stage": "weights",
        "scenario": {"format": "attnlab-scenario", "version": 1, )" +
                            smallRandom + "}, ";
    QTest::newRow("masked_pairs without a mask")
        << QStringLiteral("l.json")
        << lesson("[" + step +
                  R"("question": {"type": "masked_pairs", "prompt": {"en": "p"},
                                  "explanation": {"en": "e"}}}])")
        << QStringLiteral("lesson check %1")
        << QByteArray("steps[0].question: the stage hides no pair (the scenario has no mask)");
    QTest::newRow("tolerance 1e308")
        << QStringLiteral("l.json")
        << lesson("[" + step +
                  R"("question": {"type": "estimate", "cell": [0, 1], "tolerance": 1e308,
                                  "prompt": {"en": "p"}, "explanation": {"en": "e"}}}])")
        << QStringLiteral("lesson check %1")
        << QByteArray("steps[0].question.tolerance: 1e+308 would accept almost any answer");
    QTest::newRow("duplicate kind")
        << QStringLiteral("s.json")
        << QByteArray(R"({"format": "attnlab-scenario", "version": 1, "kind": "linear",
                          "kind": "softmax", )" +
                      smallRandom + "}")
        << QStringLiteral("compute %1") << QByteArray("kind: this key appears twice");
    QTest::newRow("duplicate key in a lesson")
        << QStringLiteral("l.json")
        << lesson(R"([{"title": {"en": "a"}, "title": {"en": "c"}, "note": {"en": "b"},
                       "scenario": {"format": "attnlab-scenario", "version": 1, )" +
                  smallRandom + "}}])")
        << QStringLiteral("lesson check %1")
        << QByteArray("steps[0].title: this key appears twice");
    QTest::newRow("random blocks beyond the key blocks")
        << QStringLiteral("s.json") << scenario(R"("random": {"tokens": 64, "dim": 4, "seed": 1},
                       "mask": {"random": {"block_size": 8, "blocks": 1000}})")
        << QStringLiteral("compute %1")
        << QByteArray("mask.random.blocks: expected 0 to 8 (the 64 keys make 8 blocks of 8), "
                      "got 1000");
    QTest::newRow("--out ''") << QStringLiteral("s.json") << scenario(smallRandom)
                              << QStringLiteral("compute %1 --out ")
                              << QByteArray("--out: expected a file name, got an empty text");
    QTest::newRow("bench --window -1")
        << QString() << QByteArray()
        << QStringLiteral("bench --backend cpu --n 64 --d 8 --window -1")
        << QByteArray("--window: expected 0 to 131072, got -1");
}

void TestCliInput::wrongExitZero()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, content);
    QFETCH(QString, command);
    QFETCH(QByteArray, says);
    QStringList args;
    if (!file.isEmpty()) {
        writeAll(path(QStringLiteral("folder/") + file), content);
        args = cliArgs(command.arg(path(QStringLiteral("folder/") + file)));
        if (command.endsWith(QLatin1String("--out ")))
            args << QString(); // an empty argument, as a script's unset "$OUT" gives
    } else {
        args = cliArgs(command);
    }
    const CliRun r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.left(200).constData());
    QVERIFY2(r.err.contains(says), r.err.constData());
}

void TestCliInput::messagesNameTheRightPlace_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("says");
    QTest::newRow("kvcache --batch")
        << QString() << QByteArray()
        << QStringLiteral("kvcache --model llama-2-7b --tokens 4096 --batch 9223372036854775807")
        << QByteArray("kvcache: --batch: the cache would take more than 2^63 bytes");
    QTest::newRow("kvcache --layers")
        << QString() << QByteArray()
        << QStringLiteral("kvcache --layers 1000000 --kv-heads 8 --head-dim 128 --tokens 100000000 "
                          "--batch 100")
        << QByteArray("kvcache: --layers: the cache would take more than 2^63 bytes");
    QTest::newRow("number overflow")
        << QStringLiteral("s.json")
        << QByteArray("{\"format\": \"attnlab-scenario\", \"version\": 1,\n \"q\": [[1e309, 1]], "
                      "\"k\": [[1, 1]], \"v\": [[1, 1]]}")
        << QStringLiteral("compute %1")
        << QByteArray("s.json: line 2, column 9: not valid JSON (number overflow parsing '1e309')");
    QTest::newRow("unknown kind without inputs")
        << QStringLiteral("s.json") << scenario(R"("kind": "nonsense")")
        << QStringLiteral("compute %1") << QByteArray("s.json: kind: \"nonsense\" is not a kind");
}

void TestCliInput::messagesNameTheRightPlace()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, content);
    QFETCH(QString, command);
    QFETCH(QByteArray, says);
    if (!file.isEmpty())
        writeAll(path(QStringLiteral("folder/") + file), content);
    const CliRun r = runCli(
        cliArgs(file.isEmpty() ? command : command.arg(path(QStringLiteral("folder/") + file))));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(says), r.err.constData());
}

void TestCliInput::aBadPictureIsOneLine()
{
    savePng(path(QStringLiteral("folder/whole.png")), 64, 64);
    const QByteArray png = readAll(path(QStringLiteral("folder/whole.png")));
    writeAll(path(QStringLiteral("folder/bad.png")), png.left(png.size() / 2));
    writeAll(path(QStringLiteral("folder/bad.json")),
             scenario(R"("image": {"path": "bad.png", "stride": 16})"));
    const CliRun r = runCli({QStringLiteral("compute"), path(QStringLiteral("folder/bad.json"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.count('\n') == 1 && r.err.startsWith("attnlab-cli: "), r.err.constData());
    QVERIFY2(!r.err.contains("libpng"), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliInput)
#include "tst_cliinput.moc"
