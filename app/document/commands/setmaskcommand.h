#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Switching the causal mask or the sliding window on or off, changing the window size (a slider
/// drag is one step), clearing the custom mask.
class SetMaskCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetMaskCommand)

public:
    SetMaskCommand(Document* document, const MaskSpec& mask, const QString& text, quint64 mergeKey);
};

} // namespace attnlab
