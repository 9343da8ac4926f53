/// The example apps of `Chapters/Examples`: the seed articles' screens, headless.
///
/// The apps are written in their own issue; until then `workshop example NAME` says so.
enum ExampleCatalog {
    static let examples: [ExampleEntry] = [
        ExampleEntry(
            name: "send-code",
            summary: "a valid phone number enables \"Send code\"; tapping it starts a 60 s countdown"
        ),
        ExampleEntry(
            name: "login",
            summary: "a login form: valid inputs enable the button, whose Command runs the login"
        ),
        ExampleEntry(
            name: "badges",
            summary: "three unread counts combined into the tab bar's red dot"
        ),
        ExampleEntry(
            name: "login-state",
            summary: "login and logout notifications refresh every page that listens"
        ),
        ExampleEntry(
            name: "publish",
            summary: "a Subject feeds a plain validity check into the Publish button's Command"
        ),
    ]

    /// The example called `name`, or `nil`.
    static func example(named name: String) -> ExampleEntry? {
        examples.first { $0.name == name }
    }

    /// "send-code, login, badges, login-state, publish", for messages.
    static var validNames: String {
        examples.map(\.name).joined(separator: ", ")
    }
}

/// One example app.
struct ExampleEntry: Sendable {
    /// The name on the command line.
    let name: String
    /// One line on what it shows.
    let summary: String
    /// Whether the app exists yet (all are still to be written).
    var isWritten: Bool = false
}
