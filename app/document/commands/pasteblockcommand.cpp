#include "pasteblockcommand.h"

#include "document.h"
#include "rolename.h"

namespace attnlab {

PasteBlockCommand::PasteBlockCommand(Document* document, MatrixRole role, int row, int column,
                                     const Matrix& block, Kind kind)
    : ScenarioCommand(
          document,
          withBlock(document->scenario(), document->resolvedOrEmpty(), role, row, column, block),
          text(role, block, kind), NoMerge, 0)
{}

QString PasteBlockCommand::text(MatrixRole role, const Matrix& block, Kind kind)
{
    if (kind == Kind::Clear)
        return block.size() == 1 ? tr("Clear a cell of %1").arg(roleName(role))
                                 : tr("Clear %1 \u00d7 %2 cells of %3")
                                       .arg(block.rows())
                                       .arg(block.cols())
                                       .arg(roleName(role));
    return tr("Paste %1 \u00d7 %2 into %3").arg(block.rows()).arg(block.cols()).arg(roleName(role));
}

} // namespace attnlab
