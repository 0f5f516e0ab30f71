#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Changing the number of tokens, d_k or d_v.
class ResizeCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(ResizeCommand)

public:
    ResizeCommand(Document* document, int queries, int keys, int keyDim, int valueDim,
                  quint64 mergeKey);
};

} // namespace attnlab
