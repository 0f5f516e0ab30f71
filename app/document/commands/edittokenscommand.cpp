#include "edittokenscommand.h"

#include "document.h"

namespace attnlab {

EditTokensCommand::EditTokensCommand(Document* document, std::vector<std::string> queryTokens,
                                     std::vector<std::string> keyTokens)
    : ScenarioCommand(
          document, withTokens(document->scenario(), std::move(queryTokens), std::move(keyTokens)),
          tr("Edit token labels"), NoMerge, 0)
{}

} // namespace attnlab
