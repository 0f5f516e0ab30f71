#pragma once

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace attnlab {

/// The built-in lexicon's dimension names ("colour-black", "animal") in the interface
/// language, for display: the lexicon file (resources/lexicon/lexicon.tsv) and the JSON a
/// scenario writes keep the English names; tables, axes and the inspector show these. A name
/// the lexicon does not have (a GloVe file's, a user's) is shown as it is.
QString dimensionDisplayName(const std::string& name);
QStringList dimensionDisplayNames(const std::vector<std::string>& names);
std::vector<std::string> dimensionDisplayNamesStd(const std::vector<std::string>& names);

} // namespace attnlab
