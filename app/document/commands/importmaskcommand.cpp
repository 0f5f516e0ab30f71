#include "importmaskcommand.h"

#include "document.h"
#include "scenarioedit.h"

namespace attnlab {

ImportMaskCommand::ImportMaskCommand(Document* document, int queries, int keys,
                                     const BoolMatrix& allowed, const QString& fileName)
    : ScenarioCommand(
          document,
          withAllowedMask(document->scenario(), queries, keys, allowed, fileName.toStdString()),
          tr("Import the mask from %1").arg(fileName), NoMerge, 0)
{}

} // namespace attnlab
