// cairo's image surfaces, paths and toy text API, for the benchmark's reference renderer.
#include <cairo.h>
