#include "matrixeditor.h"
#include "matrixtablemodel.h"
#include "matrixtext.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QLocale>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <limits>

using attnlab::Matrix;
using attnlab::MatrixEditor;
using attnlab::MatrixTableModel;

namespace {

Matrix counting(int rows, int cols)
{
    Matrix m(rows, cols);
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j)
            m(i, j) = 0.5 * (i * cols + j) - 1.0;
    return m;
}

Matrix block2(double a, double b, double c, double d)
{
    Matrix m(2, 2);
    m << a, b, c, d;
    return m;
}

/// Plays the document: applies requests and hands the new matrix back, as the undo commands do.
void actAsDocument(MatrixTableModel& model)
{
    QObject::connect(&model, &MatrixTableModel::cellEditRequested, &model,
                     [&model](int row, int column, double value) {
                         Matrix m = model.matrix();
                         m(row, column) = value;
                         model.setMatrix(m);
                     });
}

} // namespace

class TestMatrixTableModel : public QObject
{
    Q_OBJECT

private slots:
    void modelTester();
    void sameShapeEmitsDataChanged();
    void shapeChanges();
    void display_data();
    void display();
    void editTextFollowsTheLocale();
    void headers();
    void setData_data();
    void setData();
    void setDataRejects_data();
    void setDataRejects();
    void setDataNoRequest();
    void paste_data();
    void paste();
    void pasteRejects_data();
    void pasteRejects();
    void copyRoundTrip();
    void clearCells();

    void editorTypingEnterMovesDown();
    void editorTabMovesRightAndWraps();
    void editorRejectedEditStays();
    void editorEnterWithoutEditingMovesDown();
    void editorCtrlVPastes();
    void editorCtrlCCopies();
    void editorDeleteClears();
    void editorCopyAsNumpy();
    void editorKeysWinOverWindowShortcuts();
    void editorFollowsFont();
    void refusedValueMarksItsCell_data();
    void refusedValueMarksItsCell();
    void columnGroupsNameAndSeparateTheHeads();
};

void TestMatrixTableModel::modelTester()
{
    MatrixTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setMatrix(counting(2, 3));
    model.setMatrix(counting(2, 3) * 2.0);
    model.setMatrix(counting(4, 3)); // rows added
    model.setMatrix(counting(1, 3)); // rows removed
    model.setMatrix(counting(1, 5)); // columns added
    model.setMatrix(counting(1, 2)); // columns removed
    model.setMatrix(counting(3, 4)); // both: reset
    model.setRowLabels({QStringLiteral("The"), QStringLiteral("cat")});
    model.setColumnNames({QStringLiteral("x"), QStringLiteral("y")});
    model.setDecimals(2);
    model.setEditable(false);
    model.setEditable(true);
    model.setMatrix(Matrix(0, 0));
    model.setRowLabels({});
    model.setMatrix(counting(2, 2));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 2);
}

void TestMatrixTableModel::sameShapeEmitsDataChanged()
{
    MatrixTableModel model;
    model.setMatrix(counting(3, 4));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    model.setMatrix(counting(3, 4) * 3.0);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(inserted.count(), 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex(), model.index(0, 0));
    QCOMPARE(changed.at(0).at(1).toModelIndex(), model.index(2, 3));
    QVERIFY(model.matrix() == counting(3, 4) * 3.0);
}

void TestMatrixTableModel::shapeChanges()
{
    MatrixTableModel model;
    model.setMatrix(counting(3, 4));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy rowsInserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy columnsRemoved(&model, &QAbstractItemModel::columnsRemoved);

    model.setMatrix(counting(5, 4));
    QCOMPARE(rowsInserted.count(), 1);
    QCOMPARE(rowsInserted.at(0).at(1).toInt(), 3);
    QCOMPARE(rowsInserted.at(0).at(2).toInt(), 4);
    QCOMPARE(reset.count(), 0);

    model.setMatrix(counting(5, 2));
    QCOMPARE(columnsRemoved.count(), 1);
    QCOMPARE(reset.count(), 0);

    model.setMatrix(counting(2, 3));
    QCOMPARE(reset.count(), 1);
    QVERIFY(model.matrix() == counting(2, 3));
}

