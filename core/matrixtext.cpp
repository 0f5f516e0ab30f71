#include "matrixtext.h"
