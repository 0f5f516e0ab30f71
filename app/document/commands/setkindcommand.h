#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Another kind of attention, or another entry of the kind box for the same kind (linear
/// attention's feature maps): the kind with the entry's parameters (withKind).
class SetKindCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(SetKindCommand)

public:
    SetKindCommand(Document* document, const std::string& kind, const KindValue& parameters,
                   const QString& name);
};

} // namespace attnlab