void TestMatrixTableModel::display_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("locale"); // the interface's (QLocale's default); "C" unless given

    QTest::newRow("fixed") << 0.5 << 4 << QStringLiteral("0.5000") << QStringLiteral("C");
    QTest::newRow("rounded") << -1.23456 << 2 << QStringLiteral("-1.23") << QStringLiteral("C");
    QTest::newRow("zero") << 0.0 << 4 << QStringLiteral("0.0000") << QStringLiteral("C");
    QTest::newRow("negative zero") << -0.0 << 4 << QStringLiteral("0.0000") << QStringLiteral("C");
    QTest::newRow("tiny: scientific")
        << 1e-7 << 4 << QStringLiteral("1.0000e-07") << QStringLiteral("C");
    QTest::newRow("would round to 0: scientific")
        << 4e-5 << 4 << QStringLiteral("4.0000e-05") << QStringLiteral("C");
    QTest::newRow("rounds up") << 6e-5 << 4 << QStringLiteral("0.0001") << QStringLiteral("C");
    QTest::newRow("huge: scientific")
        << 12345678.0 << 2 << QStringLiteral("1.23e+07") << QStringLiteral("C");
    QTest::newRow("no decimals") << 2.6 << 0 << QStringLiteral("3") << QStringLiteral("C");
    // French and Portuguese readers see a decimal comma, as on the heatmaps, and no digit groups.
    QTest::newRow("fr") << -1.12583 << 4 << QStringLiteral("-1,1258") << QStringLiteral("fr_FR");
    QTest::newRow("pt_BR") << 1234567.5 << 2 << QStringLiteral("1234567,50")
                           << QStringLiteral("pt_BR");
    QTest::newRow("fr scientific")
        << 1e-7 << 4 << QStringLiteral("1,0000e-07") << QStringLiteral("fr_FR");
}

void TestMatrixTableModel::editTextFollowsTheLocale()
{
    // A cell editor starts from the exact value with the reader's decimal separator, and what
    // it gives back is read again.
    const QLocale before;
    const auto restore = qScopeGuard([before] { QLocale::setDefault(before); });
    QLocale::setDefault(QLocale(QStringLiteral("fr_FR")));
    QCOMPARE(MatrixTableModel::editText(-1.12583), QStringLiteral("-1,12583"));
    QCOMPARE(MatrixTableModel::editText(1e-7), QStringLiteral("1e-07"));
    MatrixTableModel model;
    model.setMatrix(Matrix::Zero(1, 1));
    QSignalSpy requested(&model, &MatrixTableModel::cellEditRequested);
    QVERIFY(model.setData(model.index(0, 0), MatrixTableModel::editText(0.1)));
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(2).toDouble(), 0.1);
    QLocale::setDefault(QLocale::c());
    QCOMPARE(MatrixTableModel::editText(-1.12583), QStringLiteral("-1.12583"));
}

void TestMatrixTableModel::display()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, text);
    QFETCH(QString, locale);
    const QLocale before;
    QLocale::setDefault(QLocale(locale));
    const auto restore = qScopeGuard([before] { QLocale::setDefault(before); });

    MatrixTableModel model;
    Matrix m(1, 1);
    m(0, 0) = value;
    model.setMatrix(m);
    model.setDecimals(decimals);
    const QModelIndex index = model.index(0, 0);
    QCOMPARE(index.data(Qt::DisplayRole).toString(), text);
    QCOMPARE(index.data(Qt::EditRole).typeId(), QMetaType::Double);
    QCOMPARE(index.data(Qt::EditRole).toDouble(), value);
    QVERIFY(index.data(Qt::ToolTipRole)
                .toString()
                .contains(QString::fromStdString(attnlab::formatNumber(value))));
}

void TestMatrixTableModel::headers()
{
    MatrixTableModel model;
    model.setMatrix(counting(3, 2));
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("t0"));
    QCOMPARE(model.headerData(2, Qt::Vertical).toString(), QStringLiteral("t2"));
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("1"));

    QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
    model.setRowLabels({QStringLiteral("The"), QStringLiteral("cat")});
    QCOMPARE(headers.count(), 1);
    QCOMPARE(headers.at(0).at(0).value<Qt::Orientation>(), Qt::Vertical);
    QCOMPARE(headers.at(0).at(1).toInt(), 0);
    QCOMPARE(headers.at(0).at(2).toInt(), 2);
    QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("The"));
    QCOMPARE(model.headerData(1, Qt::Vertical).toString(), QStringLiteral("cat"));
    QCOMPARE(model.headerData(2, Qt::Vertical).toString(), QStringLiteral("t2")); // no label

    model.setColumnNames({QStringLiteral("x"), QStringLiteral("y")});
    QCOMPARE(headers.count(), 2);
    QCOMPARE(headers.at(1).at(0).value<Qt::Orientation>(), Qt::Horizontal);
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("y"));
    QVERIFY(!model.headerData(5, Qt::Horizontal).isValid());
}

