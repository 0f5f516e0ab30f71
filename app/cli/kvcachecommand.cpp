#include "kvcachecommand.h"

#include "inputerror.h"
#include "kvcache.h"
#include "kvcachetext.h"
#include "quote.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <climits>
#include <optional>

namespace attnlab {

namespace {

constexpr int InvalidInput = 2;

int fail(QTextStream& err, const QString& message)
{
    err << QCoreApplication::applicationName()
        << ": kvcache: " << QString::fromStdString(escapeControlCharacters(message.toStdString()))
        << Qt::endl;
    return InvalidInput;
}

/// The option a field of core/kvcache.h is given by: "kv_heads" -> "--kv-heads".
QString optionOf(const std::string& field)
{
    return QStringLiteral("--") + QString::fromStdString(field).replace(u'_', u'-');
}

/// A whole number from `minimum` to `maximum`, or a message naming the option.
std::optional<qint64> wholeNumber(const QString& name, const QString& text, qint64 minimum,
                                  qint64 maximum, QString* error)
{
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (ok && value >= minimum && value <= maximum)
        return value;
    *error =
        minimum == 1
            ? QStringLiteral("--%1: expected a positive whole number, got '%2'").arg(name, text)
            : QStringLiteral("--%1: expected a whole number from %2 on, got '%3'")
                  .arg(name)
                  .arg(minimum)
                  .arg(text);
    if (ok && value > maximum)
        *error =
            QStringLiteral("--%1: expected at most %2, got '%3'").arg(name).arg(maximum).arg(text);
    return std::nullopt;
}

} // namespace

int runKvCacheCommand(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QStringList models;
    for (const KvCacheModel& m : kvCacheModels())
        models << QString::fromStdString(m.name);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral(
            "What a KV cache costs: a decoder keeps, in every layer, the keys and values of "
            "every earlier token for each KV head.\n"
            "  bytes per token = 2 (K and V) x layers x kv_heads x head_dim x bytes per number\n"
            "  bytes = bytes per token x min(tokens, window) x batch\n\n"
            "  kvcache --model NAME --tokens T [--dtype D] [--batch B] [--window W|none] "
            "[--json]\n"
            "  kvcache --layers L --kv-heads H --head-dim D [--heads Q] --tokens T ...\n\n"
            "Models (their published configurations): %1. Multi-query and grouped-query "
            "attention (fewer KV heads than query heads) are compared with full multi-head "
            "attention. Sizes are shown in binary units (1 KiB = 1024 bytes) and in bytes; "
            "--json prints every size as an integer.\n"
            "Exit status: 0 success, 2 invalid options.")
            .arg(models.join(QStringLiteral(", "))));
    parser.addPositionalArgument(QStringLiteral("kvcache"), QStringLiteral("the command"));
    const QCommandLineOption model(QStringLiteral("model"),
                                   QStringLiteral("A preset: %1.").arg(models.join(u'|')),
                                   QStringLiteral("NAME"));
    const QCommandLineOption layers(QStringLiteral("layers"), QStringLiteral("Layers."),
                                    QStringLiteral("L"));
    const QCommandLineOption kvHeads(QStringLiteral("kv-heads"),
                                     QStringLiteral("Key/value heads (1: multi-query attention)."),
                                     QStringLiteral("H"));
    const QCommandLineOption headDim(QStringLiteral("head-dim"),
                                     QStringLiteral("Dimension of each head's keys and values."),
                                     QStringLiteral("D"));
    const QCommandLineOption heads(
        QStringLiteral("heads"),
        QStringLiteral("Query heads, a multiple of --kv-heads (default: --kv-heads)."),
        QStringLiteral("Q"));
    const QCommandLineOption dtype(
        QStringLiteral("dtype"),
        QStringLiteral("fp32, fp16, bf16 or int8 (default: the model's, fp16 without --model)."),
        QStringLiteral("TYPE"));
    const QCommandLineOption tokens(QStringLiteral("tokens"),
                                    QStringLiteral("Tokens in the context (prompt and output)."),
                                    QStringLiteral("T"));
    const QCommandLineOption batch(QStringLiteral("batch"),
                                   QStringLiteral("Sequences decoded together (default 1)."),
                                   QStringLiteral("B"), QStringLiteral("1"));
    const QCommandLineOption window(
        QStringLiteral("window"),
        QStringLiteral("A sliding window: at most W tokens are kept (none: no window, even for a "
                       "model that has one)."),
        QStringLiteral("W"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object."));
    parser.addOptions({model, layers, kvHeads, headDim, heads, dtype, tokens, batch, window, json});
    parser.addHelpOption();
    if (!parser.parse(arguments))
        return fail(err, parser.errorText() + QLatin1Char('\n') +
                             QStringLiteral("Try '%1 kvcache --help'.")
                                 .arg(QCoreApplication::applicationName()));
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        out.flush();
        return 0;
    }
    if (parser.positionalArguments().size() > 1)
        return fail(
            err,
            QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().at(1)));

