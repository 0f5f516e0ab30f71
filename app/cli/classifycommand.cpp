#include "classifycommand.h"

#include "imageinput.h"
#include "inputerror.h"
#include "quote.h"
#include "scenariofile.h"
#include "vit.h"
#include "vitmodel.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <optional>

namespace attnlab {

/// The context of the command's messages for the translation files.
class ClassifyCommand
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::ClassifyCommand)
};

namespace {

constexpr int InvalidInput = 2;
constexpr int ModelMissing = 1;

/// The message on one line of stderr, escaped: the picture's name is the user's.
int fail(QTextStream& err, const QString& message, int code = InvalidInput)
{
    err << QCoreApplication::applicationName()
        << ": classify: " << fromStd(escapeControlCharacters(toStd(message))) << Qt::endl;
    return code;
}

} // namespace

int runClassifyCommand(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(ClassifyCommand::tr(
        "Say what a picture holds with AttnLab's trained vision transformer (a small ViT "
        "trained by scripts/models/train_vit.py on scenes of sky and grass with balls, squares "
        "and triangles; docs/vit-model.md), recording every attention.\n\n"
        "  classify PICTURE.png [--model DIR] [--json]\n\n"
        "The picture is brought to the model's input size by area averaging (each pixel the "
        "mean of the pixels it covers; the aspect ratio is not kept).\n"
        "--json prints \"picture\", \"original_size\", \"model_size\", \"resized\", "
        "\"classes\" (name, probability, present), \"tokens\" and \"attention\" "
        "([layer][head][query][key]).\n"
        "Exit status: 0 success, 1 the shipped model cannot be read, 2 invalid input (a "
        "picture or a model that cannot be read)."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("classify"), ClassifyCommand::tr("the command"));
    parser.addPositionalArgument(QStringLiteral("picture"),
                                 ClassifyCommand::tr("The picture (PNG, JPEG, …)."));
    const QCommandLineOption model(
        QStringLiteral("model"),
        ClassifyCommand::tr(
            "A model folder (config.json, weights.npz) written by the training script's export "
            "function; default the shipped model."),
        ClassifyCommand::tr("DIR"));
    const QCommandLineOption json(
        QStringLiteral("json"),
        ClassifyCommand::tr("Print the classes, the tokens and every attention as JSON."));
    parser.addOptions({model, json});
    if (!parser.parse(arguments))
        return fail(err, parser.errorText() + QLatin1Char('\n') +
                             ClassifyCommand::tr("Try '%1 classify --help'.")
                                 .arg(QCoreApplication::applicationName()));
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        out.flush();
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 2)
        return fail(err, ClassifyCommand::tr("no picture given, e.g. classify red-ball.png"));
    if (positional.size() > 2)
        return fail(err, ClassifyCommand::tr("unexpected argument '%1'").arg(positional.at(2)));

    std::optional<Vit> vit;
    const QString dir = parser.isSet(model) ? parser.value(model) : vitModelDir();
    try {
        vit = loadVitModel(dir);
    } catch (const InputError& e) {
        return fail(err, ClassifyCommand::tr("the model cannot be read: %1").arg(fromStd(e.what())),
                    parser.isSet(model) ? InvalidInput : ModelMissing);
    }
    const QString path = positional.at(1);
    ImagePixels picture;
    try {
        picture = decodeImage(path.toStdString());
    } catch (const InputError& e) {
        return fail(err,
                    ClassifyCommand::tr("the picture cannot be read: %1").arg(fromStd(e.what())));
    }
    const ImagePixels input = vit->fitPicture(picture);
    const bool resized = input.width != picture.width || input.height != picture.height;
    const VitResult r = vit->classify(input);
    const VitConfig& c = vit->config();

    if (parser.isSet(json)) {
        nlohmann::ordered_json j;
        j["picture"] = path.toStdString();
        j["original_size"] = {picture.width, picture.height};
        j["model_size"] = {input.width, input.height};
        j["resized"] = resized;
        nlohmann::ordered_json classes = nlohmann::ordered_json::array();
        for (std::size_t i = 0; i < c.classes.size(); ++i)
            classes.push_back({{"name", c.classes[i]},
                               {"probability", r.probabilities(Eigen::Index(i))},
                               {"present", r.probabilities(Eigen::Index(i)) >= 0.5}});
        j["classes"] = std::move(classes);
        j["tokens"] = r.tokens;
        j["attention"] = attentionJson(r.layers);
        out << fromStd(j.dump()) << Qt::endl;
        return 0;
    }
    if (resized)
        out << ClassifyCommand::tr("%1: resized from %2 × %3 to %4 × %5 pixels by area averaging "
                                   "(the model's input)")
                   .arg(path)
                   .arg(picture.width)
                   .arg(picture.height)
                   .arg(input.width)
                   .arg(input.height)
            << Qt::endl;
    else
        out << ClassifyCommand::tr("%1: %2 × %3 pixels (the model's input size)")
                   .arg(path)
                   .arg(picture.width)
                   .arg(picture.height)
            << Qt::endl;
    QStringList present;
    for (std::size_t i = 0; i < c.classes.size(); ++i) {
        const double p = r.probabilities(Eigen::Index(i));
        if (p >= 0.5)
            present << fromStd(c.classes[i]);
        out << QStringLiteral("  %1  %2  %3")
                   .arg(fromStd(c.classes[i]), -10)
                   .arg(p, 6, 'f', 4)
                   .arg(p >= 0.5 ? ClassifyCommand::tr("present") : ClassifyCommand::tr("absent"))
            << Qt::endl;
    }
    out << (present.isEmpty() ? ClassifyCommand::tr("The picture holds none of the classes.")
                              : ClassifyCommand::tr("The picture holds: %1.")
                                    .arg(present.join(QStringLiteral(", "))))
        << Qt::endl;
    return 0;
}

} // namespace attnlab
