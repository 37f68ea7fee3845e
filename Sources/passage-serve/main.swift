// `passage-serve`: the live page over the built-in demos. An executable of its own, so that building
// `passage render` does not build the server.
import PassageDemos
import PassageServe

await PassageServeCommand.main(scenes: DemoCatalog.all)
