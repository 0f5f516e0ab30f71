#include "setmaskcommand.h"

#include "document.h"

namespace attnlab {

SetMaskCommand::SetMaskCommand(Document* document, const MaskSpec& mask, const QString& text,
                               quint64 mergeKey)
    : ScenarioCommand(document, withMask(document->scenario(), mask), text, MaskMerge, mergeKey)
{}

} // namespace attnlab
