#pragma once

#include "scenario.h"

#include <QUndoCommand>

namespace attnlab {

class Document;

/// Base of every edit: keeps the scenario before and after, so undo and redo are exact.
/// Edits that repeat while the user drags a slider or paints a stroke share a merge key and
/// fold into one undo step (QUndoCommand::mergeWith).
class ScenarioCommand : public QUndoCommand
{
public:
    /// Merge ids, one per kind of mergeable edit.
    enum MergeId
    {
        NoMerge = -1,
        MaskMerge = 1,
        PaintMaskMerge,
        ScaleMerge,
        RandomMerge,
        SentencesMerge,
        SizesMerge,
        DecodeMerge,
        ImageMerge,
        ReferencePointMerge,
    };

    ScenarioCommand(Document* document, Scenario after, const QString& text, int mergeId = NoMerge,
                    quint64 mergeKey = 0);

    void redo() override;
    void undo() override;
    int id() const override { return mergeId_; }
    bool mergeWith(const QUndoCommand* other) override;

    const Scenario& before() const { return before_; }
    const Scenario& after() const { return after_; }

protected:
    Document* document_;
    Scenario before_;
    Scenario after_;
    int mergeId_;
    quint64 mergeKey_;
};

} // namespace attnlab
