#include "lexicondimensions.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>

namespace attnlab {

namespace {

// Every dimension of resources/lexicon/lexicon.tsv (its "dimensions" line): lupdate extracts
// them in the context "LexiconDimension"; tst_lexicondimensions checks the list is complete.
const char* const names[] = {
    QT_TRANSLATE_NOOP("LexiconDimension", "noun"),
    QT_TRANSLATE_NOOP("LexiconDimension", "verb"),
    QT_TRANSLATE_NOOP("LexiconDimension", "adjective"),
    QT_TRANSLATE_NOOP("LexiconDimension", "determiner"),
    QT_TRANSLATE_NOOP("LexiconDimension", "definite"),
    QT_TRANSLATE_NOOP("LexiconDimension", "pronoun"),
    QT_TRANSLATE_NOOP("LexiconDimension", "preposition"),
    QT_TRANSLATE_NOOP("LexiconDimension", "plural"),
    QT_TRANSLATE_NOOP("LexiconDimension", "masculine"),
    QT_TRANSLATE_NOOP("LexiconDimension", "feminine"),
    QT_TRANSLATE_NOOP("LexiconDimension", "speaker"),
    QT_TRANSLATE_NOOP("LexiconDimension", "possession"),
    QT_TRANSLATE_NOOP("LexiconDimension", "person"),
    QT_TRANSLATE_NOOP("LexiconDimension", "male"),
    QT_TRANSLATE_NOOP("LexiconDimension", "female"),
    QT_TRANSLATE_NOOP("LexiconDimension", "family"),
    QT_TRANSLATE_NOOP("LexiconDimension", "animal"),
    QT_TRANSLATE_NOOP("LexiconDimension", "feline"),
    QT_TRANSLATE_NOOP("LexiconDimension", "canine"),
    QT_TRANSLATE_NOOP("LexiconDimension", "plant"),
    QT_TRANSLATE_NOOP("LexiconDimension", "food"),
    QT_TRANSLATE_NOOP("LexiconDimension", "drink"),
    QT_TRANSLATE_NOOP("LexiconDimension", "water"),
    QT_TRANSLATE_NOOP("LexiconDimension", "sky"),
    QT_TRANSLATE_NOOP("LexiconDimension", "place"),
    QT_TRANSLATE_NOOP("LexiconDimension", "colour"),
    QT_TRANSLATE_NOOP("LexiconDimension", "colour-black"),
    QT_TRANSLATE_NOOP("LexiconDimension", "colour-white"),
    QT_TRANSLATE_NOOP("LexiconDimension", "colour-red"),
    QT_TRANSLATE_NOOP("LexiconDimension", "colour-blue"),
    QT_TRANSLATE_NOOP("LexiconDimension", "size"),
    QT_TRANSLATE_NOOP("LexiconDimension", "age"),
    QT_TRANSLATE_NOOP("LexiconDimension", "valence"),
    QT_TRANSLATE_NOOP("LexiconDimension", "temperature"),
    QT_TRANSLATE_NOOP("LexiconDimension", "time"),
    QT_TRANSLATE_NOOP("LexiconDimension", "motion"),
    QT_TRANSLATE_NOOP("LexiconDimension", "perception"),
    QT_TRANSLATE_NOOP("LexiconDimension", "communication"),
    QT_TRANSLATE_NOOP("LexiconDimension", "mind"),
    QT_TRANSLATE_NOOP("LexiconDimension", "state"),
};

} // namespace

QString dimensionDisplayName(const std::string& name)
{
    const auto known =
        std::find_if(std::begin(names), std::end(names), [&](const char* n) { return name == n; });
    if (known == std::end(names))
        return QString::fromStdString(name);
    return QCoreApplication::translate("LexiconDimension", *known);
}

QStringList dimensionDisplayNames(const std::vector<std::string>& names)
{
    QStringList shown;
    shown.reserve(static_cast<qsizetype>(names.size()));
    for (const std::string& name : names)
        shown << dimensionDisplayName(name);
    return shown;
}

std::vector<std::string> dimensionDisplayNamesStd(const std::vector<std::string>& names)
{
    std::vector<std::string> shown;
    shown.reserve(names.size());
    for (const std::string& name : names)
        shown.push_back(dimensionDisplayName(name).toStdString());
    return shown;
}

} // namespace attnlab
