import Foundation
import RAC

/// The search-as-you-type screen, RAC's classic recipe: every keystroke changes the query, but only
/// the query the user stopped at is searched, once, and only its answer is ever shown.
///
/// The chain, from the field's text to `state`, and the rule that makes each step correct:
///
/// 1. `deliverOn(scheduler)`: `throttle` starts its timer on the scheduler current when a value
///    arrives. Hopping onto `scheduler` first makes that the UI scheduler (or the test's), whoever
///    set `text`.
/// 2. `throttle(0.3)`: a value goes on only after 0.3 s without typing, so "s", "sw", "swi",
///    "swif", "swift" typed quickly make one query, "swift", not five requests.
/// 3. trim, then `distinctUntilChanged()`: "swift " asks for what "swift" asked for. Comparing
///    after trimming is what drops it; compared before, the two texts differ.
/// 4. A query shorter than `minimumQueryLength` clears the results instead of searching (it would
///    match nearly everything). It still goes through step 6, so it also cancels the request in
///    flight: a late answer must not fill a list the user just cleared.
/// 5. Each query becomes a request signal whose failure is caught **inside** it, as a
///    `.failed` state. Caught outside, the first error would end the whole chain, and the screen
///    would stop searching for good.
/// 6. `switchToLatest()` on the signal of requests, not `flattenMap` (a `map` and a merge, which
///    follows every request it started): each query disposes the previous query's request, which
///    cancels it at the server. A slow answer to an old query must never overwrite the answer to
///    a newer one; with a merge it would.
/// 7. The answers come on the service's queue; each request is delivered onto `scheduler`
///    before it changes `state`.
///
/// The chain holds no strong reference to the view model and ends with `lifetime` (the
/// screen's): `take(during:)` disposes it, cancelling any request still running.
///
/// MVVM: no control in here. The screen binds its field's text into `text` and shows `state`.
public final class SearchViewModel {
    /// What the screen shows.
    public enum State: Equatable, Sendable {
        /// No query long enough: no results, no spinner.
        case idle
        /// A request for the query is running.
        case searching(String)
        /// The answer to the query: the names found.
        case found(String, [String])
        /// The request for the query failed.
        case failed(String)

        /// The results label's text.
        public var resultsText: String {
            switch self {
            case .idle: return ""
            case .searching(let query): return "searching \(query)…"
            case .found(let query, let names): return names.isEmpty ? "nothing for \(query)" : names.joined(separator: ", ")
            case .failed: return "search failed"
            }
        }

        /// Whether the activity indicator turns.
        public var isSearching: Bool {
            if case .searching = self { return true }
            return false
        }
    }

    /// How long typing must pause before the text is searched, in seconds.
    public static let throttleInterval: TimeInterval = 0.3
    /// Queries shorter than this (after trimming) clear the results instead.
    public static let minimumQueryLength = 2

    /// The search field's text, as typed: the screen binds its field here.
    @Observed public var text = ""
    /// What the screen shows: set on `scheduler` only.
    @Observed public private(set) var state = State.idle

    /// - Parameters:
    ///   - service: the search server; it may answer on any queue.
    ///   - scheduler: where `state` changes (and the throttle's timer runs): `.mainThread` in an
    ///     app, a `TestScheduler` in tests and the workshop.
    ///   - lifetime: the screen's; the search stops when it ends.
    public init(service: SearchService, scheduler: Scheduler = .mainThread, lifetime: Lifetime) {
        $text
            .deliverOn(scheduler)
            .throttle(Self.throttleInterval)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .distinctUntilChanged()
            .map { query -> Signal<State> in
                guard query.count >= Self.minimumQueryLength else { return .return(.idle) }
                return Self.search(query, service: service, scheduler: scheduler)
            }
            .switchToLatest()
            .take(during: lifetime)
            .setKeyPath(\.state, on: self)
    }

    /// One request as a signal: `.searching` at once, then `.found` or `.failed` (the error is
    /// caught here, inside, so the chain outside never sees one), delivered on `scheduler`.
    /// Disposing the subscription cancels the request.
    static func search(_ query: String, service: SearchService, scheduler: Scheduler) -> Signal<State> {
        Signal<[String]>.createSignal { subscriber in
            let request = service.search(query) { result in
                switch result {
                case .success(let names):
                    subscriber.sendNext(names)
                    subscriber.sendCompleted()
                case .failure(let error):
                    subscriber.sendError(error)
                }
            }
            return Disposable { request.cancel() }
        }
        .deliverOn(scheduler)
        .map { State.found(query, $0) }
        .catch { _ in .return(.failed(query)) }
        .startWith(.searching(query))
    }
}
