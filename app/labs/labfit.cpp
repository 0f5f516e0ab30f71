#include "labfit.h"

#include "kinddescription.h"
#include "scenario.h"

namespace attnlab {

QString LabFit::openScenario(const Scenario& s)
{
    return kindDescription(s.attentionKind).aboutScenario(s);
}

} // namespace attnlab
