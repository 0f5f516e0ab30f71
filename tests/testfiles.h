#pragma once

// The files tests read and write: the examples, NumPy's fixtures, whole files in and out.
// Shared by the tests of every folder (tests/CMakeLists.txt puts tests/ on their include path).
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QtGlobal>

/// examples/NAME in the source tree.
inline QString example(const char* name)
{
    return QStringLiteral(ATTNLAB_SOURCE_DIR "/examples/") + QLatin1String(name);
}

/// tests/core/data/npy/NAME: files made by NumPy (scripts/fixtures/make_npy_fixtures.py).
inline QString npyData(const char* name)
{
    return QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/core/data/npy/") + QLatin1String(name);
}

/// The whole file, or empty bytes when it cannot be read.
inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Writes a test's input file; stops the test program when it cannot.
inline void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write a test file");
}
