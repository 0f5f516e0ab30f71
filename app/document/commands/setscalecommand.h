#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Switching the 1/\u221ad_k scaling off or on, or setting a scale of one's own.
class SetScaleCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetScaleCommand)

public:
    SetScaleCommand(Document* document, std::optional<double> scale, quint64 mergeKey);
};

} // namespace attnlab
