#pragma once

#include "imageinput.h"

#include <QImage>
#include <QString>

namespace attnlab {

/// Reads a picture with Qt's image readers (PNG, JPEG, and whatever plugins are installed) as
/// RGB pixels 0 … 1; a transparent picture is laid on white. Its size is read from the header
/// first: 0 × 0, more than limits::maxImageSide a side or limits::maxImagePixels in all is
/// refused before the pixels are decoded. A truncated or damaged file is refused too. Throws
/// InputError naming the file.
ImagePixels readImageFile(const std::string& path);
/// The same for a picture's bytes (its format found from its content); problems name name.
ImagePixels readImageData(const QByteArray& bytes, const std::string& name);

/// The pixels as a QImage (RGB888) to draw; values are clamped to 0 … 1.
QImage imageFromPixels(const ImagePixels& pixels);

/// The name filter of the file dialogs: "*.png *.jpg *.jpeg …" (what Qt reads here).
QString imageNameFilter();

/// Whether a file name ends like a picture Qt reads (".png", ".jpg", …).
bool isImageFileName(const QString& path);

/// Registers readImageFile as the core's image decoder (setImageDecoder). Each program that
/// reads scenarios calls it from main() (attnlab; attnlab-cli installs a quieter one; the tests
/// that read pictures from their initTestCase); harmless to repeat.
void installImageDecoder();

} // namespace attnlab
