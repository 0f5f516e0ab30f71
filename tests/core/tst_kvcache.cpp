// What a KV cache costs: bytes per token = 2 · layers · kv_heads · head_dim · bytes per number,
// times the cached tokens (capped by a sliding window) and the batch, for the published
// configurations of real models; bad values refused naming the field.
#include "inputerror.h"
#include "kvcache.h"

#include <QtTest>

using namespace attnlab;

class TestKvCache : public QObject
{
    Q_OBJECT

private slots:
    void presets_data();
    void presets();
    void groupedQueryAttentionSaves();
    void refused_data();
    void refused();
};

void TestKvCache::presets_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<qint64>("perToken");
    QTest::addColumn<qint64>("bytes");
    // 2 · 32 · 32 · 128 · 2 = 524,288 bytes (half a MiB) a token; 4,096 tokens: 2 GiB.
    QTest::newRow("llama-2-7b fp16, 4096") << "llama-2-7b"
                                           << "fp16" << 4096LL << 1LL << 524288LL << 2147483648LL;
    // 8 KV heads for 64 query heads: 2 · 80 · 8 · 128 · 2 = 327,680 bytes a token.
    QTest::newRow("llama-2-70b fp16, 1000 × 2")
        << "llama-2-70b"
        << "fp16" << 1000LL << 2LL << 327680LL << 655360000LL;
    // Mistral's window of 4,096 caps the cache: 32,768 tokens cost as much as 4,096.
    QTest::newRow("mistral-7b fp16, 32768") << "mistral-7b"
                                            << "fp16" << 32768LL << 1LL << 131072LL << 536870912LL;
    QTest::newRow("mistral-7b fp16, 100") << "mistral-7b"
                                          << "fp16" << 100LL << 1LL << 131072LL << 13107200LL;
    QTest::newRow("gpt2 fp32, 1024") << "gpt2"
                                     << "fp32" << 1024LL << 1LL << 73728LL << 75497472LL;
    QTest::newRow("gpt2 int8, 0 tokens") << "gpt2"
                                         << "int8" << 0LL << 1LL << 18432LL << 0LL;
    QTest::newRow("llama-2-7b bf16, batch 8") << "llama-2-7b"
                                              << "bf16" << 10LL << 8LL << 524288LL << 41943040LL;
}

void TestKvCache::presets()
{
    QFETCH(QString, model);
    QFETCH(QString, dtype);
    QFETCH(qint64, tokens);
    QFETCH(qint64, batch);
    QFETCH(qint64, perToken);
    QFETCH(qint64, bytes);
    const KvCacheModel& m = kvCacheModel(model.toStdString());
    QCOMPARE(kvCacheBytesPerToken(m, dtype.toStdString()), perToken);
    QCOMPARE(kvCacheBytes(m, dtype.toStdString(), tokens, batch), bytes);
}

void TestKvCache::groupedQueryAttentionSaves()
{
    // Against full multi-head attention (kv_heads = heads), grouped-query attention keeps
    // heads / kv_heads times less: 8 times for Llama 2 70B.
    KvCacheModel gqa = kvCacheModel("llama-2-70b");
    KvCacheModel mha = gqa;
    mha.kvHeads = mha.heads;
    QCOMPARE(kvCacheBytesPerToken(mha, "fp16") / kvCacheBytesPerToken(gqa, "fp16"), 8);
}

void TestKvCache::refused_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<qint64>("batch");
    QTest::addColumn<QString>("where");
    QTest::newRow("no layers") << 0 << 8 << "fp16" << 10LL << 1LL << "layers";
    QTest::newRow("negative heads") << 4 << -1 << "fp16" << 10LL << 1LL << "kv_heads";
    QTest::newRow("unknown dtype") << 4 << 8 << "fp8" << 10LL << 1LL << "dtype";
    QTest::newRow("negative tokens") << 4 << 8 << "fp16" << -1LL << 1LL << "tokens";
    QTest::newRow("no batch") << 4 << 8 << "fp16" << 10LL << 0LL << "batch";
    QTest::newRow("beyond 2^63") << 4 << 8 << "fp32" << (1LL << 60) << 1LL << "tokens";
    // 2 · 4 · (2^31 - 1)^2 · 128 bytes a token is more than 2^63: refused at the factor that
    // overflows, never wrapped around.
    QTest::newRow("a token beyond 2^63")
        << 2147483647 << 2147483647 << "fp32" << 1LL << 1LL << "kv_heads";
}

void TestKvCache::refused()
{
    QFETCH(int, layers);
    QFETCH(int, kvHeads);
    QFETCH(QString, dtype);
    QFETCH(qint64, tokens);
    QFETCH(qint64, batch);
    QFETCH(QString, where);
    KvCacheModel m{"custom", layers, 8, kvHeads, 128, std::nullopt, "fp16"};
    try {
        kvCacheBytes(m, dtype.toStdString(), tokens, batch);
        QFAIL("accepted");
    } catch (const InputError& e) {
        QCOMPARE(QString::fromStdString(e.where()), where);
    }
    QVERIFY_THROWS_EXCEPTION(InputError, kvCacheModel("llama-3-8b"));
}

QTEST_GUILESS_MAIN(TestKvCache)
#include "tst_kvcache.moc"
