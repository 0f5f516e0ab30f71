#include "enginemessage.h"

#include "numberformat.h"

#include <QCoreApplication>
#include <QLocale>

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
        .arg(QString::fromStdString(error.where()), what);
}

QString translatedError(const std::exception& error)
{
    if (const auto* input = dynamic_cast<const InputError*>(&error))
        return translatedError(*input);
    return QString::fromStdString(error.what());
}

QString translatedWarning(const Warning& warning)
{
    return warning.text.isEmpty() ? QString::fromStdString(warning.message)
                                  : translatedMessage(warning.text);
}

} // namespace attnlab
