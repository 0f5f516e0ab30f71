#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Choosing the number of heads.
class SetHeadsCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetHeadsCommand)

public:
    SetHeadsCommand(Document* document, int heads);
};

} // namespace attnlab
