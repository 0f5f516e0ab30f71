#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Pasting (or clearing) a block of numbers; the matrices grow when it reaches past their edge.
class PasteBlockCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(PasteBlockCommand)

public:
    PasteBlockCommand(Document* document, MatrixRole role, int row, int column,
                      const Matrix& block);
};

} // namespace attnlab
