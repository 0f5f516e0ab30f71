// attnlab-cli kvcache and bench --decode, end to end: the presets' per-token sizes recomputed
// here from their published configurations, the batch and the sliding window, the saving of
// grouped-query attention, refused values (exit 2, the option named); a decoding step's fields.
#include "clirun.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <cmath>

class TestCliKvCache : public QObject
{
    Q_OBJECT

private slots:
    void presets_data();
    void presets();
    void custom_data();
    void custom();
    void textInHumanUnits();
    void multiQueryInWords();
    void refused_data();
    void refused();
    void decodeStep();
    void decodeRefused_data();
    void decodeRefused();
};

void TestCliKvCache::presets_data()
{
    // The published configurations (config.json of each model on release): layers, query
    // heads, KV heads, head dim, and bytes per number of the preset's precision.
    QTest::addColumn<QString>("model");
    QTest::addColumn<qint64>("layers");
    QTest::addColumn<qint64>("heads");
    QTest::addColumn<qint64>("kvHeads");
    QTest::addColumn<qint64>("headDim");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<qint64>("bytesPerNumber");
    QTest::addColumn<qint64>("window"); // 0: none
    QTest::newRow("llama-2-7b") << "llama-2-7b" << 32LL << 32LL << 32LL << 128LL << "fp16" << 2LL
                                << 0LL;
    QTest::newRow("llama-2-70b") << "llama-2-70b" << 80LL << 64LL << 8LL << 128LL << "fp16" << 2LL
                                 << 0LL;
    QTest::newRow("mistral-7b") << "mistral-7b" << 32LL << 32LL << 8LL << 128LL << "fp16" << 2LL
                                << 4096LL;
    QTest::newRow("gpt2") << "gpt2" << 12LL << 12LL << 12LL << 64LL << "fp32" << 4LL << 0LL;
}

void TestCliKvCache::presets()
{
    QFETCH(QString, model);
    QFETCH(qint64, layers);
    QFETCH(qint64, heads);
    QFETCH(qint64, kvHeads);
    QFETCH(qint64, headDim);
    QFETCH(QString, dtype);
    QFETCH(qint64, bytesPerNumber);
    QFETCH(qint64, window);
    // bytes per token = 2 (K and V) · layers · kv_heads · head_dim · bytes per number.
    const qint64 perToken = 2 * layers * kvHeads * headDim * bytesPerNumber;
    for (const qint64 tokens : {1LL, 1000LL, 4096LL, 32768LL}) {
        const CliRun r = runCli(cliArgs(
            QStringLiteral("kvcache --model %1 --tokens %2 --json").arg(model).arg(tokens)));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject o = cliJson(r);
        QCOMPARE(o[QLatin1String("model")].toString(), model);
        QCOMPARE(jsonInteger(o, "layers"), layers);
        QCOMPARE(jsonInteger(o, "heads"), heads);
        QCOMPARE(jsonInteger(o, "kv_heads"), kvHeads);
        QCOMPARE(jsonInteger(o, "head_dim"), headDim);
        QCOMPARE(o[QLatin1String("dtype")].toString(), dtype);
        QCOMPARE(jsonInteger(o, "bytes_per_number"), bytesPerNumber);
        QCOMPARE(jsonInteger(o, "bytes_per_token"), perToken);
        QCOMPARE(jsonInteger(o, "tokens"), tokens);
        QCOMPARE(jsonInteger(o, "batch"), 1LL);
        const qint64 cached = window > 0 ? std::min(tokens, window) : tokens;
        QCOMPARE(jsonInteger(o, "cached_tokens"), cached);
        QCOMPARE(jsonInteger(o, "bytes"), perToken * cached);
        if (window > 0)
            QCOMPARE(jsonInteger(o, "window"), window);
        else
            QVERIFY(o[QLatin1String("window")].isNull());
        // Full multi-head attention keeps a KV head per query head.
        QCOMPARE(jsonInteger(o, "mha_bytes_per_token"), perToken * heads / kvHeads);
        QCOMPARE(jsonInteger(o, "mha_bytes"), perToken * cached * heads / kvHeads);
        // The sizes are JSON integers, not floating point.
        static const QRegularExpression notInteger(QStringLiteral("[0-9][.eE]"));
        QVERIFY2(!notInteger.match(QString::fromUtf8(r.out)).hasMatch(), r.out.constData());
    }
    // The figures the issue names: 512 KiB a token for Llama 2 7B in fp16, 320 KiB for 70B,
    // 128 KiB for Mistral 7B.
    if (model == QLatin1String("llama-2-7b"))
        QCOMPARE(perToken, 524288LL);
    if (model == QLatin1String("llama-2-70b"))
        QCOMPARE(perToken, 327680LL);
    if (model == QLatin1String("mistral-7b"))
        QCOMPARE(perToken, 131072LL);
}

