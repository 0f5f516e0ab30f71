#pragma once

// The files tests read and write: the examples, NumPy's fixtures, whole files in and out, and
// what an exported SVG or PDF holds.
// Shared by the tests of every folder (tests/CMakeLists.txt puts tests/ on their include path).
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QList>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QXmlStreamReader>
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

/// The text elements of an SVG, trimmed; *error is the XML error (empty when well-formed).
inline QStringList svgTexts(const QByteArray& svg, QString* error)
{
    QXmlStreamReader xml(svg);
    QStringList texts;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
    }
    *error = xml.hasError() ? xml.errorString() : QString();
    return texts;
}

/// A text element of an SVG with the font it is drawn in.
struct SvgText
{
    QString text;
    double fontSize = 0; ///< in SVG user units (CSS pixels: 10 pt is 13.33)
    QString fontFamily;
    bool bold = false;
};

/// The text elements of an SVG with their font-size, font-family and font-weight.
inline QList<SvgText> svgTextStyles(const QByteArray& svg)
{
    QXmlStreamReader xml(svg);
    QList<SvgText> texts;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement() || xml.name() != QLatin1String("text"))
            continue;
        SvgText t;
        const QXmlStreamAttributes a = xml.attributes();
        t.fontSize = a.value(QLatin1String("font-size")).toDouble();
        t.fontFamily = a.value(QLatin1String("font-family")).toString();
        t.bold = a.value(QLatin1String("font-weight")).toInt() >= 600;
        t.text = xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
        texts << t;
    }
    return texts;
}

/// Page objects of a PDF ("/Type /Page", not "/Type /Pages").
inline int pdfPageCount(const QByteArray& pdf)
{
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    int n = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(pdf)); it.hasNext(); it.next())
        ++n;
    return n;
}

/// A real, small, full file system: a 64 KiB tmpfs mounted on a temporary folder, for the
/// full-disk tests (a buffered write fails only when flushed). Mounting needs root (or
/// CAP_SYS_ADMIN); mounted() is false where it is not permitted, and tests skip then.
class FullDisk
{
public:
    FullDisk()
    {
        if (dir_.isValid())
            mounted_ = QProcess::execute(QStringLiteral("mount"),
                                         {QStringLiteral("-t"), QStringLiteral("tmpfs"),
                                          QStringLiteral("-o"), QStringLiteral("size=64k"),
                                          QStringLiteral("tmpfs"), dir_.path()}) == 0;
    }
    ~FullDisk()
    {
        if (mounted_)
            QProcess::execute(QStringLiteral("umount"), {dir_.path()});
    }
    FullDisk(const FullDisk&) = delete;
    FullDisk& operator=(const FullDisk&) = delete;

    bool mounted() const { return mounted_; }
    QString filePath(const QString& name) const { return dir_.filePath(name); }

    /// Takes every free byte, with a file written until the disk refuses more.
    void fill() const
    {
        QFile f(dir_.filePath(QStringLiteral("fill")));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            qFatal("cannot fill the small file system");
        const QByteArray block(512, '\0');
        while (f.write(block) == block.size()) {
        }
    }

private:
    QTemporaryDir dir_;
    bool mounted_ = false;
};

#define SKIP_UNLESS_MOUNTED(disk)                                                                  \
    if (!(disk).mounted())                                                                         \
    QSKIP("mounting a 64 KiB tmpfs is not permitted here (needs root): the full-disk case is "     \
          "not tested")
