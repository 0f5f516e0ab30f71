#include "paintmaskcommand.h"

#include "document.h"

namespace attnlab {

PaintMaskCommand::PaintMaskCommand(Document* document, int queries, int keys, int row, int column,
                                   bool allowed, quint64 stroke)
    : ScenarioCommand(document,
                      withMaskCell(document->scenario(), queries, keys, row, column, allowed),
                      allowed ? tr("Allow cells in the mask") : tr("Hide cells with the mask"),
                      PaintMaskMerge, stroke)
{}

} // namespace attnlab
