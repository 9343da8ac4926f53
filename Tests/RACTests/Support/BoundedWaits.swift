import Foundation
import RAC
import TestSupport
import Testing

// Every blocking call and every await of a task in RACTests has a time limit, so that a mistake
// that never sends fails its test instead of stopping the run (Docs/Reliability.md, "Mistakes in
// RAC"). The blocking calls run on a thread of their own (`runOnThread`); one that has not
// returned in time records an issue and is left behind, blocked.

/// A bounded call that gave up.
struct TimedOut: Error, CustomStringConvertible {
    let call: String
    let seconds: TimeInterval
    var description: String { "\(call) did not return within \(Int(seconds)) s" }
}

/// `body` on a thread of its own, for at most `timeout` seconds; `nil` (and an issue) if it did not return.
private func bounded<T: Sendable>(_ call: String, _ timeout: TimeInterval, _ location: SourceLocation, _ body: @escaping @Sendable () -> T) -> T? {
    guard let result = runOnThread(timeout: timeout, body) else {
        Issue.record(Comment(rawValue: TimedOut(call: call, seconds: timeout).description), sourceLocation: location)
        return nil
    }
    return result
}

extension Signal where Value: Sendable {
    /// `first()`, for at most `timeout` seconds (`nil` and an issue after that).
    func boundedFirst(timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation) -> Value? {
        bounded("first()", timeout, sourceLocation) { self.first() } ?? nil
    }

    /// `toArray()`, for at most `timeout` seconds (an issue, and `TimedOut` thrown, after that).
    func boundedToArray(timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Value] {
        guard let result = bounded("toArray()", timeout, sourceLocation, { Result { try self.toArray() } }) else {
            throw TimedOut(call: "toArray()", seconds: timeout)
        }
        return try result.get()
    }

    /// `firstResult()`, for at most `timeout` seconds (an issue, and `.failure(TimedOut)`, after that).
    func boundedFirstResult(timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation) -> Result<Value?, any Error> {
        bounded("firstResult()", timeout, sourceLocation) { self.firstResult() }
            ?? .failure(TimedOut(call: "firstResult()", seconds: timeout))
    }
}

/// `task`'s value, cancelling the task (and recording an issue) if it has not finished within
/// `timeout` seconds; throws `TimedOut` if even that did not end it.
func boundedValue<Success: Sendable>(of task: Task<Success, any Error>, timeout: TimeInterval = 30, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Success {
    guard let result = await boundedResult(of: task, timeout: timeout, sourceLocation: sourceLocation) else {
        throw TimedOut(call: "the task", seconds: timeout)
    }
    return try result.get()
}

/// `task`'s result, cancelling the task (and recording an issue) if it has not finished within
/// `timeout` seconds; `nil` if even that did not end it.
func boundedResult<Success: Sendable, Failure: Error>(of task: Task<Success, Failure>, timeout: TimeInterval = 30, sourceLocation: SourceLocation = #_sourceLocation) async -> Result<Success, Failure>? {
    let (result, timedOut) = await result(of: task, cancellingAfter: timeout)
    if timedOut { Issue.record(Comment(rawValue: TimedOut(call: "the task", seconds: timeout).description), sourceLocation: sourceLocation) }
    return result
}
