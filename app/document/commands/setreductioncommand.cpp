#include "setreductioncommand.h"

#include "document.h"

namespace attnlab {

namespace {

Scenario reduced(Scenario s, int reduction, int channels)
{
    if (s.channels)
        s.channels = withReduction(*s.channels, reduction, channels);
    return s;
}

} // namespace

SetReductionCommand::SetReductionCommand(Document* document, int reduction, int channels)
    : ScenarioCommand(document, reduced(document->scenario(), reduction, channels),
                      tr("Reduction r = %1").arg(reduction))
{}

} // namespace attnlab
