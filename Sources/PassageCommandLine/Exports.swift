// What a program using the command line library declares its scenes with: `Demo`, `RecordingOptions` and
// `Demo.record(to:options:)` come with it.
@_exported import PassageScenes
