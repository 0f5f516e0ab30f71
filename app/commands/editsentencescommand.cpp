#include "editsentencescommand.h"

#include "document.h"

namespace attnlab {

EditSentencesCommand::EditSentencesCommand(Document* document, const SentenceSpec& sentences,
                                           quint64 mergeKey)
    : ScenarioCommand(document, withSentences(document->scenario(), sentences),
                      tr("Edit sentences"), SentencesMerge, mergeKey)
{}

} // namespace attnlab