void TestCliKvCache::custom_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<qint64>("bytesPerToken");
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<qint64>("mhaBytes");
    // Multi-head attention by default: --heads is --kv-heads.
    QTest::newRow("custom, fp16 by default")
        << "--layers 2 --kv-heads 4 --head-dim 8 --tokens 10" << 256LL << 2560LL << 2560LL;
    // Multi-query attention: 1 KV head for 8 query heads.
    QTest::newRow("multi-query") << "--layers 2 --kv-heads 1 --heads 8 --head-dim 8 --tokens 10"
                                 << 64LL << 640LL << 5120LL;
    QTest::newRow("int8, batch 3") << "--layers 2 --kv-heads 4 --head-dim 8 --dtype int8 "
                                      "--tokens 10 --batch 3"
                                   << 128LL << 3840LL << 3840LL;
    // A window caps the tokens kept, and a preset's may be changed or dropped.
    QTest::newRow("window caps") << "--layers 1 --kv-heads 1 --head-dim 1 --dtype fp32 "
                                    "--tokens 100 --window 10"
                                 << 8LL << 80LL << 80LL;
    QTest::newRow("window not reached") << "--layers 1 --kv-heads 1 --head-dim 1 --dtype fp32 "
                                           "--tokens 5 --window 10"
                                        << 8LL << 40LL << 40LL;
    QTest::newRow("mistral, wider window") << "--model mistral-7b --tokens 32768 --window 8192"
                                           << 131072LL << 131072LL * 8192 << 131072LL * 8192 * 4;
    QTest::newRow("mistral, no window") << "--model mistral-7b --tokens 32768 --window none"
                                        << 131072LL << 131072LL * 32768 << 131072LL * 32768 * 4;
    QTest::newRow("llama-2-70b, bf16, batch 8")
        << "--model llama-2-70b --dtype bf16 --tokens 4096 --batch 8" << 327680LL
        << 327680LL * 4096 * 8 << 327680LL * 4096 * 8 * 8;
    QTest::newRow("gpt2 in fp16") << "--model gpt2 --dtype fp16 --tokens 1024" << 36864LL
                                  << 36864LL * 1024 << 36864LL * 1024;
    QTest::newRow("no tokens yet") << "--model gpt2 --tokens 0" << 73728LL << 0LL << 0LL;
}

void TestCliKvCache::custom()
{
    QFETCH(QString, line);
    QFETCH(qint64, bytesPerToken);
    QFETCH(qint64, bytes);
    QFETCH(qint64, mhaBytes);
    const CliRun r = runCli(cliArgs(QStringLiteral("kvcache --json ") + line));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject o = cliJson(r);
    QCOMPARE(jsonInteger(o, "bytes_per_token"), bytesPerToken);
    QCOMPARE(jsonInteger(o, "bytes"), bytes);
    QCOMPARE(jsonInteger(o, "mha_bytes"), mhaBytes);
    if (!line.contains(QLatin1String("--model")))
        QVERIFY(o[QLatin1String("model")].isNull());
}

