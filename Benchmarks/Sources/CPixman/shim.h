// pixman's images, projective transforms and compositing, for the benchmark's perspective halves.
#include <pixman.h>
