// Chapter 5, challenge 1 (the sign-up form's button): the reference solution.
/// A sign-up form: the button is enabled when both fields are filled and the confirmation equals
/// the password. One `combineLatest` of three with `reduceEach` states the whole rule in one place.
public final class SignUpForm {
    @Observed public var username = ""
    @Observed public var password = ""
    @Observed public var confirmation = ""

    public init() {}

    public var signUpEnabled: Signal<Bool> {
        Signal.combineLatest($username, $password, $confirmation).reduceEach { username, password, confirmation in
            !username.isEmpty && !password.isEmpty && confirmation == password
        }
    }
}
