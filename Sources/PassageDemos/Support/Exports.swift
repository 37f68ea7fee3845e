// The demos are scenes: `Scene` and its recording come with them.
@_exported import PassageScenes
