#pragma once

#include "scenariocommand.h"

#include <QCoreApplication>

namespace attnlab {

/// Importing a custom mask (0 = masked, 1 = allowed) from a file. The constructor throws
/// InputError when its shape is not queries x keys (withAllowedMask), before anything changes.
class ImportMaskCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(ImportMaskCommand)

public:
    ImportMaskCommand(Document* document, int queries, int keys, const BoolMatrix& allowed,
                      const QString& fileName);
};

} // namespace attnlab
