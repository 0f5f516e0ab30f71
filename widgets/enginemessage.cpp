#include "enginemessage.h"

#include "numberformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace attnlab {

namespace {

/// A number the core wrote ("7", "-0.500000", "1e-06", "4096"), as the locale writes it: its
/// decimal point, and digit groups for whole numbers from 10,000 on.
QString localNumber(const std::string& text)
{
    const QString s = QString::fromStdString(text);
    const QLocale locale;
    bool whole = false;
    const qlonglong n = s.toLongLong(&whole);
    if (whole)
        return n <= -10000 || n >= 10000 ? NumberFormat::count(static_cast<double>(n), locale) : s;
    QString out = s;
    out.replace(QLatin1Char('.'), locale.decimalPoint());
    return out;
}

/// text with %1…%99 replaced by args in one pass, as Message::english() does.
QString substitute(const QString& text, const QStringList& args)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const auto digit = [&](qsizetype at) { return at < text.size() && text.at(at).isDigit(); };
        if (text.at(i) == QLatin1Char('%') && digit(i + 1) && text.at(i + 1) != QLatin1Char('0')) {
            qsizetype n = text.at(i + 1).digitValue();
            qsizetype end = i + 2;
            if (digit(end) && n * 10 + text.at(end).digitValue() <= args.size()) {
                n = n * 10 + text.at(end).digitValue();
                ++end;
            }
            if (n <= args.size()) {
                out += args.at(n - 1);
                i = end - 1;
                continue;
            }
        }
        out += text.at(i);
    }
    return out;
}

} // namespace

QString translatedPlace(const std::string& where)
{
    // The English words of a place, each a phrase of its own; numbers as they are (1-based
    // lines and columns, not quantities).
    static const char* const phrases[] = {
        QT_TRANSLATE_NOOP("Engine", "line %1, column %2"),
        QT_TRANSLATE_NOOP("Engine", "row %1, column %2"),
        QT_TRANSLATE_NOOP("Engine", "line %1"),
        QT_TRANSLATE_NOOP("Engine", "layer %1"),
        QT_TRANSLATE_NOOP("Engine", "head %1"),
    };
    static const QRegularExpression pattern(
        QStringLiteral("\\b(?:(line|row) (\\d+), column (\\d+)|(line|layer|head) (\\d+))\\b"));
    const QString text = QString::fromStdString(where);
    QString out;
    qsizetype at = 0;
    for (auto it = pattern.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += text.mid(at, m.capturedStart() - at);
        at = m.capturedEnd();
        const bool cell = m.capturedLength(1) > 0;
        const QString word = cell ? m.captured(1) : m.captured(4);
        const QString english =
            word + (cell ? QStringLiteral(" %1, column %2") : QStringLiteral(" %1"));
        for (const char* marked : phrases)
            if (english == QLatin1String(marked)) {
                const QString phrase = QCoreApplication::translate("Engine", marked);
                out += cell ? phrase.arg(m.captured(2), m.captured(3)) : phrase.arg(m.captured(5));
                break;
            }
    }
    out += text.mid(at);
    return out;
}

QString translatedMessage(const Message& message)
{
    QStringList args;
    for (const MessageArg& a : message.args()) {
        switch (a.kind) {
        case MessageArg::Kind::Text:
            args << QString::fromStdString(a.text);
            break;
        case MessageArg::Kind::Number:
            args << localNumber(a.text);
            break;
        case MessageArg::Kind::Term:
            args << (a.context ? QCoreApplication::translate(a.context, a.text.c_str())
                               : QString::fromStdString(a.text));
            break;
        case MessageArg::Kind::Nested:
            args << (a.nested ? translatedMessage(*a.nested) : QString::fromStdString(a.text));
            break;
        }
    }
    const QString text = message.context()
                             ? QCoreApplication::translate(message.context(), message.source())
                             : QString::fromUtf8(message.source());
    return substitute(text, args);
}

QString translatedError(const InputError& error)
{
    const QString what = translatedMessage(error.message());
    if (error.where().empty())
        return what;
    //: An error in the user's input: the place in it (a key such as "k[2]", a file), then what
    //: is wrong there.
    return QCoreApplication::translate("Engine", "%1: %2")
        .arg(translatedPlace(error.where()), what);
}

QString translatedError(const std::exception& error)
{
    if (const auto* input = dynamic_cast<const InputError*>(&error))
        return translatedError(*input);
    if (const auto* engine = dynamic_cast<const EngineError*>(&error))
        return translatedMessage(engine->message());
    return QString::fromStdString(error.what());
}

QString translatedWarning(const Warning& warning)
{
    return warning.text.isEmpty() ? QString::fromStdString(warning.message)
                                  : translatedMessage(warning.text);
}

} // namespace attnlab
