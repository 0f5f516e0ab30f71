#include "setkindparameterscommand.h"

#include "document.h"
#include "scenarioedit.h"

namespace attnlab {

SetKindParametersCommand::SetKindParametersCommand(Document* document, const KindValue& parameters,
                                                   const QString& name)
    : ScenarioCommand(document, withKindParameters(document->scenario(), parameters), name)
{}

} // namespace attnlab
