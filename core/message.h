#pragma once

#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

/// Marks text for translation without translating it: the core has no Qt, the app translates
/// it at display (QCoreApplication::translate(context, text), see widgets/enginemessage.h).
/// lupdate extracts it like QT_TRANSLATE_NOOP (scripts/update-translations.sh passes
/// -tr-function-alias QT_TRANSLATE_NOOP+=TR_NOOP). The core's messages use the context
/// "Engine"; placeholders %1, %2… stand for the arguments, as in QString::arg.
#define TR_NOOP(context, text) (::attnlab::MessageText{context, text})

namespace attnlab {

/// A text marked with TR_NOOP: the context and the English source, both string literals.
struct MessageText
{
    const char* context = nullptr;
    const char* source = nullptr;
};

class Message;

/// One argument of a message, as the English text writes it.
struct MessageArg
{
    enum class Kind
    {
        Text,   ///< data shown as is: a name, a word, a file, a quoted value
        Number, ///< a number written by the core ("7", "0.500000", "1e-06"); the app may
                ///< write it in the reader's locale
        Term,   ///< a marked text (TR_NOOP) with no placeholders: translated with its context
        Nested, ///< a message of its own (describeJson's "the number 3"): translated in turn
    };
    MessageArg() = default;
    MessageArg(Kind k, std::string t, const char* c = nullptr,
               std::shared_ptr<const Message> n = nullptr)
        : kind(k), text(std::move(t)), context(c), nested(std::move(n))
    {}

    Kind kind = Kind::Text;
    std::string text;                      ///< in English
    const char* context = nullptr;         ///< for a Term
    std::shared_ptr<const Message> nested; ///< for a Nested

    bool operator==(const MessageArg& other) const
    {
        return kind == other.kind && text == other.text;
    }
};

/// A number already written as text (formatNumber(x)), shown as a number.
struct NumberText
{
    std::string text;
};

/// A message of the core: a template with placeholders (%1, %2…) and its arguments, so that the
/// app can translate the template and put the arguments in. english() is the message as the
/// command-line tool prints it.
class Message
{
public:
    Message() = default;
    /// A text not marked for translation (from a library, or already assembled): the template
    /// "%1" with the text as its one argument.
    explicit Message(std::string plain);
    template <typename... Args>
    explicit Message(MessageText text, Args&&... args)
        : context_(text.context), source_(text.source)
    {
        args_.reserve(sizeof...(Args));
        (args_.push_back(toArg(std::forward<Args>(args))), ...);
    }

    /// The context and template of the translation ("Engine", "expected %1 numbers, got %2");
    /// null context for a plain text.
    const char* context() const { return context_; }
    const char* source() const { return source_ ? source_ : "%1"; }
    const std::vector<MessageArg>& args() const { return args_; }
    bool isEmpty() const { return !source_ && args_.empty(); }

    /// Replaces from by to in the arguments that are data (Kind::Text): a place renamed.
    void replaceInText(const std::string& from, const std::string& to);

    /// The template with its arguments, in English.
    std::string english() const;

    bool operator==(const Message& other) const;

private:
    static MessageArg toArg(const MessageText& t)
    {
        return {MessageArg::Kind::Term, t.source, t.context};
    }
    static MessageArg toArg(MessageArg a) { return a; }
    static MessageArg toArg(const Message& m);
    static MessageArg toArg(NumberText n) { return {MessageArg::Kind::Number, std::move(n.text)}; }
    static MessageArg toArg(std::string s) { return {MessageArg::Kind::Text, std::move(s)}; }
    static MessageArg toArg(std::string_view s) { return {MessageArg::Kind::Text, std::string(s)}; }
    static MessageArg toArg(const char* s) { return {MessageArg::Kind::Text, s}; }
    static MessageArg toArg(char c) { return {MessageArg::Kind::Text, std::string(1, c)}; }
    template <typename T>
    requires(std::is_arithmetic_v<T> && !std::is_same_v<T, bool> &&
             !std::is_same_v<T, char>) static MessageArg toArg(T n)
    {
        return {MessageArg::Kind::Number, std::to_string(n)};
    }

    const char* context_ = nullptr;
    const char* source_ = nullptr;
    std::vector<MessageArg> args_;
};

/// s as a Term when it is the source of one of terms (a word the core passes around as a
/// string: "a scenario", "rows (queries)"), so that the app translates it; else as Text.
MessageArg termOf(const std::string& s, std::initializer_list<MessageText> terms);

/// text with its placeholders %1…%99 replaced by args in one pass (a placeholder with no
/// argument, and a % before anything else, stay as they are).
std::string substitutePlaceholders(std::string_view text, const std::vector<std::string>& args);

} // namespace attnlab
