#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Typing a number into a cell of Q, K, V or W_O.
class EditCellCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(EditCellCommand)

public:
    EditCellCommand(Document* document, MatrixRole role, int row, int column, double value);
};

} // namespace attnlab
