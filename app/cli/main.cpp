#include "cliapplication.h"

#include <QCoreApplication>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("attnlab-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTNLAB_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("AttnLab"));
    return attnlab::CliApplication().run(QCoreApplication::arguments());
}
