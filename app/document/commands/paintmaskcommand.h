#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Painting the custom mask; one stroke of the mouse is one step.
class PaintMaskCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(PaintMaskCommand)

public:
    PaintMaskCommand(Document* document, int queries, int keys, int row, int column, bool allowed,
                     quint64 stroke);
};

} // namespace attnlab
