#include "setkindcommand.h"

#include "document.h"

namespace attnlab {

SetKindCommand::SetKindCommand(Document* document, const std::string& kind,
                               const FeatureMapSpec& featureMap, const QString& name)
    : ScenarioCommand(document, withKind(document->scenario(), kind, featureMap),
                      tr("Attention: %1").arg(name))
{}

} // namespace attnlab
