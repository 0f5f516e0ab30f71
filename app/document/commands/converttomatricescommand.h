#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Turning random or sentence inputs into explicit matrices that can be edited.
class ConvertToMatricesCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(ConvertToMatricesCommand)

public:
    ConvertToMatricesCommand(Document* document);
};

} // namespace attnlab
