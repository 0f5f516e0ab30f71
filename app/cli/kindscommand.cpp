#include "kindscommand.h"

#include "attentionkind.h"
#include "kinddescription.h"
#include "kinds.h"
#include "quote.h"
#include "scenariofile.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <nlohmann/json.hpp>

namespace attnlab {

/// The context of the command's messages for the translation files.
class KindsCommand
{
    Q_DECLARE_TR_FUNCTIONS(attnlab::KindsCommand)
};

namespace {

const char* shapeName(StageShape shape)
{
    switch (shape) {
    case StageShape::QueryKey:
        return "query_key";
    case StageShape::QueryFeature:
        return "query_feature";
    case StageShape::KeyFeature:
        return "key_feature";
    case StageShape::FeatureFeature:
        return "feature_feature";
    case StageShape::Vector:
        return "vector";
    case StageShape::Grid:
        return "grid";
    case StageShape::ChannelGrid:
        return "channel_grid";
    }
    return "";
}

const char* rangeName(ValueRange range)
{
    switch (range) {
    case ValueRange::Signed:
        return "signed";
    case ValueRange::Probability:
        return "probability";
    case ValueRange::NonNegative:
        return "non_negative";
    }
    return "";
}

const char* masksName(KindCapabilities::Masks masks)
{
    switch (masks) {
    case KindCapabilities::Masks::None:
        return "none";
    case KindCapabilities::Masks::CausalOnly:
        return "causal";
    case KindCapabilities::Masks::Any:
        return "any";
    }
    return "";
}

nlohmann::json kindJson(const std::string& id)
{
    const AttentionKind& kind = attentionKind(id);
    const KindCapabilities can = kind.capabilities();
    nlohmann::json stages = nlohmann::json::array();
    for (const StageSpec& s : kind.stages())
        stages.push_back({{"id", s.id},
                          {"shape", shapeName(s.shape)},
                          {"range", rangeName(s.range)},
                          {"per_head", s.perHead},
                          {"maskable", s.maskable},
                          {"meaning", s.meaning}});
    return {{"id", id},
            {"name", toStd(kindDescription(id).displayName())},
            {"default_stage", kind.stages().at(std::size_t(kind.defaultStage())).id},
            {"stages", stages},
            {"backends", kind.backends()},
            {"capabilities",
             {{"input", can.queryKeyValue ? "query_key_value" : "own"},
              {"masks", masksName(can.masks)},
              {"sparse_patterns", can.sparsePatterns},
              {"decoding", can.decoding},
              {"image_patches", can.imagePatches},
              {"long_input_overview", can.longInputOverview},
              {"heads", can.heads},
              {"scaling", can.scaling}}}};
}

QString yesNo(bool value)
{
    return value ? KindsCommand::tr("yes") : KindsCommand::tr("no");
}

QString kindText(const std::string& id)
{
    const AttentionKind& kind = attentionKind(id);
    const KindCapabilities can = kind.capabilities();
    QStringList stages;
    for (int i = 0; i < int(kind.stages().size()); ++i)
        stages << fromStd(kind.stages()[std::size_t(i)].id) +
                      (i == kind.defaultStage() ? QStringLiteral("*") : QString());
    QStringList backends;
    for (const std::string& b : kind.backends())
        backends << fromStd(b);
    const QString masks = can.masks == KindCapabilities::Masks::Any ? KindsCommand::tr("any")
                          : can.masks == KindCapabilities::Masks::CausalOnly
                              ? KindsCommand::tr("causal only")
                              : KindsCommand::tr("none");
    QString text = fromStd(id) + QStringLiteral(" \u2014 ") + kindDescription(id).displayName() +
                   QLatin1Char('\n');
    text +=
        KindsCommand::tr("  stages: %1 (* shown first)\n").arg(stages.join(QStringLiteral(", ")));
    text += KindsCommand::tr("  backends: %1\n").arg(backends.join(QStringLiteral(", ")));
    text += KindsCommand::tr("  input: %1; masks: %2; sparse patterns: %3; decoding: %4; "
                             "picture patches: %5; long inputs shown as an overview: %6\n")
                .arg(can.queryKeyValue ? KindsCommand::tr("queries, keys and values")
                                       : KindsCommand::tr("its own"),
                     masks, yesNo(can.sparsePatterns), yesNo(can.decoding), yesNo(can.imagePatches),
                     yesNo(can.longInputOverview));
    text += KindsCommand::tr("  several heads: %1; scaled scores: %2\n")
                .arg(yesNo(can.heads), yesNo(can.scaling));
    return text;
}

} // namespace

int runKindsCommand(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(KindsCommand::tr(
        "kinds [--json]\n\n"
        "The kinds of attention this build computes: the id a scenario gives in \"kind\", the "
        "name, the stages (* the one shown first), the backends (compute --backend) and what "
        "each takes and allows.\n\n"
        "Exit status: 0 success, 2 usage."));
    parser.addHelpOption();
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        KindsCommand::tr("JSON: {\"kinds\": [...]}."));
    parser.addOption(jsonOption);
    parser.addPositionalArgument(QStringLiteral("kinds"), KindsCommand::tr("The command."));
    const auto fail = [&err](const QString& message) {
        err << QCoreApplication::applicationName()
            << ": kinds: " << fromStd(escapeControlCharacters(toStd(message))) << Qt::endl;
        return 2;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        out.flush();
        return 0;
    }
    if (parser.positionalArguments().size() > 1)
        return fail(
            KindsCommand::tr("unexpected argument '%1'").arg(parser.positionalArguments().at(1)));
    if (parser.isSet(jsonOption)) {
        nlohmann::json kinds = nlohmann::json::array();
        for (const std::string& id : attentionKinds())
            kinds.push_back(kindJson(id));
        out << fromStd(nlohmann::json{{"kinds", kinds}}.dump(2)) << Qt::endl;
        return 0;
    }
    for (const std::string& id : attentionKinds())
        out << kindText(id);
    out.flush();
    return 0;
}

} // namespace attnlab