void TestMatrixTableModel::setData_data()
{
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<double>("expected");

    QTest::newRow("text") << QVariant(QStringLiteral("0.25")) << 0.25;
    QTest::newRow("unicode minus, comma, spaces")
        << QVariant(QStringLiteral(" \u22121,5 ")) << -1.5;
    QTest::newRow("scientific") << QVariant(QStringLiteral("1e-3")) << 1e-3;
    QTest::newRow("plus") << QVariant(QStringLiteral("+4")) << 4.0;
    QTest::newRow("double") << QVariant(2.5) << 2.5;
    QTest::newRow("int") << QVariant(3) << 3.0;
}

void TestMatrixTableModel::setData()
{
    QFETCH(QVariant, value);
    QFETCH(double, expected);

    MatrixTableModel model;
    model.setName(QStringLiteral("Q"));
    model.setMatrix(counting(3, 4));
    QSignalSpy requests(&model, &MatrixTableModel::cellEditRequested);
    QSignalSpy rejected(&model, &MatrixTableModel::editRejected);
    QVERIFY(requests.isValid());

    QVERIFY(model.setData(model.index(2, 3), value, Qt::EditRole));
    QCOMPARE(requests.count(), 1);
    QCOMPARE(requests.at(0).at(0).toInt(), 2);
    QCOMPARE(requests.at(0).at(1).toInt(), 3);
    QCOMPARE(requests.at(0).at(2).toDouble(), expected);
    QCOMPARE(rejected.count(), 0);
    QVERIFY(model.matrix() == counting(3, 4)); // the document applies it, not the model
}

void TestMatrixTableModel::setDataRejects_data()
{
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QStringList>("labels");
    QTest::addColumn<QString>("message");

    QTest::newRow("word") << QVariant(QStringLiteral("abc")) << QStringList()
                          << QStringLiteral("Q row t2, column 3: 'abc' is not a number");
    QTest::newRow("word, labelled row")
        << QVariant(QStringLiteral("abc"))
        << QStringList{QStringLiteral("The"), QStringLiteral("black"), QStringLiteral("cat")}
        << QStringLiteral("Q row cat, column 3: 'abc' is not a number");
    QTest::newRow("empty") << QVariant(QString()) << QStringList()
                           << QStringLiteral("Q row t2, column 3: empty, expected a number");
    QTest::newRow("nan text") << QVariant(QStringLiteral("nan")) << QStringList()
                              << QStringLiteral("Q row t2, column 3: 'nan': NaN is not allowed");
    QTest::newRow("nan double") << QVariant(std::numeric_limits<double>::quiet_NaN())
                                << QStringList()
                                << QStringLiteral("Q row t2, column 3: 'nan': NaN is not allowed");
    QTest::newRow("infinite double")
        << QVariant(std::numeric_limits<double>::infinity()) << QStringList()
        << QStringLiteral("Q row t2, column 3: 'inf': infinite values are not allowed");
    QTest::newRow("too large") << QVariant(QStringLiteral("1e13")) << QStringList()
                               << QStringLiteral("Q row t2, column 3: '1e13': magnitude above "
                                                 "the limit of 1e12");
    QTest::newRow("two numbers") << QVariant(QStringLiteral("1 2")) << QStringList()
                                 << QStringLiteral("Q row t2, column 3: '1 2' is not a number");
}

void TestMatrixTableModel::setDataRejects()
{
    QFETCH(QVariant, value);
    QFETCH(QStringList, labels);
    QFETCH(QString, message);

    MatrixTableModel model;
    model.setName(QStringLiteral("Q"));
    model.setMatrix(counting(3, 4));
    model.setRowLabels(labels);
    QSignalSpy requests(&model, &MatrixTableModel::cellEditRequested);
    QSignalSpy rejected(&model, &MatrixTableModel::editRejected);

    QVERIFY(!model.setData(model.index(2, 3), value, Qt::EditRole));
    QCOMPARE(requests.count(), 0);
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.at(0).at(0).toString(), message);
}

