#include "translatecommand.h"

#include "inputerror.h"
#include "translator.h"
#include "translatormodel.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>

#include <nlohmann/json.hpp>

#include <optional>

namespace attnlab {

/// The context of the command's messages for the translation files.
class TranslateCommand
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::TranslateCommand)
};

namespace {

constexpr int InvalidInput = 2;
constexpr int ModelMissing = 1;
constexpr int OutputFailed = 1;

int fail(QTextStream& err, const QString& message, int code = InvalidInput)
{
    err << QCoreApplication::applicationName() << ": translate: " << message << Qt::endl;
    return code;
}

QString fromStd(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace

int runTranslateCommand(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(TranslateCommand::tr(
        "Translate an English sentence into French or Brazilian Portuguese with AttnLab's "
        "trained Transformer (an nn.Transformer encoder-decoder trained by "
        "scripts/models/train_translator.py; docs/translator-model.md), decoding greedily "
        "and recording every attention.\n\n"
        "  translate \"the black cat sleeps\" --to fr [--model DIR] [--json]\n\n"
        "--json prints \"source_tokens\", \"decoder_input_tokens\", \"translation\", "
        "\"encoder_self_attention\", \"decoder_self_attention\" and \"cross_attention\" "
        "([layer][head][query][key]).\n"
        "--stack-out FILE.npy writes the encoder self-attention as a (layers, heads, n, n) "
        "stack and its tokens to FILE.tokens.txt, for rollout, flow and heads.\n"
        "Exit status: 0 success, 1 the shipped model cannot be read, 2 invalid input (an "
        "unknown word, with the nearest known words; a model that cannot be read)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("translate"), TranslateCommand::tr("the command"));
    parser.addPositionalArgument(QStringLiteral("sentence"),
                                 TranslateCommand::tr("The English sentence."));
    const QCommandLineOption to(QStringLiteral("to"),
                                TranslateCommand::tr("The target language: fr or pt."),
                                TranslateCommand::tr("LANG"));
    const QCommandLineOption model(
        QStringLiteral("model"),
        TranslateCommand::tr(
            "A model folder (config.json, weights.npz) written by the training script's export "
            "function; default the shipped model."),
        TranslateCommand::tr("DIR"));
    const QCommandLineOption json(
        QStringLiteral("json"),
        TranslateCommand::tr("Print the tokens and every attention as JSON."));
    const QCommandLineOption bench(
        QStringLiteral("bench"),
        TranslateCommand::tr(
            "Translate N times and print the time per translation (every attention recorded)."),
        TranslateCommand::tr("N"));
    const QCommandLineOption stackOut(
        QStringLiteral("stack-out"),
        TranslateCommand::tr(
            "Write the encoder self-attention, shape (layers, heads, n, n), to FILE.npy and its "
            "n source tokens to FILE.tokens.txt beside it: what rollout, flow and heads read."),
        TranslateCommand::tr("FILE.npy"));
    parser.addOptions({to, model, json, bench, stackOut});
    if (!parser.parse(arguments))
        return fail(err, parser.errorText() + QLatin1Char('\n') +
                             TranslateCommand::tr("Try '%1 translate --help'.")
                                 .arg(QCoreApplication::applicationName()));
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        out.flush();
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return fail(err, TranslateCommand::tr(
                             "no sentence given, e.g. translate \"the black cat sleeps\" --to fr"));
    if (positional.size() > 2)
        return fail(err, TranslateCommand::tr("unexpected argument '%1' (quote the sentence)")
                             .arg(positional.at(2)));
    if (!parser.isSet(to))
        return fail(err, TranslateCommand::tr("--to: choose the target language, fr or pt"));
    int repeats = 0;
    if (parser.isSet(bench)) {
        bool ok = false;
        repeats = parser.value(bench).toInt(&ok);
        if (!ok || repeats < 1 || repeats > 100000)
            return fail(err, TranslateCommand::tr(
                                 "--bench: expected a whole number from 1 to 100000, got '%1'")
                                 .arg(parser.value(bench)));
    }

    const QString stackPath = parser.value(stackOut);
    if (parser.isSet(stackOut) && !stackPath.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive))
        return fail(err, TranslateCommand::tr("--stack-out: expected a .npy file name, got '%1'")
                             .arg(stackPath));
    if (parser.isSet(stackOut) && parser.isSet(bench))
        return fail(err, TranslateCommand::tr("--stack-out and --bench exclude each other"));

    std::optional<Translator> translator;
    const QString dir = parser.isSet(model) ? parser.value(model) : translatorModelDir();
    try {
        translator = loadTranslatorModel(dir);
    } catch (const InputError& e) {
        return fail(err,
                    TranslateCommand::tr("the model cannot be read: %1").arg(fromStd(e.what())),
                    parser.isSet(model) ? InvalidInput : ModelMissing);
    }
    const std::string sentence = positional.at(1).toStdString();
    const std::string language = parser.value(to).toStdString();
    Translation t;
    try {
        t = translator->translate(sentence, language);
    } catch (const UnknownWordError& e) {
        QStringList nearest;
        for (const std::string& w : e.nearest())
            nearest << QLatin1Char('"') + fromStd(w) + QLatin1Char('"');
        return fail(err, TranslateCommand::tr(
                             "unknown word \"%1\": it is not in the model's English vocabulary; "
                             "nearest known words: %2")
                             .arg(fromStd(e.word()), nearest.join(QStringLiteral(", "))));
    } catch (const InputError& e) {
        return fail(err, fromStd(e.what()));
    }

    if (repeats > 0) {
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < repeats; ++i)
            t = translator->translate(sentence, language);
        const double ms = double(timer.nsecsElapsed()) / 1e6 / repeats;
        out << TranslateCommand::tr(
                   "%1 words, %2 decoding steps: %3 ms per translation (mean of %4, every "
                   "attention recorded: Q, K, V, scores and weights of every layer and head)")
                   .arg(t.sourceTokens.size() - 1)
                   .arg(t.decoderInputTokens.size())
                   .arg(ms, 0, 'f', 3)
                   .arg(repeats)
            << Qt::endl;
        return 0;
    }
    if (parser.isSet(stackOut)) {
        // NAME.npy and NAME.tokens.txt, as the third tab and attnlab-cli rollout find them
        if (const QString error = writeEncoderStack(stackPath, t); !error.isEmpty())
            return fail(err, error, OutputFailed);
    }
    if (parser.isSet(json)) {
        nlohmann::ordered_json j;
        j["source_tokens"] = t.sourceTokens;
        j["decoder_input_tokens"] = t.decoderInputTokens;
        j["translation"] = t.text;
        j["encoder_self_attention"] = attentionJson(t.encoderSelf);
        j["decoder_self_attention"] = attentionJson(t.decoderSelf);
        j["cross_attention"] = attentionJson(t.cross);
        out << fromStd(j.dump()) << Qt::endl;
        return 0;
    }
    out << fromStd(t.text) << Qt::endl;
    return 0;
}

} // namespace attnlab
