#include "heatmaprenderer.h"
