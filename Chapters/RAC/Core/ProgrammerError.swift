import Foundation

/// RAC's checks for programmer errors: a negative count, a timer on `Scheduler.immediate`, a
/// `Scheduler` subclass that forgot an override. Each stops the process with a message that names
/// the API, the value it got and what to do instead. (One check only asserts, as RAC does:
/// `programmerWarning(_:)`.)
///
/// Why not the standard library's `precondition`: in an optimised build (`-O`, which is what
/// `swift build -c release` and an app's release configuration use) `precondition` still stops
/// the process but drops its message, so the user would be left with a bare trap and no hint.
/// `fatalError` keeps its message in every configuration except `-Ounchecked`, so both checks
/// are built on it. `ExitTests` runs in the release build of CI's AddressSanitizer step as well,
/// which is what proves the messages survive.
@inline(__always)
func require(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #file,
    line: UInt = #line
) {
    if !condition() {
        programmerError(message(), file: file, line: line)
    }
}

/// Stops the process with `message`, in debug and release builds alike (see `require(_:_:)`).
@inline(never)
func programmerError(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message, file: file, line: line)
}

/// A programmer error that RAC only asserts (`NSCAssert`), such as a binding fed an error: debug
/// builds stop with `message`; with assertions off (release builds), the process goes on and
/// `message` goes to standard error, as RAC logs it, so the mistake is never silent.
@inline(never)
func programmerWarning(_ message: String, file: StaticString = #file, line: UInt = #line) {
    assertionFailure(message, file: file, line: line)
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