void TestCliKvCache::textInHumanUnits()
{
    const CliRun r = runCli(cliArgs(QStringLiteral("kvcache --model mistral-7b --tokens 32768")));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    for (const char* says :
         {"mistral-7b: 32 layers, 32 query heads, 8 KV heads, head dim 128, fp16, sliding window "
          "of 4,096 tokens",
          "per token: 128 KiB", "= 131,072 bytes", "tokens cached: 4,096 of 32,768",
          "cache: 512 MiB (536,870,912 bytes)",
          "grouped-query attention with 8 KV heads for 32 query heads: 4\u00d7 smaller than full "
          "multi-head attention\n",
          "full multi-head attention (32 KV heads): 2 GiB (2,147,483,648 bytes)", "binary units"})
        QVERIFY2(out.contains(QString::fromUtf8(says)), qPrintable(out));
    const CliRun llama = runCli(cliArgs(QStringLiteral("kvcache --model llama-2-7b --tokens 4096 "
                                                       "--batch 2")));
    QVERIFY2(llama.exitCode == 0, llama.err.constData());
    const QString text = QString::fromUtf8(llama.out);
    for (const char* says :
         {"per token: 512 KiB", "batch: 2 sequences", "cache: 4 GiB (4,294,967,296 bytes)",
          "multi-head attention: one KV head per query head"})
        QVERIFY2(text.contains(QString::fromUtf8(says)), qPrintable(text));
}

void TestCliKvCache::multiQueryInWords()
{
    const CliRun r = runCli(cliArgs(QStringLiteral("kvcache --layers 1 --kv-heads 1 --heads 32 "
                                                   "--head-dim 128 --tokens 3")));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString text = QString::fromUtf8(r.out);
    for (const char* says :
         {"custom model: 1 layer, 32 query heads, 1 KV head, head dim 128, fp16\n",
          "per token: 512 B\n", "cache: 1.5 KiB (1,536 bytes)",
          "multi-query attention: 1 KV head for 32 query heads, 32\u00d7 smaller than full "
          "multi-head attention"})
        QVERIFY2(text.contains(QString::fromUtf8(says)), qPrintable(text));
}

void TestCliKvCache::refused_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("no layers") << "--layers 0 --kv-heads 8 --head-dim 128 --tokens 10"
                               << QByteArray("--layers: expected a positive whole number, got '0'");
    QTest::newRow("negative layers")
        << "--layers -4 --kv-heads 8 --head-dim 128 --tokens 10"
        << QByteArray("--layers: expected a positive whole number, got '-4'");
    QTest::newRow("heads not a number")
        << "--layers 4 --kv-heads eight --head-dim 128 --tokens 10"
        << QByteArray("--kv-heads: expected a positive whole number, got 'eight'");
    QTest::newRow("head dim missing")
        << "--layers 4 --kv-heads 8 --tokens 10" << QByteArray("--head-dim: missing");
    QTest::newRow("no model at all") << "--tokens 10"
                                     << QByteArray("give --model NAME (llama-2-7b, llama-2-70b, "
                                                   "mistral-7b, gpt2) or --layers");
    QTest::newRow("unknown model")
        << "--model llama-3-8b --tokens 10"
        << QByteArray("--model: \"llama-3-8b\" is not a model AttnLab knows (llama-2-7b, "
                      "llama-2-70b, mistral-7b, gpt2)");
    QTest::newRow("model and layers") << "--model gpt2 --layers 4 --tokens 10"
                                      << QByteArray("--layers: --model gpt2 has its own");
    QTest::newRow("unknown dtype") << "--model gpt2 --dtype fp8 --tokens 10"
                                   << QByteArray("--dtype: \"fp8\" is not a type AttnLab knows "
                                                 "(fp32, fp16, bf16, int8)");
    QTest::newRow("no tokens") << "--model gpt2" << QByteArray("--tokens: missing");
    QTest::newRow("negative tokens")
        << "--model gpt2 --tokens -1" << QByteArray("--tokens: expected a whole number from 0 on");
    QTest::newRow("batch 0") << "--model gpt2 --tokens 1 --batch 0"
                             << QByteArray("--batch: expected a positive whole number, got '0'");
    QTest::newRow("window 0") << "--model gpt2 --tokens 1 --window 0"
                              << QByteArray("--window: expected a positive whole number, got '0' "
                                            "(or none)");
    QTest::newRow("fewer query heads")
        << "--layers 2 --kv-heads 8 --heads 4 --head-dim 8 --tokens 1"
        << QByteArray("--heads: fewer query heads (4) than KV heads (8)");
    QTest::newRow("heads not shared evenly")
        << "--layers 2 --kv-heads 8 --heads 12 --head-dim 8 --tokens 1"
        << QByteArray("--heads: the query heads (12) are not a multiple of the KV heads (8)");
    QTest::newRow("beyond 2^63 a token")
        << "--layers 2147483647 --kv-heads 2147483647 --head-dim 128 --tokens 1"
        << QByteArray("--kv-heads: one token's keys and values would take more than 2^63 bytes");
    QTest::newRow("beyond 2^63") << "--model llama-2-70b --tokens 9223372036854775807"
                                 << QByteArray("--tokens: the cache would take more than 2^63");
    QTest::newRow("layers beyond an int")
        << "--layers 4294967296 --kv-heads 1 --head-dim 1 --tokens 1"
        << QByteArray("--layers: expected at most 2147483647");
    QTest::newRow("unknown option")
        << "--model gpt2 --tokens 1 --precision fp16" << QByteArray("Unknown option 'precision'");
}

