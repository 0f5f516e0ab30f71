#pragma once

// Runs the real attnlab-cli (ATTNLAB_CLI, set by tests/app/CMakeLists.txt) and collects what it
// printed and how it ended. Shared by the command-line tests.
#include <QByteArray>
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
