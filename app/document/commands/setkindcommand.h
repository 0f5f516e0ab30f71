#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Another kind of attention (softmax, linear) or another feature map for linear attention.
class SetKindCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetKindCommand)

public:
    SetKindCommand(Document* document, const std::string& kind, const FeatureMapSpec& featureMap,
                   const QString& name);
};

} // namespace attnlab