void TestMatrixTableModel::setDataNoRequest()
{
    MatrixTableModel model;
    model.setMatrix(counting(2, 2));
    QSignalSpy requests(&model, &MatrixTableModel::cellEditRequested);
    // The same value: accepted, nothing to undo.
    QVERIFY(model.setData(model.index(0, 1), QStringLiteral("-0.5")));
    QCOMPARE(requests.count(), 0);
    // Other roles and read-only models refuse.
    QVERIFY(!model.setData(model.index(0, 1), QStringLiteral("3"), Qt::DisplayRole));
    model.setEditable(false);
    QVERIFY(!(model.flags(model.index(0, 1)) & Qt::ItemIsEditable));
    QVERIFY(!model.setData(model.index(0, 1), QStringLiteral("3")));
    QCOMPARE(requests.count(), 0);
}

void TestMatrixTableModel::paste_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<Matrix>("block");

    QTest::newRow("numpy literal at (1, 0)")
        << QStringLiteral("[[0.1, 0.2], [0.3, 0.4]]") << 1 << 0 << block2(0.1, 0.2, 0.3, 0.4);
    QTest::newRow("tsv at (0, 1)")
        << QStringLiteral("1\t2\n3\t4\n") << 0 << 1 << block2(1, 2, 3, 4);
    QTest::newRow("torch tensor") << QStringLiteral("tensor([[1., -2.],\n        [3., 4.]])") << 0
                                  << 0 << block2(1, -2, 3, 4);
    QTest::newRow("past the edge") << QStringLiteral("1,2\n3,4") << 2 << 3 << block2(1, 2, 3, 4);
}

void TestMatrixTableModel::paste()
{
    QFETCH(QString, text);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(Matrix, block);

    MatrixTableModel model;
    model.setMatrix(counting(3, 4));
    QSignalSpy pasted(&model, &MatrixTableModel::blockPasteRequested);
    QSignalSpy rejected(&model, &MatrixTableModel::editRejected);
    QVERIFY(pasted.isValid());

    QVERIFY(model.pasteText(model.index(row, column), text));
    QCOMPARE(rejected.count(), 0);
    QCOMPARE(pasted.count(), 1);
    QCOMPARE(pasted.at(0).at(0).toInt(), row);
    QCOMPARE(pasted.at(0).at(1).toInt(), column);
    QVERIFY(pasted.at(0).at(2).value<Matrix>() == block);
    QVERIFY(model.matrix() == counting(3, 4));
}

void TestMatrixTableModel::pasteRejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("row");
    QTest::addColumn<bool>("editable");
    QTest::addColumn<QString>("message");

    QTest::newRow("not a number") << QStringLiteral("1\tabc") << 0 << true
                                  << QStringLiteral("Paste into Q: line 1, column 2: 'abc' is not "
                                                    "a number");
    QTest::newRow("ragged") << QStringLiteral("1 2\n3") << 0 << true
                            << QStringLiteral("Paste into Q: line 2: expected 2 numbers like "
                                              "line 1, got 1");
    QTest::newRow("empty") << QString() << 0 << true
                           << QStringLiteral("Paste into Q: no numbers (the text is empty)");
    QTest::newRow("read-only") << QStringLiteral("1") << 0 << false
                               << QStringLiteral("Cannot paste: Q is read-only");
    QTest::newRow("past the row limit")
        << QStringLiteral("1\n2") << 2047 << true
        << QStringLiteral("Paste into Q: 2 rows at row t2047 would need 2049 rows, more than the "
                          "limit of 2048");
}

void TestMatrixTableModel::pasteRejects()
{
    QFETCH(QString, text);
    QFETCH(int, row);
    QFETCH(bool, editable);
    QFETCH(QString, message);

    MatrixTableModel model;
    model.setName(QStringLiteral("Q"));
    model.setMatrix(Matrix::Zero(2048, 2));
    model.setEditable(editable);
    QSignalSpy pasted(&model, &MatrixTableModel::blockPasteRequested);
    QSignalSpy rejected(&model, &MatrixTableModel::editRejected);

    QVERIFY(!model.pasteText(model.index(row, 0), text));
    QCOMPARE(pasted.count(), 0);
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(rejected.at(0).at(0).toString(), message);
}

