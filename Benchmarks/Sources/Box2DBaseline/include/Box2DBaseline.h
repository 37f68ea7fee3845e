// The dynamics benchmark's baseline: the same pile of boxes as Passage's scene, built and stepped with
// Box2D alone (no behaviours, no write-back), to compare the cost of Passage's step with Box2D's own.
#ifndef BOX2DBASELINE_H
#define BOX2DBASELINE_H
#include <stdbool.h>
#ifdef __cplusplus
extern "C" {
#endif
typedef struct BaselineWorld BaselineWorld;
/// A box of `width` × `height` metres (edges on its outline, 1 cm outside) and `count` boxes of `side` metres
/// whose centres are given, all dynamic with UIKit's defaults, under gravity `g` m/s².
BaselineWorld *baseline_create(float width, float height, float side, const float *centers, int count, float g);
/// One 60 Hz frame: `subSteps` equal steps (Passage takes two of 1/120 s) with the given velocity and
/// position iterations (UIKit's are 8 and 3), then forces cleared. `continuous` is Box2D's continuous
/// collision (time of impact) against static bodies, on in UIKit.
void baseline_step_frame(BaselineWorld *world, int subSteps, int velocityIterations, int positionIterations,
                         bool continuous);
/// How many bodies are awake.
int baseline_awake_count(const BaselineWorld *world);
void baseline_destroy(BaselineWorld *world);
#ifdef __cplusplus
}
#endif
#endif
