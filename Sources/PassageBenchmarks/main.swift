// Passage's benchmarks: a separate release-built executable, never timed assertions in tests.
print("passage-benchmarks")
