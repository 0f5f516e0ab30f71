#include "setrandomcommand.h"

#include "document.h"

namespace attnlab {

SetRandomCommand::SetRandomCommand(Document* document, const RandomSpec& random, quint64 mergeKey)
    : ScenarioCommand(document, withRandom(document->scenario(), random),
                      tr("Random Q, K, V (PyTorch seed %1, %2 \u00d7 %3)")
                          .arg(random.seed)
                          .arg(random.tokens)
                          .arg(random.dim),
                      RandomMerge, mergeKey)
{}

} // namespace attnlab
