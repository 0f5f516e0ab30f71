#include "converttomatricescommand.h"

#include "document.h"

namespace attnlab {

ConvertToMatricesCommand::ConvertToMatricesCommand(Document* document)
    : ScenarioCommand(document, toMatrices(document->scenario(), document->resolvedOrEmpty()),
                      tr("Copy Q, K, V into matrix mode"), NoMerge, 0)
{}

} // namespace attnlab
