#include <QTest>
class Stub : public QObject { Q_OBJECT private slots: void notWritten() { QFAIL("stub test: being written"); } };
QTEST_MAIN(Stub)
#include "tst_colormap.moc"
