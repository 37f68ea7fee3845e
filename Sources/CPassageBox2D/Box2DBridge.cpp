// Implements CPassageBox2D.h over Box2D 2.4.1. Debian builds libbox2d with its assertions enabled, so every
// function here checks what Box2D would assert on (degenerate shapes, bad counts) and refuses it instead.
#if !__has_include(<box2d/box2d.h>)
#error "Box2D 2.4 headers not found: PassageDynamics needs Debian's libbox2d-dev (run scripts/install-system-deps.sh, or apt-get install libbox2d-dev)"
#endif
#include "CPassageBox2D.h"
#include <box2d/box2d.h>
#include <cfloat>
#include <cmath>
#include <vector>

namespace {

/// What Passage keeps on each body: its tag and 32-bit collision masks (b2Filter has only 16 bits).
struct BodyData {
    int64_t tag;
    uint32_t category = 0;
    uint32_t mask = 0;
};

BodyData *dataOf(const b2Body *body) { return reinterpret_cast<BodyData *>(const_cast<b2Body *>(body)->GetUserData().pointer); }

struct Filter : public b2ContactFilter {
    bool ShouldCollide(b2Fixture *a, b2Fixture *b) override {
        const BodyData *da = dataOf(a->GetBody());
        const BodyData *db = dataOf(b->GetBody());
        return (da->category & db->mask) != 0 || (db->category & da->mask) != 0;
    }
};

struct Listener : public b2ContactListener {
    std::vector<PBContactEvent> events;
    void BeginContact(b2Contact *contact) override { record(contact, 1); }
    void EndContact(b2Contact *contact) override { record(contact, 0); }
    void record(b2Contact *contact, int began) {
        PBContactEvent event;
        event.tagA = dataOf(contact->GetFixtureA()->GetBody())->tag;
        event.tagB = dataOf(contact->GetFixtureB()->GetBody())->tag;
        event.began = began;
        event.x = 0;
        event.y = 0;
        if (began) {
            b2WorldManifold manifold;
            contact->GetWorldManifold(&manifold);
            int count = contact->GetManifold()->pointCount;
            for (int i = 0; i < count; ++i) {
                event.x += manifold.points[i].x / count;
                event.y += manifold.points[i].y / count;
            }
        }
        events.push_back(event);
    }
};

struct Query : public b2QueryCallback {
    std::vector<b2Body *> bodies;
    bool ReportFixture(b2Fixture *fixture) override {
        b2Body *body = fixture->GetBody();
        for (b2Body *seen : bodies) {
            if (seen == body) return true;
        }
        bodies.push_back(body);
        return true;
    }
};

b2Body *bodyOf(PBBody *body) { return reinterpret_cast<b2Body *>(body); }
const b2Body *bodyOf(const PBBody *body) { return reinterpret_cast<const b2Body *>(body); }
b2Joint *jointOf(PBJoint *joint) { return reinterpret_cast<b2Joint *>(joint); }

bool finite(float value) { return std::isfinite(value); }

int addFixture(b2Body *body, const b2Shape &shape, float density, float friction, float restitution) {
    b2FixtureDef def;
    def.shape = &shape;
    def.density = density;
    def.friction = friction;
    def.restitution = restitution;
    body->CreateFixture(&def);
    return 1;
}

/// The convex hull of the points (gift wrapping), or fewer than 3 points when they do not span an area
/// Box2D accepts: the checks b2PolygonShape::Set asserts on.
std::vector<b2Vec2> convexHull(const float *xy, int count) {
    std::vector<b2Vec2> unique;
    for (int i = 0; i < count; ++i) {
        b2Vec2 point(xy[2 * i], xy[2 * i + 1]);
        if (!point.IsValid()) return {};
        bool duplicate = false;
        for (const b2Vec2 &kept : unique) {
            if (b2DistanceSquared(point, kept) < 0.5f * b2_linearSlop * 0.5f * b2_linearSlop) duplicate = true;
        }
        if (!duplicate) unique.push_back(point);
    }
    if (unique.size() < 3 || unique.size() > b2_maxPolygonVertices) return {};
    size_t start = 0;
    for (size_t i = 1; i < unique.size(); ++i) {
        if (unique[i].x > unique[start].x || (unique[i].x == unique[start].x && unique[i].y < unique[start].y)) start = i;
    }
    std::vector<b2Vec2> hull;
    size_t current = start;
    do {
        hull.push_back(unique[current]);
        size_t next = (current + 1) % unique.size();
        for (size_t j = 0; j < unique.size(); ++j) {
            b2Vec2 r = unique[next] - unique[current];
            b2Vec2 v = unique[j] - unique[current];
            float cross = b2Cross(r, v);
            if (cross < 0 || (cross == 0 && v.LengthSquared() > r.LengthSquared())) next = j;
        }
        current = next;
    } while (current != start && hull.size() <= unique.size());
    float area = 0;
    for (size_t i = 0; i < hull.size(); ++i) area += b2Cross(hull[i], hull[(i + 1) % hull.size()]);
    if (hull.size() < 3 || std::fabs(area) * 0.5f <= 16 * b2_epsilon) return {};
    return hull;
}

} // namespace

