// The seeds' examples as scenes, shared by the CLI, the tests and the docs.
import Passage
