#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Filling Q, K and V as torch.randn would, with a seed, a token count and a dimension.
class SetRandomCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetRandomCommand)

public:
    SetRandomCommand(Document* document, const RandomSpec& random, quint64 mergeKey);
};

} // namespace attnlab
