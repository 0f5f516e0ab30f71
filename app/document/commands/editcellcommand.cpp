#include "editcellcommand.h"

#include "document.h"
#include "rolename.h"

namespace attnlab {

EditCellCommand::EditCellCommand(Document* document, MatrixRole role, int row, int column,
                                 double value)
    : ScenarioCommand(
          document,
          withCell(document->scenario(), document->resolvedOrEmpty(), role, row, column, value),
          tr("Edit %1[%2][%3]").arg(roleName(role)).arg(row).arg(column), NoMerge, 0)
{}

} // namespace attnlab
