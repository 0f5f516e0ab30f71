#pragma once

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <string_view>

namespace attnlab {

/// A text's other languages, by language tag ("fr", "pt", "pt_BR"): the main text (English in
/// the examples) is kept apart, in the field it always had.
using Translations = std::map<std::string, std::string>;

/// Reads a text that may come in several languages (a scenario's "title" or "description"):
///   "title": "The black cat"                                        one text
///   "title": {"en": "The black cat", "fr": "Le chat noir", "pt": "O gato preto"}
/// "en" becomes text, the other tags translations. Throws InputError naming the place
/// ("title.fr") for a value that is not a string or a key that is not a language tag.
void readLocalizedText(const nlohmann::json& json, const std::string& where, std::string& text,
                       Translations& translations);

/// The JSON readLocalizedText reads back to the same text and translations: a plain string when
/// there are no translations, else an object with "en" (when text is not empty) and every tag.
nlohmann::json localizedTextToJson(const std::string& text, const Translations& translations);

/// The text in language ("pt_BR", "pt-BR", "fr"; "en" or empty: the main text): the exact tag,
/// else the language without its region ("pt"), else another region of it ("pt_PT" for
/// "pt_BR"), else the main text; when the main text is empty, the first translation.
const std::string& textInLanguage(const std::string& text, const Translations& translations,
                                  std::string_view language);

/// Reads words that may be given per lexicon language (a sentence's "query" or "source", an
/// image's "prompt"):
///   "query": "the small cat"                                             one sentence
///   "query": {"en": "the small cat", "fr": "le petit chat", "pt": "o gato pequeno"}
/// each key the words' language, "en", "fr" or "pt" (the lexicon's); "en" becomes text, the
/// others translations. The English words are required: they are read where the reader's
/// language has none (attnlab-cli by default). Throws InputError naming the place
/// ("sentences.query.de", "sentences.query.en") for another key, a value that is not a string,
/// or no English words.
void readWordsPerLanguage(const nlohmann::json& json, const std::string& where, std::string& text,
                          Translations& translations);

/// The lexicon language ("en", "fr", "pt") of words given per language that a reader of
/// language ("fr", "pt_BR", "pt-PT", "de") reads: its own when translations has it, else "en".
std::string wordsLanguage(const Translations& translations, std::string_view language);

} // namespace attnlab
