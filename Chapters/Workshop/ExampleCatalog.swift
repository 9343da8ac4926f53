import Examples

/// The example apps of `Chapters/Examples` as the workshop lists them: the seed articles' screens,
/// headless, each with a scripted session (`ExampleScenario`).
extension ExampleCatalog {
    /// Every example, in the order the workshop lists them.
    static var examples: [ExampleScenario] { all }

    /// The example called `name`, or `nil`.
    static func example(named name: String) -> ExampleScenario? {
        scenario(named: name)
    }

    /// "send-code, login, badges, login-state, publish, delegate, user-name, search, sign-in", for messages.
    static var validNames: String {
        all.map(\.name).joined(separator: ", ")
    }
}
