import Foundation

/// The run-time check behind the `isolation: (any Actor)? = #isolation` argument of the
/// subscribe family, `doNext`/`doError`/`doCompleted`, `initially`/`finally` and `createSignal`
/// (Docs/Contracts.md C6.14).
///
/// A handler is a plain (non-`@Sendable`) closure, so Swift lets you write one in `@MainActor`
/// code that touches main-actor state, and infers it `@MainActor`; but a signal runs it wherever
/// it sends. The default argument `#isolation` is the caller's actor (`MainActor.shared` in
/// `@MainActor` code, `self` in an actor's method, `nil` everywhere else). When it is not `nil`,
/// every run of the handler first checks that it is on that actor, and stops the process with a
/// message naming the API and the fix if it is not: the handler never runs off its actor in
/// silence. When it is `nil` the handler is used as it is, so code outside actors pays nothing.
@usableFromInline
enum IsolationCheck {
    /// `block`, checked against `isolation` before every run (or `block` itself if `isolation` is `nil`).
    ///
    /// One form per kind of block, each taking the block's own type: a value block over the
    /// signal's `Value` (the same generic shape as this `Input`), an error block, a block with no
    /// argument. A closure passed where a generic `(Input) -> Void` stands for a concrete type
    /// (`(any Error) -> Void`, `(Subscriber<Value>) -> Void`) is wrapped in a conversion thunk on the
    /// way in and another on the way out, two allocations per call even when `isolation` is `nil`
    /// (Docs/Performance.md measures it); `createSignal` checks its block in place for that reason.
    @inlinable
    static func guarded<Input>(
        _ block: @escaping (Input) -> Void,
        on isolation: (any Actor)?,
        api: StaticString,
        fix: String = defaultFix
    ) -> (Input) -> Void {
        guard let isolation else { return block }
        return { input in
            check(isolation, api: api, fix: fix)
            block(input)
        }
    }

    /// `guarded(_:on:api:)` for an error block.
    @inlinable
    static func guarded(
        _ block: @escaping (any Error) -> Void,
        on isolation: (any Actor)?,
        api: StaticString
    ) -> (any Error) -> Void {
        guard let isolation else { return block }
        return { error in
            check(isolation, api: api)
            block(error)
        }
    }

    /// `guarded(_:on:api:)` for a block with no argument.
    @inlinable
    static func guarded(
        _ block: @escaping () -> Void,
        on isolation: (any Actor)?,
        api: StaticString,
        fix: String = defaultFix
    ) -> () -> Void {
        guard let isolation else { return block }
        return {
            check(isolation, api: api, fix: fix)
            block()
        }
    }

    /// `block`, checked against `isolation` before every run: `guarded(_:on:api:)` for a block that
    /// returns a result (a command's signal block).
    @inlinable
    static func guarded<Input, Output>(
        _ block: @escaping (Input) -> Output,
        on isolation: (any Actor)?,
        api: StaticString,
        fix: String
    ) -> (Input) -> Output {
        guard let isolation else { return block }
        return { input in
            check(isolation, api: api, fix: fix)
            return block(input)
        }
    }

    /// Returns if the calling thread is running `isolation`'s code; otherwise stops the process.
    ///
    /// The main actor runs its code on the main thread, or on the main dispatch queue where another
    /// thread drains it (`swift test` on Linux, after `dispatch_main`): either passes, as each does
    /// for the runtime's own `MainActor.assumeIsolated`. The main thread counts whatever queue it
    /// runs (inside `serialQueue.sync`, Dispatch reports that queue, not the main one), and it is
    /// where `deliverOnMainThread()` delivers at once. The message is RAC's own (the runtime's check
    /// for the main actor stops inside Dispatch, without one). Any other actor is checked by the
    /// runtime, `preconditionIsolated`, whose message names the actor ("Incorrect actor executor
    /// assumption"); Swift 6.3 does not print the message passed to it, so RAC's is given for the
    /// day it does.
    @usableFromInline @inline(never)
    static func check(_ isolation: any Actor, api: StaticString, fix: String = defaultFix) {
        if isolation is MainActor {
            if !isOnMainActor() {
                programmerError(message(api: api, code: "@MainActor code", place: "off the main actor (neither the main thread nor the main queue)", fix: fix))
            }
            return
        }
        isolation.preconditionIsolated(message(api: api, code: "an actor's code", place: "off that actor", fix: fix))
    }

    /// Whether the caller runs the main actor's code: on the main thread (any queue), or inside a
    /// block of the main dispatch queue.
    static func isOnMainActor() -> Bool {
        isMainThread() || isOnMainQueue()
    }

    /// Whether the caller runs on the main dispatch queue: a key set on that queue once, read back.
    /// On the main thread outside any queue's block, Dispatch counts the main queue as current.
    static func isOnMainQueue() -> Bool {
        _ = markMainQueue
        return DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

    /// The ways out for a block that receives events: move the events, or opt out.
    @usableFromInline
    static let defaultFix = "a signal runs it on the thread it sends on: deliver on that actor first (deliverOn(.mainThread) for the main actor), or subscribe with "
        + "subscribeOnMainActor, whose blocks always run on the main actor (pass isolation: nil only "
        + "for a block that touches no actor's state)"

    /// What the check says: the API, what went wrong, and the ways out.
    static func message(api: StaticString, code: String, place: String, fix: String = defaultFix) -> String {
        "\(api): a block written in \(code) ran \(place); " + fix
    }
}
