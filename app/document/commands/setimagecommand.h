#pragma once

#include "scenariocommand.h"

#include <QCoreApplication>

namespace attnlab {

/// Tokens from a picture: its stride, fit, embedding, who asks (object queries, a prompt), or
/// another picture (withImage). Moves of one control in a row merge into one step.
class SetImageCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetImageCommand)

public:
    SetImageCommand(Document* document, const ImageSpec& image, const QString& text,
                    quint64 mergeKey);
};

} // namespace attnlab