    QString error;
    const auto number = [&](const QCommandLineOption& option, qint64 minimum, qint64 maximum) {
        return wholeNumber(option.names().constFirst(), parser.value(option), minimum, maximum,
                           &error);
    };

    // The model: a preset, or the three numbers of a custom one.
    KvCacheModel config;
    const QList<const QCommandLineOption*> custom{&layers, &kvHeads, &headDim, &heads};
    try {
        if (parser.isSet(model)) {
            for (const QCommandLineOption* option : custom)
                if (parser.isSet(*option))
                    return fail(err, QStringLiteral("--%1: --model %2 has its own configuration; "
                                                    "give --model or --layers, --kv-heads and "
                                                    "--head-dim, not both")
                                         .arg(option->names().constFirst(), parser.value(model)));
            config = kvCacheModel(parser.value(model).toStdString());
        } else {
            if (!parser.isSet(layers) && !parser.isSet(kvHeads) && !parser.isSet(headDim))
                return fail(err, QStringLiteral("give --model NAME (%1) or --layers, --kv-heads "
                                                "and --head-dim")
                                     .arg(models.join(QStringLiteral(", "))));
            for (const QCommandLineOption* option : {&layers, &kvHeads, &headDim})
                if (!parser.isSet(*option))
                    return fail(err, QStringLiteral("--%1: missing; a model without --model needs "
                                                    "--layers, --kv-heads and --head-dim")
                                         .arg(option->names().constFirst()));
            config.name.clear();
            config.dtype = "fp16";
            int* fields[] = {&config.layers, &config.kvHeads, &config.headDim};
            const QCommandLineOption* options[] = {&layers, &kvHeads, &headDim};
            for (int i = 0; i < 3; ++i) {
                const auto v = number(*options[i], 1, INT_MAX);
                if (!v)
                    return fail(err, error);
                *fields[i] = static_cast<int>(*v);
            }
            config.heads = config.kvHeads;
            if (parser.isSet(heads)) {
                const auto v = number(heads, 1, INT_MAX);
                if (!v)
                    return fail(err, error);
                config.heads = static_cast<int>(*v);
                if (const QString problem = KvCacheText::headsProblem(config.heads, config.kvHeads);
                    !problem.isEmpty())
                    return fail(err, QStringLiteral("--heads: ") + problem);
            }
        }
        const std::string type =
            parser.isSet(dtype) ? parser.value(dtype).toStdString() : config.dtype;
        const int bytesPerNumber = dtypeBytes(type);
        config.dtype = type;

        if (!parser.isSet(tokens))
            return fail(err, QStringLiteral("--tokens: missing; how many tokens the cache holds"));
        const auto tokenCount = number(tokens, 0, LLONG_MAX);
        if (!tokenCount)
            return fail(err, error);
        const auto batchSize = number(batch, 1, LLONG_MAX);
        if (!batchSize)
            return fail(err, error);
        if (parser.isSet(window)) {
            if (parser.value(window) == QLatin1String("none")) {
                config.window.reset();
            } else {
                const auto w = number(window, 1, LLONG_MAX);
                if (!w)
                    return fail(err, error + QStringLiteral(" (or none)"));
                config.window = *w;
            }
        }

        const std::int64_t perToken = kvCacheBytesPerToken(config, type);
        const std::int64_t bytes = kvCacheBytes(config, type, *tokenCount, *batchSize);
        // Full multi-head attention keeps a KV head per query head.
        KvCacheModel mha = config;
        mha.kvHeads = config.heads;
        // Only a comparison: where it alone passes 2^63 bytes it says so (null in JSON) instead
        // of refusing what was asked, which fits.
        std::optional<std::int64_t> mhaPerToken, mhaBytes;
        try {
            mhaPerToken = kvCacheBytesPerToken(mha, type);
            mhaBytes = kvCacheBytes(mha, type, *tokenCount, *batchSize);
        } catch (const InputError&) {
        }
        const auto jsonBytes = [](const std::optional<std::int64_t>& b) {
            return b ? QJsonValue(qint64(*b)) : QJsonValue(QJsonValue::Null);
        };
        const std::int64_t cached =
            config.window ? std::min<std::int64_t>(*tokenCount, *config.window) : *tokenCount;

        if (parser.isSet(json)) {
            const QJsonObject object{
                {QStringLiteral("model"), config.name.empty()
                                              ? QJsonValue(QJsonValue::Null)
                                              : QJsonValue(QString::fromStdString(config.name))},
                {QStringLiteral("layers"), config.layers},
                {QStringLiteral("heads"), config.heads},
                {QStringLiteral("kv_heads"), config.kvHeads},
                {QStringLiteral("head_dim"), config.headDim},
                {QStringLiteral("dtype"), QString::fromStdString(type)},
                {QStringLiteral("bytes_per_number"), bytesPerNumber},
                {QStringLiteral("tokens"), *tokenCount},
                {QStringLiteral("cached_tokens"), qint64(cached)},
                {QStringLiteral("batch"), *batchSize},
                {QStringLiteral("window"),
                 config.window ? QJsonValue(qint64(*config.window)) : QJsonValue(QJsonValue::Null)},
                {QStringLiteral("bytes_per_token"), qint64(perToken)},
                {QStringLiteral("bytes"), qint64(bytes)},
                {QStringLiteral("mha_bytes_per_token"), jsonBytes(mhaPerToken)},
                {QStringLiteral("mha_bytes"), jsonBytes(mhaBytes)}};
            out << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact))
                << Qt::endl;
            return 0;
        }

        // The command-line tool speaks English: grouped digits, no translation.
        const QLocale en(QLocale::English, QLocale::UnitedStates);
        const auto count = [&](qint64 n) { return en.toString(n); };
        // "1 layer", "32 layers"
        const auto counted = [&](qint64 n, const char* noun) -> QString {
            return count(n) + u' ' + QLatin1String(noun) +
                   (n == 1 ? QString() : QStringLiteral("s"));
        };
        const auto size = [&](std::int64_t b) {
            return QStringLiteral("%1 (%2 bytes)").arg(KvCacheText::bytes(b, en), count(b));
        };
        out << (config.name.empty() ? QStringLiteral("custom model")
                                    : QString::fromStdString(config.name))
            << QStringLiteral(": %1, %2, %3, head dim %4, %5")
                   .arg(counted(config.layers, "layer"), counted(config.heads, "query head"),
                        counted(config.kvHeads, "KV head"), count(config.headDim),
                        QString::fromStdString(type));
        if (config.window)
            out << QStringLiteral(", sliding window of %1 tokens").arg(count(*config.window));
        out << '\n';
        out << QStringLiteral("per token: %1\n  = %2\n")
                   .arg(KvCacheText::bytes(perToken, en),
                        KvCacheText::perTokenFormula(config, QString::fromStdString(type), perToken,
                                                     en));
        if (config.window && *tokenCount > *config.window)
            out << QStringLiteral("tokens cached: %1 of %2 (the sliding window keeps the last "
                                  "%1)\n")
                       .arg(count(cached), count(*tokenCount));
        else
            out << QStringLiteral("tokens cached: %1\n").arg(count(cached));
        if (*batchSize > 1)
            out << QStringLiteral("batch: %1 sequences\n").arg(count(*batchSize));
        out << QStringLiteral("cache: %1\n").arg(size(bytes));
        out << KvCacheText::attentionKind(config.heads, config.kvHeads, en) << '\n';
        if (config.kvHeads < config.heads)
            out << QStringLiteral("full multi-head attention (%1 KV heads): %2\n")
                       .arg(count(config.heads),
                            mhaBytes ? size(*mhaBytes) : QStringLiteral("more than 2^63 bytes"));
        out << KvCacheText::unitsNote(en) << Qt::endl;
        return 0;
    } catch (const InputError& e) {
        return fail(err, optionOf(e.where()) + QStringLiteral(": ") +
                             QString::fromStdString(e.detail()));
    }
}

} // namespace attnlab
