#include "localizedtext.h"

#include "inputerror.h"
#include "matrixjson.h"

#include <cctype>

namespace attnlab {

namespace {

constexpr const char* mainLanguage = "en";

/// "fr", "pt_BR", "pt-BR", "zh-Hant-TW": 2 or 3 letters, then parts of 2 to 8 letters or digits.
bool isLanguageTag(const std::string& tag)
{
    std::size_t i = 0;
    while (i < tag.size() && std::isalpha(static_cast<unsigned char>(tag[i])))
        ++i;
    if (i < 2 || i > 3)
        return false;
    while (i < tag.size()) {
        if (tag[i] != '_' && tag[i] != '-')
            return false;
        const std::size_t start = ++i;
        while (i < tag.size() && std::isalnum(static_cast<unsigned char>(tag[i])))
            ++i;
        if (i - start < 2 || i - start > 8)
            return false;
    }
    return true;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (char& c : out)
        if (c == '-')
            c = '_';
    return out;
}

std::string base(std::string_view tag)
{
    const std::string t = lower(tag);
    return t.substr(0, t.find('_'));
}

} // namespace

void readLocalizedText(const nlohmann::json& json, const std::string& where, std::string& text,
                       Translations& translations)
{
    text.clear();
    translations.clear();
    if (!json.is_object()) {
        text = readString(json, where);
        return;
    }
    for (const auto& [tag, value] : json.items()) {
        const std::string place = where + "." + tag;
        if (!isLanguageTag(tag))
            throw InputError(
                place, TR_NOOP("Engine",
                               "not a language tag (such as \"en\", \"fr\", \"pt\" or \"pt_BR\")"));
        if (tag == mainLanguage)
            text = readString(value, place);
        else
            translations[tag] = readString(value, place);
    }
}

nlohmann::json localizedTextToJson(const std::string& text, const Translations& translations)
{
    if (translations.empty())
        return text;
    nlohmann::json j = nlohmann::json::object();
    if (!text.empty())
        j[mainLanguage] = text;
    for (const auto& [tag, value] : translations)
        j[tag] = value;
    return j;
}

const std::string& textInLanguage(const std::string& text, const Translations& translations,
                                  std::string_view language)
{
    const std::string wanted = lower(language);
    const std::string wantedBase = base(language);
    if (!wanted.empty() && wantedBase != mainLanguage) {
        const std::string* sameBase = nullptr;
        for (const auto& [tag, value] : translations) {
            if (value.empty())
                continue;
            const std::string t = lower(tag);
            if (t == wanted)
                return value;
            if (t == wantedBase)
                sameBase = &value; // a better match than another region, keep looking
            else if (!sameBase && base(t) == wantedBase)
                sameBase = &value;
        }
        if (sameBase)
            return *sameBase;
    }
    if (text.empty())
        for (const auto& [tag, value] : translations)
            if (!value.empty())
                return value;
    return text;
}

void readWordsPerLanguage(const nlohmann::json& json, const std::string& where, std::string& text,
                          Translations& translations)
{
    text.clear();
    translations.clear();
    if (!json.is_object()) {
        text = readString(json, where);
        return;
    }
    for (const auto& [tag, value] : json.items()) {
        const std::string place = where + "." + tag;
        if (tag != "en" && tag != "fr" && tag != "pt")
            throw InputError(place, TR_NOOP("Engine", "not a lexicon language: words per language "
                                                      "are keyed \"en\", \"fr\" or \"pt\""));
        std::string words = readString(value, place);
        if (tag == mainLanguage)
            text = std::move(words);
        else
            translations[tag] = std::move(words);
    }
    if (!json.contains(mainLanguage))
        throw InputError(where + "." + mainLanguage,
                         TR_NOOP("Engine", "missing: the English words, read where the reader's "
                                           "language has none"));
}

std::string wordsLanguage(const Translations& translations, std::string_view language)
{
    const std::string wanted = base(language);
    return translations.contains(wanted) ? wanted : std::string(mainLanguage);
}

} // namespace attnlab