void TestCliKvCache::refused()
{
    QFETCH(QString, line);
    QFETCH(QByteArray, message);
    for (const bool asJson : {false, true}) {
        const CliRun r = runCli(cliArgs(QStringLiteral("kvcache ") + line +
                                        (asJson ? QStringLiteral(" --json") : QString())));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY2(r.err.contains("kvcache: " + message), r.err.constData());
    }
}

void TestCliKvCache::decodeStep()
{
    // The usual fields, the cache read per step (K and V: 2 · n · d · heads float32 numbers)
    // and memcpy's bandwidth; no timing is checked (speed is for benchmarks that print it).
    const QStringList common =
        cliArgs(QStringLiteral("bench --decode --n 64 --d 16 --heads 2 --warmups 0 --repeats 1"));
    const CliRun r = runCli(common + QStringList{QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject o = cliJson(r);
    for (const char* key : {"kind", "backend", "decode", "n", "d", "heads", "causal", "threads",
                            "median_ms", "min_ms", "max_ms", "gflops", "cache_bytes", "cache_gbps",
                            "copy_bytes", "copy_gbps", "ratio"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o[QLatin1String("backend")].toString(), QStringLiteral("cpu"));
    QVERIFY(o[QLatin1String("decode")].toBool());
    QCOMPARE(jsonInteger(o, "n"), 64LL);
    QCOMPARE(jsonInteger(o, "cache_bytes"), 2LL * 64 * 16 * 2 * 4);
    QVERIFY(jsonInteger(o, "copy_bytes") >= 256LL << 20); // well above a last-level cache
    for (const char* key : {"median_ms", "cache_gbps", "copy_gbps", "ratio"}) {
        const double v = o[QLatin1String(key)].toDouble();
        QVERIFY2(std::isfinite(v) && v > 0, key);
    }
    QVERIFY(std::abs(o[QLatin1String("ratio")].toDouble() -
                     o[QLatin1String("cache_gbps")].toDouble() /
                         o[QLatin1String("copy_gbps")].toDouble()) < 1e-9);
    const CliRun text = runCli(common);
    QVERIFY2(text.exitCode == 0, text.err.constData());
    for (const char* says : {"decoding step, backend cpu", "1 query against a cache of 64 tokens",
                             "cache read per step: 0.0 MiB", "GB/s of cache read",
                             "memcpy in the same run: ", "decode / memcpy: ", "GB = 10^9 bytes"})
        QVERIFY2(text.out.contains(says), text.out.constData());
}

void TestCliKvCache::decodeRefused_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("reference") << "--backend reference --n 64"
                               << QByteArray("--decode runs on the cpu backend");
    QTest::newRow("causal") << "--n 64 --causal" << QByteArray("leave out --causal");
    QTest::newRow("map") << "--n 64 --map" << QByteArray("--decode and --map");
    QTest::newRow("linear") << "--n 64 --kind linear"
                            << QByteArray("--decode times softmax attention");
    QTest::newRow("n 0") << "--n 0" << QByteArray("--n: expected 1 to 131072");
    QTest::newRow("over the budget")
        << "--n 131072 --d 4096" << QByteArray("more than the limit of 8 GiB");
}

void TestCliKvCache::decodeRefused()
{
    QFETCH(QString, line);
    QFETCH(QByteArray, message);
    const CliRun r = runCli(cliArgs(QStringLiteral("bench --decode ") + line));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliKvCache)
#include "tst_clikvcache.moc"
