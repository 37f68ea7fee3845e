// The demos are scenes: `Demo`, the recorder and the table come with them.
@_exported import PassageScenes
