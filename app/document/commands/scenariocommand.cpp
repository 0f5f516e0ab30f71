#include "scenariocommand.h"

#include "document.h"

namespace attnlab {

ScenarioCommand::ScenarioCommand(Document* document, Scenario after, const QString& text,
                                 int mergeId, quint64 mergeKey)
    : document_(document), before_(document->scenario()), after_(std::move(after)),
      mergeId_(mergeId), mergeKey_(mergeKey)
{
    setText(text);
    // An edit that changes nothing leaves no step in the history.
    setObsolete(before_ == after_);
}

void ScenarioCommand::redo()
{
    document_->setScenario(after_);
}

void ScenarioCommand::undo()
{
    document_->setScenario(before_);
}

bool ScenarioCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = dynamic_cast<const ScenarioCommand*>(other);
    if (!next || next->mergeId_ != mergeId_ || mergeId_ == NoMerge || next->mergeKey_ != mergeKey_)
        return false;
    after_ = next->after_;
    setText(next->text());
    setObsolete(before_ == after_);
    return true;
}

} // namespace attnlab
