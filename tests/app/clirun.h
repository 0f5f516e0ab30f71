#pragma once

// Runs the real attnlab-cli (ATTNLAB_CLI, set by tests/app/CMakeLists.txt) and collects what it
// printed and how it ended. Shared by the command-line tests.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>
#include <QtGlobal>

struct CliRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline CliRun runCli(const QStringList& args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(QStringLiteral(ATTNLAB_CLI), args);
    if (!p.waitForFinished(timeoutMs))
        qFatal("attnlab-cli did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

/// A command line written as one string, split at spaces: "bench --n 32".
inline QStringList cliArgs(const QString& line)
{
    return line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

/// What a --json run printed, as an object.
inline QJsonObject cliJson(const CliRun& r)
{
    return QJsonDocument::fromJson(r.out).object();
}

/// An integer field of a --json object (-1 when absent).
inline qint64 jsonInteger(const QJsonObject& o, const char* key)
{
    return o[QLatin1String(key)].toInteger(-1);
}
