#include "setkindcommand.h"

#include "document.h"

namespace attnlab {

SetKindCommand::SetKindCommand(Document* document, const std::string& kind,
                               const KindValue& parameters, const QString& name)
    : ScenarioCommand(document, withKind(document->scenario(), kind, parameters),
                      tr("Attention: %1").arg(name))
{}

} // namespace attnlab