void TestMatrixTableModel::copyRoundTrip()
{
    Matrix m(3, 4);
    m << 0.1, 1.0 / 3.0, -2.0 / 7.0, 1e-300, //
        -1e12, 5e-324, 123456.789, 3.0,      //
        7, 8, 9, std::nextafter(1.0, 2.0);
    MatrixTableModel model;
    model.setMatrix(m);

    const QModelIndexList selection{model.index(1, 1), model.index(1, 2), model.index(1, 3),
                                    model.index(2, 1), model.index(2, 2), model.index(2, 3)};
    const QString text = model.copyText(selection);
    QCOMPARE(text.count(QLatin1Char('\t')), 4);
    const Matrix block = attnlab::parseMatrixText(text.toStdString(), "copy");
    QVERIFY(block == m.block(1, 1, 2, 3));

    // Pasting the copy requests exactly the copied values.
    QSignalSpy pasted(&model, &MatrixTableModel::blockPasteRequested);
    QVERIFY(model.pasteText(model.index(0, 0), text));
    QVERIFY(pasted.at(0).at(2).value<Matrix>() == m.block(1, 1, 2, 3));

    // The whole matrix, and as a NumPy literal.
    QModelIndexList all;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 4; ++j)
            all << model.index(i, j);
    QVERIFY(attnlab::parseMatrixText(model.copyText(all).toStdString(), "copy") == m);
    QVERIFY(attnlab::parseMatrixText(model.copyNumpyText({}).toStdString(), "copy") == m);
    QCOMPARE(model.copyNumpyText({model.index(0, 0), model.index(0, 1)}),
             QStringLiteral("[[0.1, 0.3333333333333333]]"));
    QCOMPARE(model.copyText({}), QString());
}

void TestMatrixTableModel::clearCells()
{
    MatrixTableModel model;
    model.setMatrix(counting(3, 4));
    // A clear, not a paste: the undo history names it so.
    QSignalSpy notPasted(&model, &MatrixTableModel::blockPasteRequested);
    QSignalSpy pasted(&model, &MatrixTableModel::clearRequested);
    QVERIFY(model.clearCells({model.index(2, 3), model.index(1, 2)}));
    QCOMPARE(notPasted.count(), 0);
    QCOMPARE(pasted.count(), 1);
    QCOMPARE(pasted.at(0).at(0).toInt(), 1);
    QCOMPARE(pasted.at(0).at(1).toInt(), 2);
    QVERIFY(pasted.at(0).at(2).value<Matrix>() == Matrix::Zero(2, 2));
    QVERIFY(!model.clearCells({}));
}

// ---- MatrixEditor -----------------------------------------------------------------------------

namespace {

struct EditorFixture
{
    MatrixTableModel model;
    MatrixEditor editor;

    explicit EditorFixture(const Matrix& m)
    {
        model.setName(QStringLiteral("Q"));
        model.setMatrix(m);
        actAsDocument(model);
        editor.setModel(&model);
        editor.resize(500, 300);
        editor.show();
        QApplication::setActiveWindow(&editor);
        editor.setFocus();
    }
};

} // namespace

void TestMatrixTableModel::editorTypingEnterMovesDown()
{
    EditorFixture f(counting(3, 2));
    QVERIFY(QTest::qWaitForWindowActive(&f.editor));
    QSignalSpy requests(&f.model, &MatrixTableModel::cellEditRequested);
    f.editor.setCurrentIndex(f.model.index(0, 1));

    QTest::keyClick(&f.editor, Qt::Key_0); // typing starts editing, replacing the value
    QVERIFY(f.editor.isEditing());
    auto* lineEdit = qobject_cast<QLineEdit*>(QApplication::focusWidget());
    QVERIFY(lineEdit != nullptr);
    QCOMPARE(lineEdit->text(), QStringLiteral("0"));
    QTest::keyClicks(lineEdit, QStringLiteral(".25"));
    QTest::keyClick(lineEdit, Qt::Key_Return);

    QTRY_COMPARE(requests.count(), 1);
    QCOMPARE(requests.at(0).at(0).toInt(), 0);
    QCOMPARE(requests.at(0).at(1).toInt(), 1);
    QCOMPARE(requests.at(0).at(2).toDouble(), 0.25);
    QTRY_COMPARE(f.editor.currentIndex(), f.model.index(1, 1));
    QVERIFY(!f.editor.isEditing());
    QCOMPARE(f.model.matrix()(0, 1), 0.25);
    QCOMPARE(f.model.index(0, 1).data().toString(), QStringLiteral("0.2500"));
}

