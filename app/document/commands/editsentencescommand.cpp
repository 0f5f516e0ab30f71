#include "editsentencescommand.h"

#include "document.h"

#include <QString>

namespace attnlab {

namespace {

/// The scenario with the sentences; once their words change, its title names them (the
/// caption, the window's title and the unsaved-changes prompt describe what is shown, not the
/// example or the lesson's matrices the user started from) and the old description goes.
Scenario withEditedSentences(const Scenario& scenario, const SentenceSpec& sentences)
{
    Scenario s = withSentences(scenario, sentences);
    const bool sameWords = scenario.kind == InputKind::Sentences &&
                           scenario.sentences.query == sentences.query &&
                           scenario.sentences.source == sentences.source;
    if (sameWords)
        return s;
    const QString query = QString::fromStdString(sentences.query);
    const QString title =
        sentences.source.empty()
            ? EditSentencesCommand::tr("Sentence \u201c%1\u201d").arg(query)
            : EditSentencesCommand::tr("Sentences \u201c%1\u201d \u2192 \u201c%2\u201d")
                  .arg(query, QString::fromStdString(sentences.source));
    s.title = title.toStdString();
    s.description.clear();
    s.titleTranslations = {};
    s.descriptionTranslations = {};
    return s;
}

} // namespace

EditSentencesCommand::EditSentencesCommand(Document* document, const SentenceSpec& sentences,
                                           quint64 mergeKey)
    : ScenarioCommand(document, withEditedSentences(document->scenario(), sentences),
                      tr("Edit sentences"), SentencesMerge, mergeKey)
{}

} // namespace attnlab
