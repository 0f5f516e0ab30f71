#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Importing a whole matrix (Q, K, V or W_O) from a file; the matrices that must agree with it
/// follow its shape (withMatrix).
class ImportMatrixCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(ImportMatrixCommand)

public:
    ImportMatrixCommand(Document* document, MatrixRole role, const Matrix& matrix,
                        const QString& fileName);
};

} // namespace attnlab
