#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Adding (as the identity) or removing the output projection W_O.
class SetOutputProjectionCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetOutputProjectionCommand)

public:
    SetOutputProjectionCommand(Document* document, bool enabled);
};

} // namespace attnlab
