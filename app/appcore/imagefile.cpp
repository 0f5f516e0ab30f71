#include "imagefile.h"

#include "inputerror.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>

namespace attnlab {

namespace {

std::string sizeText(QSize size)
{
    return std::to_string(size.width()) + " × " + std::to_string(size.height());
}

} // namespace

namespace {

/// Reads what reader reads (a file or bytes), its problems named by path.
ImagePixels readImage(QImageReader& reader, const std::string& path)
{
    reader.setAutoTransform(true); // a photo's EXIF orientation, as viewers show it
    if (!reader.canRead())
        throw InputError(
            path, TR_NOOP("Engine", "not a picture this program can read (%1); PNG and JPEG are"),
            reader.errorString().toStdString());
    const QSize size = reader.size();
    if (size.isValid()) {
        if (size.isEmpty())
            throw InputError(path, TR_NOOP("Engine", "the picture has no pixels (%1)"),
                             sizeText(size));
        if (size.width() > limits::maxImageSide || size.height() > limits::maxImageSide ||
            static_cast<long long>(size.width()) * size.height() > limits::maxImagePixels)
            throw InputError(path,
                             TR_NOOP("Engine", "the picture is too large (%1 pixels; at most %2 a "
                                               "side and %3 pixels in all); make it smaller first"),
                             sizeText(size), limits::maxImageSide, limits::maxImagePixels);
    }
    // Qt refuses to allocate more than this while decoding (a header may lie about the size).
    reader.setAllocationLimit(static_cast<int>(limits::maxImagePixels * 4 / (1 << 20)) + 1);
    QImage image = reader.read();
    if (image.isNull())
        throw InputError(
            path, TR_NOOP("Engine", "cannot read the picture: %1 (a damaged or truncated file?)"),
            reader.errorString().toStdString());
    if (image.width() < 1 || image.height() < 1)
        throw InputError(path, TR_NOOP("Engine", "the picture has no pixels"));
    if (image.width() > limits::maxImageSide || image.height() > limits::maxImageSide ||
        static_cast<long long>(image.width()) * image.height() > limits::maxImagePixels)
        throw InputError(path, TR_NOOP("Engine", "the picture is too large (%1 pixels)"),
                         sizeText(image.size()));
    if (image.hasAlphaChannel()) {
        QImage canvas(image.size(), QImage::Format_RGB888);
        canvas.fill(Qt::white);
        QPainter painter(&canvas);
        painter.drawImage(0, 0, image);
        painter.end();
        image = std::move(canvas);
    } else {
        image = image.convertToFormat(QImage::Format_RGB888);
    }
    ImagePixels out;
    out.channels = 3;
    out.height = image.height();
    out.width = image.width();
    out.values.resize(3, Eigen::Index(out.height) * out.width);
    for (int y = 0; y < out.height; ++y) {
        const uchar* line = image.constScanLine(y);
        for (int x = 0; x < out.width; ++x)
            for (int c = 0; c < 3; ++c)
                out.values(c, Eigen::Index(y) * out.width + x) = line[3 * x + c] / 255.0;
    }
    return out;
}

} // namespace

ImagePixels readImageFile(const std::string& path)
{
    QImageReader reader(QString::fromStdString(path));
    return readImage(reader, path);
}

ImagePixels readImageData(const QByteArray& bytes, const std::string& name)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    return readImage(reader, name);
}

QImage imageFromPixels(const ImagePixels& pixels)
{
    QImage image(pixels.width, pixels.height, QImage::Format_RGB888);
    for (int y = 0; y < pixels.height; ++y) {
        uchar* line = image.scanLine(y);
        for (int x = 0; x < pixels.width; ++x)
            for (int c = 0; c < 3; ++c) {
                const double v = pixels.at(std::min(c, pixels.channels - 1), y, x);
                line[3 * x + c] = static_cast<uchar>(std::lround(std::clamp(v, 0.0, 1.0) * 255.0));
            }
    }
    return image;
}

QString imageNameFilter()
{
    QStringList patterns;
    for (const QByteArray& format : QImageReader::supportedImageFormats()) {
        const QString f = QString::fromLatin1(format).toLower();
        if (f == QLatin1String("png") || f == QLatin1String("jpg") || f == QLatin1String("jpeg") ||
            f == QLatin1String("bmp") || f == QLatin1String("gif") || f == QLatin1String("webp"))
            patterns << QStringLiteral("*.") + f;
    }
    return patterns.join(QLatin1Char(' '));
}

bool isImageFileName(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return !suffix.isEmpty() && QImageReader::supportedImageFormats().contains(suffix.toLatin1()) &&
           suffix != QLatin1String("svg") && suffix != QLatin1String("svgz");
}

void installImageDecoder()
{
    setImageDecoder(readImageFile);
}

} // namespace attnlab
