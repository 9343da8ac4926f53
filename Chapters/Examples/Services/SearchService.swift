import Foundation
import RAC
import Synchronization

/// Why a fake search failed.
public enum SearchError: Error, Equatable, Sendable, CustomStringConvertible {
    case serverUnavailable

    public var description: String { "server unavailable" }
}

/// The fake search server of the search screen, with the API a network client has: start a
/// request, get a handle, `cancel()` it if the answer is no longer wanted (as `URLSessionTask`).
///
/// The answer (the names in `catalogue` that contain the query, ignoring case, or an error for a
/// query in `failingQueries`) arrives `latency` seconds later **on the scheduler**: a
/// `TestScheduler` in tests and the workshop, a background one in an app. A cancelled request
/// never answers. The service records which queries were started, cancelled and finished, so a
/// test or the workshop can see that an abandoned request really stopped.
public final class SearchService: Sendable {
    /// What the server searches when no catalogue is given.
    public static let defaultCatalogue = [
        "ReactiveCocoa", "ReactiveObjC", "ReactiveSwift", "RACFromScratch", "RxSwift", "RxCocoa", "SwiftLint",
    ]

    /// Called with a short message when a request starts, is answered or is cancelled (the
    /// workshop's timeline uses it). The answer comes on the scheduler, perhaps another thread:
    /// hence `@Sendable`.
    public let trace: (@Sendable (String) -> Void)?

    private let scheduler: Scheduler
    private let catalogue: [String]
    private let latency: TimeInterval
    private let slowQueries: [String: TimeInterval]
    private let failingQueries: Set<String>
    private let log = Mutex(RequestLog())

    /// A server answering after `latency` seconds on `scheduler` (after `slowQueries[query]`
    /// seconds for the queries listed there), failing for `failingQueries`.
    public init(
        scheduler: Scheduler,
        catalogue: [String] = SearchService.defaultCatalogue,
        latency: TimeInterval = 0.5,
        slowQueries: [String: TimeInterval] = [:],
        failingQueries: Set<String> = [],
        trace: (@Sendable (String) -> Void)? = nil
    ) {
        self.scheduler = scheduler
        self.catalogue = catalogue
        self.latency = latency
        self.slowQueries = slowQueries
        self.failingQueries = failingQueries
        self.trace = trace
    }

    /// Every query that was asked for, in order.
    public var started: [String] { log.withLock { $0.started.map(\.query) } }
    /// The queries whose request was cancelled before its answer, in order.
    public var cancelled: [String] { log.withLock { $0.cancelled } }
    /// The queries that were answered (with names or an error), in order.
    public var finished: [String] { log.withLock { $0.finished } }
    /// The queries asked for and neither answered nor cancelled yet, in the order they started.
    public var running: [String] { log.withLock { $0.running } }

    /// Starts a search for `query`; `completion` gets the matching names or the error
    /// `latency` seconds later, on the scheduler, unless the returned request is cancelled first.
    @discardableResult
    public func search(_ query: String, completion: @escaping @Sendable (Result<[String], SearchError>) -> Void) -> SearchRequest {
        let id = log.withLock { $0.start(query) }
        trace?("request search(\(query))")
        let outcome: Result<[String], SearchError> = failingQueries.contains(query)
            ? .failure(.serverUnavailable)
            : .success(catalogue.filter { $0.lowercased().contains(query.lowercased()) })
        let answer = scheduler.afterDelay(slowQueries[query] ?? latency) { [self] in
            // Cancelled a moment ago on another thread? Then the answer is not given.
            guard log.withLock({ $0.finish(id) }) else { return }
            switch outcome {
            case .success(let names): trace?("server: \(names.count) results for \(query)")
            case .failure: trace?("server: search(\(query)) failed")
            }
            completion(outcome)
        }
        return SearchRequest { [self] in
            // Cancelling an answered request changes nothing (a subscription is disposed after
            // its signal completes, too).
            guard log.withLock({ $0.cancel(id) }) else { return }
            answer?.dispose()
            trace?("cancel search(\(query))")
        }
    }
}

/// One request to `SearchService`: cancel it when its answer is no longer wanted.
public final class SearchRequest: Sendable {
    private let onCancel: @Sendable () -> Void

    init(onCancel: @escaping @Sendable () -> Void) {
        self.onCancel = onCancel
    }

    /// Stops the request: its completion is never called. Does nothing once it has answered.
    public func cancel() {
        onCancel()
    }
}

/// What `SearchService` records: each request by number, and how it ended.
private struct RequestLog {
    var started: [(id: Int, query: String)] = []
    var cancelled: [String] = []
    var finished: [String] = []
    private var ended: Set<Int> = []

    var running: [String] {
        started.filter { !ended.contains($0.id) }.map(\.query)
    }

    mutating func start(_ query: String) -> Int {
        started.append((started.count, query))
        return started.count - 1
    }

    /// Marks request `id` answered; `false` if it had already ended (been cancelled).
    mutating func finish(_ id: Int) -> Bool {
        guard ended.insert(id).inserted else { return false }
        finished.append(started[id].query)
        return true
    }

    /// Marks request `id` cancelled; `false` if it had already ended (been answered).
    mutating func cancel(_ id: Int) -> Bool {
        guard ended.insert(id).inserted else { return false }
        cancelled.append(started[id].query)
        return true
    }
}
