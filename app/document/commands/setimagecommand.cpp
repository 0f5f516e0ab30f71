#include "setimagecommand.h"

#include "document.h"
#include "scenarioedit.h"

namespace attnlab {

SetImageCommand::SetImageCommand(Document* document, const ImageSpec& image, const QString& text,
                                 quint64 mergeKey)
    : ScenarioCommand(document, withImage(document->scenario(), image), text, ImageMerge, mergeKey)
{}

} // namespace attnlab
