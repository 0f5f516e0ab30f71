#include "pasteblockcommand.h"

#include "document.h"
#include "rolename.h"

namespace attnlab {

PasteBlockCommand::PasteBlockCommand(Document* document, MatrixRole role, int row, int column,
                                     const Matrix& block)
    : ScenarioCommand(
          document,
          withBlock(document->scenario(), document->resolvedOrEmpty(), role, row, column, block),
          tr("Paste %1 \u00d7 %2 into %3").arg(block.rows()).arg(block.cols()).arg(roleName(role)),
          NoMerge, 0)
{}

} // namespace attnlab
