#include "colormap.h"

#include <QFile>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QtDebug>

#include <algorithm>
#include <cmath>

namespace attnlab {

namespace {

const QString& defaultId()
{
    static const QString id = QStringLiteral("viridis");
    return id;
}

double channelToLinear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

} // namespace

Colormap::Colormap() : Colormap(byName(defaultId())) {}

Colormap::Colormap(QString name, std::shared_ptr<const Table> table)
    : name_(std::move(name)), table_(std::move(table))
{}

QStringList Colormap::names()
{
    return {QStringLiteral("viridis"), QStringLiteral("cividis"), QStringLiteral("magma"),
            QStringLiteral("greys"), QStringLiteral("diverging")};
}

QString Colormap::displayName(const QString& id)
{
    if (id == QLatin1String("viridis"))
        return tr("Viridis");
    if (id == QLatin1String("cividis"))
        return tr("Cividis (colour-blind safe)");
    if (id == QLatin1String("magma"))
        return tr("Magma");
    if (id == QLatin1String("greys"))
        return tr("Greys (print)");
    if (id == QLatin1String("diverging"))
        return tr("Diverging (blue\u2013white\u2013red)");
    return id;
}

bool Colormap::isKnown(const QString& id)
{
    return names().contains(id);
}

Colormap Colormap::byName(const QString& id)
{
    const QString& known = isKnown(id) ? id : defaultId();
    return Colormap(known, load(known));
}

std::shared_ptr<const Colormap::Table> Colormap::load(const QString& id)
{
    static QMutex mutex;
    static QHash<QString, std::shared_ptr<const Table>> cache;
    const QMutexLocker lock(&mutex);
    if (auto it = cache.constFind(id); it != cache.cend())
        return it.value();

    auto table = std::make_shared<Table>();
    QFile file(QStringLiteral(":/colormaps/") + id + QStringLiteral(".csv"));
    if (file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        while (!file.atEnd()) {
            const QByteArray line = file.readLine().trimmed();
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const QList<QByteArray> fields = line.split(',');
            if (fields.size() != 3)
                continue;
            std::array<double, 3> rgb{};
            bool ok = true;
            for (int i = 0; i < 3 && ok; ++i)
                rgb[size_t(i)] = std::clamp(fields[i].toDouble(&ok), 0.0, 1.0);
            if (ok)
                table->rgb.push_back(rgb);
        }
    }
    if (table->rgb.size() < 2) {
        // The resource is missing (a consumer that does not link the widgets' resources): a
        // grey ramp keeps the app usable and the warning says why.
        qWarning("attnlab::Colormap: cannot read :/colormaps/%s.csv; using a grey ramp",
                 qPrintable(id));
        table->rgb = {{0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}};
    }
    std::shared_ptr<const Table> shared = std::move(table);
    cache.insert(id, shared);
    return shared;
}

std::array<double, 3> Colormap::interpolate(double t) const
{
    const auto& rows = table_->rgb;
    if (std::isnan(t))
        t = 0.0;
    t = std::clamp(t, 0.0, 1.0);
    const double position = t * double(rows.size() - 1);
    const size_t below = std::min(size_t(position), rows.size() - 2);
    const double f = position - double(below);
    const auto& a = rows[below];
    const auto& b = rows[below + 1];
    return {a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f};
}

QColor Colormap::color(double t) const
{
    return QColor(rgb(t));
}

QRgb Colormap::rgb(double t) const
{
    const auto c = interpolate(t);
    const auto byte = [](double v) { return int(std::lround(v * 255.0)); };
    return qRgb(byte(c[0]), byte(c[1]), byte(c[2]));
}

double Colormap::relativeLuminance(const QColor& color)
{
    const QColor c = color.toRgb();
    return 0.2126 * channelToLinear(c.redF()) + 0.7152 * channelToLinear(c.greenF()) +
           0.0722 * channelToLinear(c.blueF());
}

double Colormap::contrastRatio(const QColor& a, const QColor& b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor Colormap::textColorOn(const QColor& background)
{
    return contrastRatio(Qt::black, background) >= contrastRatio(Qt::white, background)
               ? QColor(Qt::black)
               : QColor(Qt::white);
}

} // namespace attnlab
