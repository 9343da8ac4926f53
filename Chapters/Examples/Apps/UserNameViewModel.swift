import Observation

/// Seed 001 二 (Docs/Sources.md), rebuilt with a channel: the user name is typed into a field
/// **or** set from code, and the rest of the screen must not be able to tell which.
///
/// The seed merged `rac_textSignal` (typing) with `RACObserve(field, text)` (code) to catch
/// both. Here the view model owns the text; the screen binds the field to it both ways
/// (`UserNameScreen`), so typing lands in `userName` and code sets `userName`, and the field
/// shows it. Everything derived (`isValid`) reads `userName` only.
@Observable
public final class UserNameViewModel {
    /// The user name, whoever changed it last.
    public var userName = ""

    /// The seed's rule: a user name is valid when it is not empty.
    public var isValid: Bool { !userName.isEmpty }

    public init() {}

    /// The code path of the seed (`textView.text = @"this is a example"`): fill in a name.
    public func fillExample() {
        userName = "this is a example"
    }

    /// Another code path: empty the name.
    public func clear() {
        userName = ""
    }
}