struct PBWorld {
    b2World world;
    Filter filter;
    Listener listener;
    PBWorld() : world(b2Vec2(0, 0)) {
        world.SetContactFilter(&filter);
        world.SetContactListener(&listener);
        world.SetAutoClearForces(false);
    }
    ~PBWorld() {
        world.SetContactListener(nullptr);
        for (b2Body *body = world.GetBodyList(); body; body = body->GetNext()) delete dataOf(body);
    }
};

extern "C" {

PBWorld *pb_world_create(void) { return new PBWorld(); }

void pb_world_destroy(PBWorld *world) { delete world; }

void pb_world_set_gravity(PBWorld *world, float gx, float gy) {
    if (finite(gx) && finite(gy)) world->world.SetGravity(b2Vec2(gx, gy));
}

void pb_world_step_frame(PBWorld *world, float dt, int count, int velocityIterations, int positionIterations) {
    world->listener.events.clear();
    if (finite(dt) && dt > 0) {
        for (int i = 0; i < count; ++i) world->world.Step(dt, velocityIterations, positionIterations);
    }
    world->world.ClearForces();
}

int pb_world_contact_event_count(const PBWorld *world) { return (int)world->listener.events.size(); }

PBContactEvent pb_world_contact_event(const PBWorld *world, int index) { return world->listener.events[index]; }

int pb_world_query_aabb(PBWorld *world, float minX, float minY, float maxX, float maxY, int64_t *tags, int capacity) {
    if (!(finite(minX) && finite(minY) && finite(maxX) && finite(maxY)) || minX > maxX || minY > maxY) return 0;
    Query query;
    b2AABB box;
    box.lowerBound.Set(minX, minY);
    box.upperBound.Set(maxX, maxY);
    world->world.QueryAABB(&query, box);
    int count = (int)query.bodies.size();
    for (int i = 0; i < count && i < capacity; ++i) tags[i] = dataOf(query.bodies[i])->tag;
    return count;
}

int pb_world_body_count(const PBWorld *world) { return world->world.GetBodyCount(); }

PBBody *pb_body_create(PBWorld *world, PBBodyType type, float x, float y, float angle, int64_t tag) {
    b2BodyDef def;
    def.type = type == PBBodyTypeStatic ? b2_staticBody : type == PBBodyTypeKinematic ? b2_kinematicBody : b2_dynamicBody;
    def.position.Set(finite(x) ? x : 0, finite(y) ? y : 0);
    def.angle = finite(angle) ? angle : 0;
    BodyData *data = new BodyData();
    data->tag = tag;
    def.userData.pointer = reinterpret_cast<uintptr_t>(data);
    return reinterpret_cast<PBBody *>(world->world.CreateBody(&def));
}

void pb_body_destroy(PBWorld *world, PBBody *body) {
    BodyData *data = dataOf(bodyOf(body));
    world->world.DestroyBody(bodyOf(body));
    delete data;
}

int64_t pb_body_tag(const PBBody *body) { return dataOf(bodyOf(body))->tag; }

void pb_body_set_filter(PBBody *body, uint32_t category, uint32_t mask) {
    BodyData *data = dataOf(bodyOf(body));
    if (data->category == category && data->mask == mask) return;
    data->category = category;
    data->mask = mask;
    for (b2Fixture *fixture = bodyOf(body)->GetFixtureList(); fixture; fixture = fixture->GetNext()) fixture->Refilter();
}

int pb_body_add_box(PBBody *body, float cx, float cy, float halfWidth, float halfHeight, float angle,
                    float density, float friction, float restitution) {
    if (!(finite(cx) && finite(cy) && finite(angle)) || !(halfWidth > 0 && halfHeight > 0)
        || !(4 * halfWidth * halfHeight > 16 * b2_epsilon) || !finite(halfWidth * halfHeight)) return 0;
    b2PolygonShape box;
    box.SetAsBox(halfWidth, halfHeight, b2Vec2(cx, cy), angle);
    return addFixture(bodyOf(body), box, density, friction, restitution);
}

int pb_body_add_circle(PBBody *body, float cx, float cy, float radius, float density, float friction, float restitution) {
    if (!(finite(cx) && finite(cy) && finite(radius)) || !(radius > 0)) return 0;
    b2CircleShape circle;
    circle.m_p.Set(cx, cy);
    circle.m_radius = radius;
    return addFixture(bodyOf(body), circle, density, friction, restitution);
}

int pb_body_add_polygon(PBBody *body, const float *xy, int count, float density, float friction, float restitution) {
    if (count < 3 || count > b2_maxPolygonVertices) return 0;
    std::vector<b2Vec2> hull = convexHull(xy, count);
    if (hull.size() < 3) return 0;
    b2PolygonShape polygon;
    polygon.Set(hull.data(), (int32)hull.size());
    return addFixture(bodyOf(body), polygon, density, friction, restitution);
}

int pb_body_add_edge(PBBody *body, float x1, float y1, float x2, float y2, float friction, float restitution) {
    b2Vec2 a(x1, y1), b(x2, y2);
    if (!a.IsValid() || !b.IsValid() || b2Distance(a, b) < b2_linearSlop) return 0;
    b2EdgeShape edge;
    edge.SetTwoSided(a, b);
    return addFixture(bodyOf(body), edge, 0, friction, restitution);
}

void pb_body_set_material(PBBody *body, float density, float friction, float restitution) {
    b2Body *b = bodyOf(body);
    bool densityChanged = false;
    for (b2Fixture *fixture = b->GetFixtureList(); fixture; fixture = fixture->GetNext()) {
        if (fixture->GetDensity() != density) {
            fixture->SetDensity(density);
            densityChanged = true;
        }
        fixture->SetFriction(friction);
        fixture->SetRestitution(restitution);
    }
    if (densityChanged) b->ResetMassData();
}

void pb_body_get_transform(const PBBody *body, float *x, float *y, float *angle) {
    const b2Body *b = bodyOf(body);
    *x = b->GetPosition().x;
    *y = b->GetPosition().y;
    *angle = b->GetAngle();
}

void pb_body_set_transform(PBBody *body, float x, float y, float angle) {
    if (finite(x) && finite(y) && finite(angle)) bodyOf(body)->SetTransform(b2Vec2(x, y), angle);
}

void pb_body_get_velocity(const PBBody *body, float *vx, float *vy, float *omega) {
    const b2Body *b = bodyOf(body);
    *vx = b->GetLinearVelocity().x;
    *vy = b->GetLinearVelocity().y;
    *omega = b->GetAngularVelocity();
}

void pb_body_set_velocity(PBBody *body, float vx, float vy, float omega) {
    if (!(finite(vx) && finite(vy) && finite(omega))) return;
    bodyOf(body)->SetLinearVelocity(b2Vec2(vx, vy));
    bodyOf(body)->SetAngularVelocity(omega);
}

float pb_body_mass(const PBBody *body) { return bodyOf(body)->GetMass(); }

int pb_body_is_awake(const PBBody *body) { return bodyOf(body)->IsAwake() ? 1 : 0; }

void pb_body_set_awake(PBBody *body, int awake) { bodyOf(body)->SetAwake(awake != 0); }

void pb_body_set_type(PBBody *body, PBBodyType type) {
    b2BodyType wanted = type == PBBodyTypeStatic ? b2_staticBody : type == PBBodyTypeKinematic ? b2_kinematicBody : b2_dynamicBody;
    if (bodyOf(body)->GetType() != wanted) bodyOf(body)->SetType(wanted);
}

void pb_body_set_damping(PBBody *body, float linear, float angular) {
    if (finite(linear) && linear >= 0) bodyOf(body)->SetLinearDamping(linear);
    if (finite(angular) && angular >= 0) bodyOf(body)->SetAngularDamping(angular);
}

void pb_body_set_fixed_rotation(PBBody *body, int fixed) {
    if (bodyOf(body)->IsFixedRotation() != (fixed != 0)) bodyOf(body)->SetFixedRotation(fixed != 0);
}

void pb_body_set_gravity_scale(PBBody *body, float scale) {
    if (finite(scale)) bodyOf(body)->SetGravityScale(scale);
}

void pb_body_apply_force(PBBody *body, float fx, float fy, float px, float py) {
    if (finite(fx) && finite(fy) && finite(px) && finite(py)) bodyOf(body)->ApplyForce(b2Vec2(fx, fy), b2Vec2(px, py), true);
}

void pb_body_apply_impulse(PBBody *body, float ix, float iy, float px, float py) {
    if (finite(ix) && finite(iy) && finite(px) && finite(py))
        bodyOf(body)->ApplyLinearImpulse(b2Vec2(ix, iy), b2Vec2(px, py), true);
}

void pb_body_apply_torque(PBBody *body, float torque) {
    if (finite(torque)) bodyOf(body)->ApplyTorque(torque, true);
}

float pb_body_inertia(const PBBody *body) {
    const b2Body *b = bodyOf(body);
    return b->GetInertia() - b->GetMass() * b2Dot(b->GetLocalCenter(), b->GetLocalCenter());
}

PBJoint *pb_joint_distance_create(PBWorld *world, PBBody *a, PBBody *b, float ax, float ay, float bx, float by,
                                  float length, float maxLength, float frequency, float dampingRatio,
                                  int collideConnected) {
    b2DistanceJointDef def;
    def.bodyA = bodyOf(a);
    def.bodyB = bodyOf(b);
    def.localAnchorA = def.bodyA->GetLocalPoint(b2Vec2(ax, ay));
    def.localAnchorB = def.bodyB->GetLocalPoint(b2Vec2(bx, by));
    def.collideConnected = collideConnected != 0;
    def.length = length;
    if (frequency > 0) {
        b2LinearStiffness(def.stiffness, def.damping, frequency, dampingRatio, def.bodyA, def.bodyB);
        def.minLength = 0;
        def.maxLength = FLT_MAX;
    } else if (maxLength >= 0) {
        def.minLength = 0;
        def.maxLength = maxLength;
    } else {
        def.minLength = length;
        def.maxLength = length;
    }
    return reinterpret_cast<PBJoint *>(world->world.CreateJoint(&def));
}

void pb_joint_distance_set(PBJoint *joint, float length, float frequency, float dampingRatio) {
    b2DistanceJoint *distance = static_cast<b2DistanceJoint *>(jointOf(joint));
    distance->SetLength(length);
    if (frequency > 0) {
        float stiffness = 0, damping = 0;
        b2LinearStiffness(stiffness, damping, frequency, dampingRatio, distance->GetBodyA(), distance->GetBodyB());
        distance->SetStiffness(stiffness);
        distance->SetDamping(damping);
        distance->SetMinLength(0);
        distance->SetMaxLength(FLT_MAX);
    } else {
        distance->SetStiffness(0);
        distance->SetDamping(0);
        distance->SetMaxLength(length);
        distance->SetMinLength(length);
    }
    distance->GetBodyA()->SetAwake(true);
    distance->GetBodyB()->SetAwake(true);
}

PBJoint *pb_joint_spring_to_point_create(PBWorld *world, PBBody *ground, PBBody *body, float px, float py,
                                         float tx, float ty, float frequency, float dampingRatio, float maxForce) {
    b2MouseJointDef def;
    def.bodyA = bodyOf(ground);
    def.bodyB = bodyOf(body);
    def.target.Set(px, py);
    def.maxForce = maxForce;
    b2LinearStiffness(def.stiffness, def.damping, frequency, dampingRatio, def.bodyA, def.bodyB);
    b2MouseJoint *joint = static_cast<b2MouseJoint *>(world->world.CreateJoint(&def));
    joint->SetTarget(b2Vec2(tx, ty));
    return reinterpret_cast<PBJoint *>(joint);
}

void pb_joint_spring_to_point_set(PBJoint *joint, float tx, float ty, float frequency, float dampingRatio) {
    b2MouseJoint *mouse = static_cast<b2MouseJoint *>(jointOf(joint));
    float stiffness = 0, damping = 0;
    b2LinearStiffness(stiffness, damping, frequency, dampingRatio, mouse->GetBodyA(), mouse->GetBodyB());
    mouse->SetStiffness(stiffness);
    mouse->SetDamping(damping);
    if (finite(tx) && finite(ty)) mouse->SetTarget(b2Vec2(tx, ty));
}

PBJoint *pb_joint_revolute_create(PBWorld *world, PBBody *a, PBBody *b, float x, float y, int enableLimit,
                                  float lower, float upper, float frictionTorque, int collideConnected) {
    b2RevoluteJointDef def;
    def.Initialize(bodyOf(a), bodyOf(b), b2Vec2(x, y));
    def.collideConnected = collideConnected != 0;
    def.enableLimit = enableLimit != 0 && lower <= upper;
    def.lowerAngle = lower;
    def.upperAngle = upper;
    def.enableMotor = frictionTorque > 0;
    def.motorSpeed = 0;
    def.maxMotorTorque = frictionTorque > 0 ? frictionTorque : 0;
    return reinterpret_cast<PBJoint *>(world->world.CreateJoint(&def));
}

PBJoint *pb_joint_prismatic_create(PBWorld *world, PBBody *a, PBBody *b, float x, float y, float axisX, float axisY,
                                   int enableLimit, float lower, float upper, int collideConnected) {
    b2Vec2 axis(axisX, axisY);
    if (!axis.IsValid() || axis.Normalize() < b2_epsilon) axis.Set(1, 0);
    b2PrismaticJointDef def;
    def.Initialize(bodyOf(a), bodyOf(b), b2Vec2(x, y), axis);
    def.collideConnected = collideConnected != 0;
    def.enableLimit = enableLimit != 0 && lower <= upper;
    def.lowerTranslation = lower;
    def.upperTranslation = upper;
    return reinterpret_cast<PBJoint *>(world->world.CreateJoint(&def));
}

PBJoint *pb_joint_weld_create(PBWorld *world, PBBody *a, PBBody *b, float x, float y, int collideConnected) {
    b2WeldJointDef def;
    def.Initialize(bodyOf(a), bodyOf(b), b2Vec2(x, y));
    def.collideConnected = collideConnected != 0;
    return reinterpret_cast<PBJoint *>(world->world.CreateJoint(&def));
}

void pb_joint_destroy(PBWorld *world, PBJoint *joint) { world->world.DestroyJoint(jointOf(joint)); }

} // extern "C"
