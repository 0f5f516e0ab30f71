#include "setheadscommand.h"

#include "document.h"

namespace attnlab {

SetHeadsCommand::SetHeadsCommand(Document* document, int heads)
    : ScenarioCommand(document, withHeads(document->scenario(), heads),
                      tr("%n head(s)", nullptr, heads), NoMerge, 0)
{}

} // namespace attnlab
