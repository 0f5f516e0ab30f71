#include "resizecommand.h"

#include "document.h"

namespace attnlab {

ResizeCommand::ResizeCommand(Document* document, int queries, int keys, int keyDim, int valueDim,
                             quint64 mergeKey)
    : ScenarioCommand(document,
                      withSizes(document->scenario(), document->resolvedOrEmpty(), queries, keys,
                                keyDim, valueDim),
                      tr("Resize to %1 queries, %2 keys, d_k = %3, d_v = %4")
                          .arg(queries)
                          .arg(keys)
                          .arg(keyDim)
                          .arg(valueDim),
                      SizesMerge, mergeKey)
{}

} // namespace attnlab
