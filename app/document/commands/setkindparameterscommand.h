#pragma once

#include "scenariocommand.h"

#include <QString>

namespace attnlab {

/// Other parameters of the kind's own (channel attention's reduction r, linear attention's
/// FAVOR+ features m), as the kind's controls made them (KindControls::edited); the step is
/// named by them ("Reduction r = 4").
class SetKindParametersCommand : public ScenarioCommand
{
public:
    SetKindParametersCommand(Document* document, const KindValue& parameters, const QString& name);
};

} // namespace attnlab
