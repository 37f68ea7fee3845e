// Passage's C interface over Box2D 2.4.1 (Debian's libbox2d-dev). Swift cannot import Box2D's C++ API
// without C++ interop, which would spread to every module that imports PassageDynamics, so this small
// target wraps the handful of calls UIKit Dynamics needs behind plain C functions.
// Units are Box2D's: metres, kilograms, seconds, radians; y grows downward as in UIKit (no flip).
// Invariant: every pointer handed out belongs to the world it came from and dies with it.
#ifndef CPASSAGEBOX2D_H
#define CPASSAGEBOX2D_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct PBWorld PBWorld;
typedef struct PBBody PBBody;
typedef struct PBJoint PBJoint;

typedef enum PBBodyType { PBBodyTypeStatic = 0, PBBodyTypeKinematic = 1, PBBodyTypeDynamic = 2 } PBBodyType;

/// One contact that began or ended during the last step, between the bodies tagged `tagA` and `tagB`.
typedef struct PBContactEvent {
    int64_t tagA;
    int64_t tagB;
    int began;      // 1: began, 0: ended
    float x, y;     // world point of a contact that began (mean of the manifold points)
} PBContactEvent;

// World
PBWorld *pb_world_create(void);
void pb_world_destroy(PBWorld *world);
void pb_world_set_gravity(PBWorld *world, float gx, float gy);
/// Steps `count` times by `dt` and clears forces once after the last one (forces last the whole frame);
/// the contact events of these steps replace those of the previous call.
void pb_world_step_frame(PBWorld *world, float dt, int count, int velocityIterations, int positionIterations);
int pb_world_contact_event_count(const PBWorld *world);
PBContactEvent pb_world_contact_event(const PBWorld *world, int index);
/// Writes at most `capacity` tags of bodies with a fixture whose bounding box overlaps the box; returns how
/// many overlap (each body once, in the order found).
int pb_world_query_aabb(PBWorld *world, float minX, float minY, float maxX, float maxY, int64_t *tags, int capacity);
int pb_world_body_count(const PBWorld *world);

// Bodies
PBBody *pb_body_create(PBWorld *world, PBBodyType type, float x, float y, float angle, int64_t tag);
void pb_body_destroy(PBWorld *world, PBBody *body);
int64_t pb_body_tag(const PBBody *body);
/// Collision filtering with 32-bit masks: two bodies collide when one's category is in the other's mask.
void pb_body_set_filter(PBBody *body, uint32_t category, uint32_t mask);
int pb_body_add_box(PBBody *body, float cx, float cy, float halfWidth, float halfHeight, float angle,
                    float density, float friction, float restitution);
int pb_body_add_circle(PBBody *body, float cx, float cy, float radius, float density, float friction, float restitution);
/// Adds a convex polygon of 3…8 vertices; returns 0 (and adds nothing) when the points do not make one.
int pb_body_add_polygon(PBBody *body, const float *xy, int count, float density, float friction, float restitution);
/// Adds a two-sided edge; returns 0 when it is shorter than Box2D's linear slop.
int pb_body_add_edge(PBBody *body, float x1, float y1, float x2, float y2, float friction, float restitution);
void pb_body_set_material(PBBody *body, float density, float friction, float restitution);
void pb_body_get_transform(const PBBody *body, float *x, float *y, float *angle);
void pb_body_set_transform(PBBody *body, float x, float y, float angle);
void pb_body_get_velocity(const PBBody *body, float *vx, float *vy, float *omega);
void pb_body_set_velocity(PBBody *body, float vx, float vy, float omega);
float pb_body_mass(const PBBody *body);
int pb_body_is_awake(const PBBody *body);
void pb_body_set_awake(PBBody *body, int awake);
void pb_body_set_type(PBBody *body, PBBodyType type);
void pb_body_set_damping(PBBody *body, float linear, float angular);
void pb_body_set_fixed_rotation(PBBody *body, int fixed);
void pb_body_set_gravity_scale(PBBody *body, float scale);
void pb_body_apply_force(PBBody *body, float fx, float fy, float px, float py);
void pb_body_apply_impulse(PBBody *body, float ix, float iy, float px, float py);
void pb_body_apply_torque(PBBody *body, float torque);
/// Rotational inertia about the centre of mass, kg·m².
float pb_body_inertia(const PBBody *body);

// Joints (anchors in world coordinates)
/// A distance joint. `frequency` 0 makes a rod of `length`; otherwise a spring (min 0, max unbounded) with
/// that frequency in Hz and damping ratio. `maxLength` < 0 keeps it at `length`, otherwise a limit 0…maxLength.
PBJoint *pb_joint_distance_create(PBWorld *world, PBBody *a, PBBody *b, float ax, float ay, float bx, float by,
                                  float length, float maxLength, float frequency, float dampingRatio,
                                  int collideConnected);
void pb_joint_distance_set(PBJoint *joint, float length, float frequency, float dampingRatio);
/// A zero-length spring from the point (px, py) of `body` to the target (tx, ty): Box2D's mouse joint with
/// that frequency (Hz) and damping ratio, and a force limit of `maxForce` newtons.
PBJoint *pb_joint_spring_to_point_create(PBWorld *world, PBBody *ground, PBBody *body, float px, float py,
                                         float tx, float ty, float frequency, float dampingRatio, float maxForce);
void pb_joint_spring_to_point_set(PBJoint *joint, float tx, float ty, float frequency, float dampingRatio);
PBJoint *pb_joint_revolute_create(PBWorld *world, PBBody *a, PBBody *b, float x, float y, int enableLimit,
                                  float lower, float upper, float frictionTorque, int collideConnected);
PBJoint *pb_joint_prismatic_create(PBWorld *world, PBBody *a, PBBody *b, float x, float y, float axisX, float axisY,
                                   int enableLimit, float lower, float upper, int collideConnected);
PBJoint *pb_joint_weld_create(PBWorld *world, PBBody *a, PBBody *b, float x, float y, int collideConnected);
void pb_joint_destroy(PBWorld *world, PBJoint *joint);

#ifdef __cplusplus
}
#endif

#endif
