#pragma once

#include "scenariocommand.h"
#include "scenarioedit.h"

#include <QCoreApplication>

namespace attnlab {

/// Entering sentences, choosing the embedding, positional encoding and projections.
class EditSentencesCommand : public ScenarioCommand
{
    Q_DECLARE_TR_FUNCTIONS(EditSentencesCommand)

public:
    EditSentencesCommand(Document* document, const SentenceSpec& sentences, quint64 mergeKey);
};

} // namespace attnlab