void TestMatrixTableModel::editorTabMovesRightAndWraps()
{
    EditorFixture f(counting(3, 2));
    QVERIFY(QTest::qWaitForWindowActive(&f.editor));
    QSignalSpy requests(&f.model, &MatrixTableModel::cellEditRequested);
    f.editor.setCurrentIndex(f.model.index(0, 0));

    QTest::keyClick(&f.editor, Qt::Key_7);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(requests.count(), 1);
    QCOMPARE(requests.at(0).at(2).toDouble(), 7.0);
    QCOMPARE(f.editor.currentIndex(), f.model.index(0, 1));
    QVERIFY(!f.editor.isEditing()); // no editor opened on the next cell

    QTest::keyClick(&f.editor, Qt::Key_8); // last column: Tab wraps to the next row
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(requests.count(), 2);
    QCOMPARE(requests.at(1).at(0).toInt(), 0);
    QCOMPARE(requests.at(1).at(1).toInt(), 1);
    QCOMPARE(f.editor.currentIndex(), f.model.index(1, 0));

    QTest::keyClick(&f.editor, Qt::Key_9); // Shift+Tab goes back, wrapping to the row above
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
    QCOMPARE(requests.count(), 3);
    QCOMPARE(requests.at(2).at(0).toInt(), 1);
    QCOMPARE(requests.at(2).at(1).toInt(), 0);
    QCOMPARE(f.editor.currentIndex(), f.model.index(0, 1));

    // Without an editor, Tab leaves the table (tst_accessibility: the window's Tab order) and
    // the arrows move in it.
    QVERIFY(!f.editor.tabKeyNavigation());
    QTest::keyClick(&f.editor, Qt::Key_Down);
    QCOMPARE(f.editor.currentIndex(), f.model.index(1, 1));
    QVERIFY(f.model.matrix()(0, 0) == 7.0 && f.model.matrix()(0, 1) == 8.0 &&
            f.model.matrix()(1, 0) == 9.0);
}

void TestMatrixTableModel::editorRejectedEditStays()
{
    EditorFixture f(counting(3, 2));
    QVERIFY(QTest::qWaitForWindowActive(&f.editor));
    QSignalSpy requests(&f.model, &MatrixTableModel::cellEditRequested);
    QSignalSpy rejected(&f.model, &MatrixTableModel::editRejected);
    f.editor.setCurrentIndex(f.model.index(1, 0));

    QTest::keyClick(&f.editor, Qt::Key_X);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_COMPARE(rejected.count(), 1);
    QCOMPARE(rejected.at(0).at(0).toString(),
             QStringLiteral("Q row t1, column 0: 'x' is not a number"));
    QCOMPARE(requests.count(), 0);
    QTRY_VERIFY(!f.editor.isEditing());
    QCOMPARE(f.editor.currentIndex(), f.model.index(1, 0));
    QVERIFY(f.model.matrix() == counting(3, 2));
}

