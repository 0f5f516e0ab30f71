#include "matrixeditor.h"
