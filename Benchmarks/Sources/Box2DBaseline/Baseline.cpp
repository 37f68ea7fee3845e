// See Box2DBaseline.h.
#include "Box2DBaseline.h"
#include <box2d/box2d.h>

struct BaselineWorld {
    b2World world;
    explicit BaselineWorld(float g) : world(b2Vec2(0, g)) { world.SetAutoClearForces(false); }
};

extern "C" {
BaselineWorld *baseline_create(float width, float height, float side, const float *centers, int count, float g) {
    BaselineWorld *w = new BaselineWorld(g);
    b2BodyDef groundDef;
    b2Body *ground = w->world.CreateBody(&groundDef);
    b2Vec2 corners[4] = {b2Vec2(-0.01f, -0.01f), b2Vec2(width + 0.01f, -0.01f), b2Vec2(width + 0.01f, height + 0.01f),
                         b2Vec2(-0.01f, height + 0.01f)};
    for (int i = 0; i < 4; ++i) {
        b2EdgeShape edge;
        edge.SetTwoSided(corners[i], corners[(i + 1) % 4]);
        b2FixtureDef def;
        def.shape = &edge;
        def.friction = 0.2f;
        def.restitution = 0.2f;
        ground->CreateFixture(&def);
    }
    for (int i = 0; i < count; ++i) {
        b2BodyDef def;
        def.type = b2_dynamicBody;
        def.position.Set(centers[2 * i], centers[2 * i + 1]);
        def.linearDamping = 0.1f;
        def.angularDamping = 0.1f;
        b2Body *body = w->world.CreateBody(&def);
        b2PolygonShape box;
        box.SetAsBox(side / 2, side / 2);
        b2FixtureDef fixture;
        fixture.shape = &box;
        fixture.density = 1;
        fixture.friction = 0.2f;
        fixture.restitution = 0.2f;
        body->CreateFixture(&fixture);
    }
    return w;
}

void baseline_step_frame(BaselineWorld *world, int subSteps, int velocityIterations, int positionIterations,
                         bool continuous) {
    world->world.SetContinuousPhysics(continuous);
    float dt = (float)(1.0 / 60 / subSteps);
    for (int i = 0; i < subSteps; ++i) world->world.Step(dt, velocityIterations, positionIterations);
    world->world.ClearForces();
}

int baseline_awake_count(const BaselineWorld *world) {
    int awake = 0;
    for (const b2Body *body = world->world.GetBodyList(); body; body = body->GetNext()) {
        if (body->GetType() == b2_dynamicBody && body->IsAwake()) ++awake;
    }
    return awake;
}

void baseline_destroy(BaselineWorld *world) { delete world; }
}
