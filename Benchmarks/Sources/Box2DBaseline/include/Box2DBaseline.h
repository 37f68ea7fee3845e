// The dynamics benchmark's baseline: the same pile of boxes as Passage's scene, built and stepped with
// Box2D alone (no behaviours, no write-back), to compare the cost of Passage's step with Box2D's own.
#ifndef BOX2DBASELINE_H
#define BOX2DBASELINE_H
#ifdef __cplusplus
extern "C" {
#endif
typedef struct BaselineWorld BaselineWorld;
/// A box of `width` × `height` metres (edges on its outline, 1 cm outside) and `count` boxes of `side` metres
/// whose centres are given, all dynamic with UIKit's defaults, under gravity `g` m/s².
BaselineWorld *baseline_create(float width, float height, float side, const float *centers, int count, float g);
/// One 60 Hz frame: two 1/120-s steps, 8 velocity and 3 position iterations, then forces cleared.
void baseline_step_frame(BaselineWorld *world);
/// How many bodies are awake.
int baseline_awake_count(const BaselineWorld *world);
void baseline_destroy(BaselineWorld *world);
#ifdef __cplusplus
}
#endif
#endif
