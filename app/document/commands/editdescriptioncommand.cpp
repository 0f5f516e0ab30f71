#include "editdescriptioncommand.h"

#include "document.h"

namespace attnlab {

EditDescriptionCommand::EditDescriptionCommand(Document* document, const std::string& title,
                                               const std::string& description)
    : ScenarioCommand(document, withDescription(document->scenario(), title, description),
                      tr("Edit title and description"), NoMerge, 0)
{}

} // namespace attnlab
