#include "heatmapwidget.h"
