// The words the demos' content shows: places for pictures, cards and detail pages, and people for list rows.
// Invented for these demos, fixed, so every rendering shows the same text.

/// A place: a picture seed, a name, a line about it, and a paragraph.
struct SamplePlace {
    let seed: Int
    let name: String
    let region: String
    let paragraph: String
}

/// A person in a list: a name, the first words of a message, and an avatar colour index.
struct SamplePerson {
    let name: String
    let message: String
    let colorIndex: Int

    /// The initials shown on the avatar.
    var initials: String {
        name.split(separator: " ").prefix(2).compactMap(\.first).map(String.init).joined()
    }
}

/// The fixed content of the demos.
enum SampleContent {
    static let places: [SamplePlace] = [
        SamplePlace(
            seed: 3, name: "Quiet Lake", region: "Northern Highlands",
            paragraph:
                "Mist lifts off the water an hour after sunrise. A path of flat stones follows the shore to a boathouse that rents canoes from May to October."
        ),
        SamplePlace(
            seed: 11, name: "Red Ridge", region: "Canyon Country",
            paragraph:
                "The trail climbs eight hundred metres in switchbacks. From the top you see three valleys and, on clear evenings, the lights of the town below."
        ),
        SamplePlace(
            seed: 5, name: "Stillwater Bay", region: "West Coast",
            paragraph:
                "A sheltered bay with a sandy beach and a small harbour. Fishing boats come in at noon; the café on the pier serves what they bring."
        ),
        SamplePlace(
            seed: 8, name: "Moonrise Pass", region: "High Sierra",
            paragraph:
                "Campers at the pass wait up for the moon to clear the eastern peaks. Nights are cold even in August; bring a warm layer."
        ),
        SamplePlace(
            seed: 21, name: "Meadow Valley", region: "Green Hills",
            paragraph:
                "Wildflowers cover the valley floor in early summer. A gravel road loops past two farms and a bakery known for its rye bread."
        ),
        SamplePlace(
            seed: 14, name: "Sunset Dunes", region: "Southern Coast",
            paragraph:
                "Dunes roll inland for two kilometres behind the beach. The best light comes in the last half hour of the day."
        ),
    ]

    static let people: [SamplePerson] = [
        SamplePerson(name: "Maya Chen", message: "Photos from the lake are up!", colorIndex: 0),
        SamplePerson(name: "Jonas Berg", message: "Are we still on for Saturday?", colorIndex: 1),
        SamplePerson(name: "Amara Okafor", message: "The trail map is in the shared folder", colorIndex: 2),
        SamplePerson(name: "Lucas Moreau", message: "Booked the cabin for three nights", colorIndex: 3),
        SamplePerson(name: "Sofia Rossi", message: "Don't forget the camera batteries", colorIndex: 4),
        SamplePerson(name: "Kenji Sato", message: "Weather looks clear all week", colorIndex: 5),
        SamplePerson(name: "Elena Petrova", message: "I'll bring the tent", colorIndex: 6),
        SamplePerson(name: "Noah Fischer", message: "Leaving at 7, coffee on the way", colorIndex: 7),
    ]

    /// The place at `index`, wrapping around.
    static func place(_ index: Int) -> SamplePlace { places[index % places.count] }

    /// The person at `index`, wrapping around.
    static func person(_ index: Int) -> SamplePerson { people[index % people.count] }
}
