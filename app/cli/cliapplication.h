#pragma once

#include "warning.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace attnlab {

/// attnlab-cli: the headless side of AttnLab.
///   attnlab-cli compute SCENARIO.json [--out FILE]
///   attnlab-cli explain SCENARIO.json [--query I] [--head H] [--frame F] [--decimals N]
///   attnlab-cli lesson check LESSON.json
/// Exit status: 0 success, 1 an output could not be written, 2 invalid input or usage.
class CliApplication
{
    Q_DECLARE_TR_FUNCTIONS(CliApplication)

public:
    enum ExitCode
    {
        Success = 0,
        OutputFailed = 1,
        InvalidInput = 2,
    };

    CliApplication();
    int run(const QStringList& arguments);

private:
    int compute(const QString& path, const QString& out, const QString& backend);
    int explain(const QString& path, const QString& query, const QString& head,
                const QString& decimals, const QString& frame);
    /// lesson check LESSON.json
    int lesson(const QStringList& arguments);
    int fail(const QString& message, int code = InvalidInput);
    void printWarnings(const QString& path, const Warnings& warnings);

    QTextStream out_;
    QTextStream err_;
    /// --language: the language of words a scenario gives per language ("en", "fr", "pt").
    QString language_ = QStringLiteral("en");
};

} // namespace attnlab
