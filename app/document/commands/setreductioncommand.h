#pragma once

#include "scenariocommand.h"

#include <QCoreApplication>

namespace attnlab {

/// Channel attention's reduction r (the bottleneck's C/r units): the scenario's "reduction".
/// Given layers that no longer fit C/r are dropped and drawn instead (withReduction).
class SetReductionCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetReductionCommand)

public:
    SetReductionCommand(Document* document, int reduction, int channels);
};

} // namespace attnlab
