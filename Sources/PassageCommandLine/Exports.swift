// What a program using the command line library declares its scenes with: `Scene`, `RecordingOptions` and
// `Scene.record(to:options:)` come with it.
@_exported import PassageScenes