void TestMatrixTableModel::editorEnterWithoutEditingMovesDown()
{
    EditorFixture f(counting(3, 2));
    QVERIFY(QTest::qWaitForWindowActive(&f.editor));
    QSignalSpy requests(&f.model, &MatrixTableModel::cellEditRequested);
    f.editor.setCurrentIndex(f.model.index(0, 1));
    QTest::keyClick(&f.editor, Qt::Key_Return);
    QCOMPARE(f.editor.currentIndex(), f.model.index(1, 1));
    QTest::keyClick(&f.editor, Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(f.editor.currentIndex(), f.model.index(0, 1));
    // F2 then Enter without typing: no request.
    QTest::keyClick(&f.editor, Qt::Key_F2);
    QVERIFY(f.editor.isEditing());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_COMPARE(f.editor.currentIndex(), f.model.index(1, 1));
    QCOMPARE(requests.count(), 0);
}

void TestMatrixTableModel::editorCtrlVPastes()
{
    EditorFixture f(counting(3, 4));
    QVERIFY(QTest::qWaitForWindowActive(&f.editor));
    const QString literal = QStringLiteral("[[0.1, 0.2], [0.3, 0.4]]");
    QGuiApplication::clipboard()->setText(literal);
    if (QGuiApplication::clipboard()->text() != literal)
        QSKIP("The clipboard does not work on this platform plugin");

    QSignalSpy pasted(&f.model, &MatrixTableModel::blockPasteRequested);
    f.editor.setCurrentIndex(f.model.index(1, 0));
    QTest::keyClick(&f.editor, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(pasted.count(), 1);
    QCOMPARE(pasted.at(0).at(0).toInt(), 1);
    QCOMPARE(pasted.at(0).at(1).toInt(), 0);
    QVERIFY(pasted.at(0).at(2).value<Matrix>() == block2(0.1, 0.2, 0.3, 0.4));
    QVERIFY(!f.editor.isEditing()); // Ctrl+V does not start editing

    // Invalid text: a message, no request.
    QSignalSpy rejected(&f.model, &MatrixTableModel::editRejected);
    QGuiApplication::clipboard()->setText(QStringLiteral("a b\n1 2"));
    QTest::keyClick(&f.editor, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(pasted.count(), 1);
    QCOMPARE(rejected.count(), 1);
    QVERIFY(rejected.at(0).at(0).toString().startsWith(
        QStringLiteral("Paste into Q: line 1: looks like a header")));
}

void TestMatrixTableModel::editorCtrlCCopies()
{
    EditorFixture f(counting(3, 4));
    QVERIFY(QTest::qWaitForWindowActive(&f.editor));
    QGuiApplication::clipboard()->setText(QStringLiteral("probe"));
    if (QGuiApplication::clipboard()->text() != QStringLiteral("probe"))
        QSKIP("The clipboard does not work on this platform plugin");

    f.editor.setCurrentIndex(f.model.index(1, 1));
    f.editor.selectionModel()->select(QItemSelection(f.model.index(1, 1), f.model.index(2, 2)),
                                      QItemSelectionModel::ClearAndSelect);
    QTest::keyClick(&f.editor, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("1.5\t2\n3.5\t4"));
    QVERIFY(attnlab::parseMatrixText(QGuiApplication::clipboard()->text().toStdString(), "c") ==
            counting(3, 4).block(1, 1, 2, 2));
}

void TestMatrixTableModel::editorDeleteClears()
{
    EditorFixture f(counting(3, 4));
    QVERIFY(QTest::qWaitForWindowActive(&f.editor));
    QSignalSpy pasted(&f.model, &MatrixTableModel::clearRequested);
    f.editor.setCurrentIndex(f.model.index(0, 0));
    f.editor.selectionModel()->select(QItemSelection(f.model.index(0, 0), f.model.index(1, 2)),
                                      QItemSelectionModel::ClearAndSelect);
    QTest::keyClick(&f.editor, Qt::Key_Delete);
    QCOMPARE(pasted.count(), 1); // one request: one undo step, named a clear
    QCOMPARE(pasted.at(0).at(0).toInt(), 0);
    QCOMPARE(pasted.at(0).at(1).toInt(), 0);
    QVERIFY(pasted.at(0).at(2).value<Matrix>() == Matrix::Zero(2, 3));
}

void TestMatrixTableModel::editorCopyAsNumpy()
{
    EditorFixture f(counting(2, 2));
    QGuiApplication::clipboard()->setText(QStringLiteral("probe"));
    if (QGuiApplication::clipboard()->text() != QStringLiteral("probe"))
        QSKIP("The clipboard does not work on this platform plugin");
    f.editor.setCurrentIndex(f.model.index(0, 0)); // one cell: the whole matrix
    f.editor.copyNumpyAction()->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("[[-1.0, -0.5],\n [0.0, 0.5]]"));
    QVERIFY(attnlab::parseMatrixText(QGuiApplication::clipboard()->text().toStdString(), "c") ==
            counting(2, 2));
}

void TestMatrixTableModel::editorKeysWinOverWindowShortcuts()
{
    // The main window's Edit > Paste (Ctrl+V) must not steal the key from the focused table.
    QWidget window;
    QAction windowPaste(&window);
    windowPaste.setShortcut(QKeySequence::Paste);
    window.addAction(&windowPaste);
    QSignalSpy windowPasted(&windowPaste, &QAction::triggered);
    MatrixTableModel model;
    model.setMatrix(counting(2, 2));
    auto* editor = new MatrixEditor(&window);
    editor->setModel(&model);
    window.show();
    QApplication::setActiveWindow(&window);
    editor->setFocus();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QGuiApplication::clipboard()->setText(QStringLiteral("5"));
    if (QGuiApplication::clipboard()->text() != QStringLiteral("5"))
        QSKIP("The clipboard does not work on this platform plugin");

    QSignalSpy pasted(&model, &MatrixTableModel::blockPasteRequested);
    editor->setCurrentIndex(model.index(1, 1));
    QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(pasted.count(), 1);
    QCOMPARE(windowPasted.count(), 0);
}

void TestMatrixTableModel::editorFollowsFont()
{
    EditorFixture f(counting(3, 4));
    const int rowHeight = f.editor.verticalHeader()->defaultSectionSize();
    const int columnWidth = f.editor.columnWidth(0);
    QFont font = f.editor.font();
    font.setPointSizeF(font.pointSizeF() * 3);
    f.editor.setFont(font);
    QVERIFY(f.editor.verticalHeader()->defaultSectionSize() > rowHeight);
    QVERIFY(f.editor.columnWidth(0) > columnWidth);
    const QFontMetrics metrics(font);
    QVERIFY(f.editor.columnWidth(0) >= metrics.horizontalAdvance(QStringLiteral("-1.0000")));

    // A wider value widens its column.
    Matrix m = counting(3, 4);
    m(2, 1) = -123456.123456;
    const int before = f.editor.columnWidth(1);
    f.model.setMatrix(m);
    QVERIFY(f.editor.columnWidth(1) > before);
}

void TestMatrixTableModel::refusedValueMarksItsCell_data()
{
    QTest::addColumn<QString>("typed");
    QTest::newRow("not a number") << "abc";
    QTest::newRow("too large") << "1e13";
    QTest::newRow("infinite") << "inf";
}

void TestMatrixTableModel::refusedValueMarksItsCell()
{
    QFETCH(QString, typed);
    MatrixTableModel model;
    model.setName(QStringLiteral("Q"));
    model.setMatrix(counting(3, 4));
    actAsDocument(model);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    const QModelIndex cell = model.index(2, 1);
    QVERIFY(!model.setData(cell, typed, Qt::EditRole));
    QCOMPARE(model.rejectedCell(), cell);
    QVERIFY(changed.count() >= 1); // the view repaints the cell
    QVERIFY(model.data(cell, Qt::BackgroundRole).isValid());
    QCOMPARE(model.data(cell, Qt::ToolTipRole).toString(), model.rejectedReason());
    QVERIFY(model.rejectedReason().contains(QStringLiteral("column 1")));
    QVERIFY(!model.data(model.index(0, 0), Qt::BackgroundRole).isValid());
    // Another refused value moves the mark; a valid one clears it.
    QVERIFY(!model.setData(model.index(0, 3), typed, Qt::EditRole));
    QVERIFY(!model.data(cell, Qt::BackgroundRole).isValid());
    QVERIFY(model.setData(model.index(1, 1), QStringLiteral("0.5"), Qt::EditRole));
    QVERIFY(!model.rejectedCell().isValid());
    QVERIFY(!model.data(model.index(0, 3), Qt::BackgroundRole).isValid());
    QVERIFY(model.rejectedReason().isEmpty());
}

void TestMatrixTableModel::columnGroupsNameAndSeparateTheHeads()
{
    EditorFixture f(Matrix::Zero(3, 8));
    QVERIFY(QTest::qWaitForWindowActive(&f.editor));
    QVERIFY(!f.model.headerData(5, Qt::Horizontal, Qt::ToolTipRole).isValid());
    const auto lineAt = [&f](int column) {
        const QImage image = f.editor.viewport()->grab().toImage();
        const int x = f.editor.columnViewportPosition(column) - 1;
        const int y = f.editor.rowViewportPosition(1) + f.editor.rowHeight(1) / 2;
        return image.pixelColor(QPoint(x, y) * image.devicePixelRatio());
    };
    const QColor plain = lineAt(4);
    f.model.setColumnGroupSize(4); // two heads of 4 columns
    QCOMPARE(f.model.headerData(5, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QStringLiteral("head 1"));
    QCOMPARE(f.model.headerData(3, Qt::Horizontal, Qt::ToolTipRole).toString(),
             QStringLiteral("head 0"));
    QVERIFY(lineAt(4) != plain);    // between the heads
    QCOMPARE(lineAt(2), lineAt(6)); // inside them: the plain grid
}

QTEST_MAIN(TestMatrixTableModel)
#include "tst_matrixtablemodel.moc"
