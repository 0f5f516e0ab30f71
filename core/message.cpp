#include "message.h"

#include <cstring>

namespace attnlab {

Message::Message(std::string plain)
{
    args_.push_back({MessageArg::Kind::Text, std::move(plain)});
}

MessageArg Message::toArg(const Message& m)
{
    MessageArg a{MessageArg::Kind::Nested, m.english()};
    a.nested = std::make_shared<const Message>(m);
    return a;
}

MessageArg termOf(const std::string& s, std::initializer_list<MessageText> terms)
{
    for (const MessageText& t : terms)
        if (s == t.source)
            return {MessageArg::Kind::Term, s, t.context};
    return {MessageArg::Kind::Text, s};
}

std::string substitutePlaceholders(std::string_view text, const std::vector<std::string>& args)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto digit = [&](std::size_t at) {
            return at < text.size() && text[at] >= '0' && text[at] <= '9';
        };
        if (text[i] == '%' && digit(i + 1) && text[i + 1] != '0') {
            std::size_t n = static_cast<std::size_t>(text[i + 1] - '0');
            std::size_t end = i + 2;
            if (digit(end) && n * 10 + static_cast<std::size_t>(text[end] - '0') <= args.size()) {
                n = n * 10 + static_cast<std::size_t>(text[end] - '0');
                ++end;
            }
            if (n <= args.size()) {
                out += args[n - 1];
                i = end - 1;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

void Message::replaceInText(const std::string& from, const std::string& to)
{
    for (MessageArg& a : args_) {
        if (a.kind != MessageArg::Kind::Text || from.empty())
            continue;
        for (auto at = a.text.find(from); at != std::string::npos;
             at = a.text.find(from, at + to.size()))
            a.text.replace(at, from.size(), to);
    }
}

std::string Message::english() const
{
    std::vector<std::string> args;
    args.reserve(args_.size());
    for (const MessageArg& a : args_)
        args.push_back(a.text);
    return substitutePlaceholders(source(), args);
}

bool Message::operator==(const Message& other) const
{
    const auto same = [](const char* a, const char* b) {
        return a == b || (a && b && std::strcmp(a, b) == 0);
    };
    return same(context_, other.context_) && same(source_, other.source_) && args_ == other.args_;
}

} // namespace attnlab
