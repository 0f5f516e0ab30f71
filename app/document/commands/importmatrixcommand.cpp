#include "importmatrixcommand.h"

#include "document.h"
#include "rolename.h"

namespace attnlab {

ImportMatrixCommand::ImportMatrixCommand(Document* document, MatrixRole role, const Matrix& matrix,
                                         const QString& fileName)
    : ScenarioCommand(document,
                      withMatrix(document->scenario(), document->resolvedOrEmpty(), role, matrix),
                      tr("Import %1 from %2").arg(roleName(role), fileName), NoMerge, 0)
{}

} // namespace attnlab
