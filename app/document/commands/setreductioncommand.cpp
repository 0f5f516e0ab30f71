#include "setreductioncommand.h"

#include "channelinput.h"
#include "document.h"

namespace attnlab {

namespace {

Scenario reduced(Scenario s, int reduction, int channels)
{
    if (ChannelSpec* spec = s.parameters.edit<ChannelSpec>())
        *spec = withReduction(*spec, reduction, channels);
    return s;
}

} // namespace

SetReductionCommand::SetReductionCommand(Document* document, int reduction, int channels)
    : ScenarioCommand(document, reduced(document->scenario(), reduction, channels),
                      tr("Reduction r = %1").arg(reduction))
{}

} // namespace attnlab
