#include "setoutputprojectioncommand.h"

#include "document.h"

namespace attnlab {

SetOutputProjectionCommand::SetOutputProjectionCommand(Document* document, bool enabled)
    : ScenarioCommand(
          document,
          withOutputProjection(document->scenario(), document->resolvedOrEmpty(), enabled),
          enabled ? tr("Add the output projection W_O") : tr("Remove the output projection W_O"),
          NoMerge, 0)
{}

} // namespace attnlab
