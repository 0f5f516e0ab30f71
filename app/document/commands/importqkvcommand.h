#pragma once

#include "scenariocommand.h"

#include <QCoreApplication>

namespace attnlab {

/// Importing Q, K and V together (a .npz archive). The constructor throws InputError when the
/// shapes do not fit together (withQkv), before anything changes.
class ImportQkvCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(ImportQkvCommand)

public:
    ImportQkvCommand(Document* document, const Matrix& q, const Matrix& k, const Matrix& v,
                     const QString& fileName);
};

} // namespace attnlab
