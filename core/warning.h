#pragma once

#include "message.h"

#include <string>
#include <utility>
#include <vector>

namespace attnlab {

/// Something the user should know that does not stop the computation.
/// Codes are stable identifiers: "fully_masked_row", "unknown_key", "unknown_word", ...
struct Warning
{
    std::string code;
    int head = -1; ///< head index, or -1 when not about one head
    int row = -1;  ///< query row (or token index), or -1 when not about one row
    std::string message;
    /// message as a template and arguments, for the app to translate; empty when the warning
    /// was made with an English message only (then the app shows message).
    Message text = {};

    /// The same warning: code, place and English message (text is another form of message).
    bool operator==(const Warning& o) const
    {
        return code == o.code && head == o.head && row == o.row && message == o.message;
    }
};

/// A warning whose message is text (its English text is also Warning::message).
inline Warning makeWarning(std::string code, int head, int row, Message text)
{
    std::string english = text.english();
    return {std::move(code), head, row, std::move(english), std::move(text)};
}

/// w placed inside something else: prefix ("steps[2].") before its message and its text.
inline void prefixWarning(Warning& w, const std::string& prefix)
{
    w.message = prefix + w.message;
    if (!w.text.isEmpty())
        w.text = Message(MessageText{w.text.context(), "%1%2"}, prefix, w.text);
}

using Warnings = std::vector<Warning>;

} // namespace attnlab
