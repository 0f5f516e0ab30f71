#include "importqkvcommand.h"

#include "document.h"
#include "scenarioedit.h"

namespace attnlab {

ImportQkvCommand::ImportQkvCommand(Document* document, const Matrix& q, const Matrix& k,
                                   const Matrix& v, const QString& fileName)
    : ScenarioCommand(document, withQkv(document->scenario(), q, k, v, fileName.toStdString()),
                      tr("Import Q, K and V from %1").arg(fileName), NoMerge, 0)
{}

} // namespace attnlab
