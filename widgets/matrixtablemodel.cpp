#include "matrixtablemodel.h"
