import Foundation
import RAC
import TestSupport
import Testing

/// The three ways out of "a block written in @MainActor code ran off the main actor", as
/// Docs/PortingFromReactiveObjC.md shows them: each view model method below receives answers sent
/// from a background queue, and each block runs where its isolation says.
@MainActor
@Suite("Porting: blocks in @MainActor code, answers from a background queue")
struct PortingIsolationTests {
    @Test("deliverOnMainThread() before the block; isolation: nil for a block that touches no actor's state; the work in a nonisolated function")
    func threeWaysOut() async {
        let log = Locked<[String]>([])
        let model = ProfileViewModel(log: log)
        let answers = Subject<String>()
        let subscriptions = CompoundDisposable()
        subscriptions.add(model.show(answers))
        subscriptions.add(model.showCounting(answers))
        subscriptions.add(model.showCleaned(answers))
        DispatchQueue.global().async { answers.sendNext("  Ada ") }
        #expect(await eventually(timeout: 10) { log.value.count == 5 })
        #expect(log.value.sorted() == [
            "counted on a background queue",
            "shown on the main queue",
            "shown on the main queue",
            "shown on the main queue",
            "trimmed on a background queue",
        ])
        #expect(model.names == ["  Ada ", "  Ada ", "Ada"])
        subscriptions.dispose()
    }
}

/// A view model as a port writes it: `@MainActor`, so every block written in it is main-actor code.
@MainActor
private final class ProfileViewModel {
    private(set) var names: [String] = []
    private let log: Locked<[String]>

    init(log: Locked<[String]>) {
        self.log = log
    }

    private func show(_ name: String) {
        names.append(name)
        log.withLock { $0.append("shown on \(whereThisRuns())") }
    }

    /// 1. Deliver on the main thread first: the block then runs there, as its isolation says.
    func show(_ answers: Signal<String>) -> Disposable {
        answers
            .deliverOnMainThread()
            .subscribeNext { [weak self] name in self?.show(name) }
    }

    /// 2. A block that touches no actor's state says so with `isolation: nil`, and runs on the
    /// sending thread, unchecked.
    func showCounting(_ answers: Signal<String>) -> Disposable {
        let log = self.log
        return answers
            .doNext({ _ in log.withLock { $0.append("counted on \(whereThisRuns())") } }, isolation: nil)
            .deliverOnMainThread()
            .subscribeNext { [weak self] name in self?.show(name) }
    }

    /// 3. The work in a nonisolated function: its blocks belong to no actor, and the compiler
    /// refuses any that touches the view model.
    func showCleaned(_ answers: Signal<String>) -> Disposable {
        Self.cleaned(answers, log: log)
            .deliverOnMainThread()
            .subscribeNext { [weak self] name in self?.show(name) }
    }

    nonisolated static func cleaned(_ answers: Signal<String>, log: Locked<[String]>) -> Signal<String> {
        answers.map { name in
            log.withLock { $0.append("trimmed on \(whereThisRuns())") }
            return name.trimmingCharacters(in: .whitespaces)
        }
    }
}

/// Where the caller runs, in words.
private func whereThisRuns() -> String {
    isOnMainQueue() ? "the main queue" : "a background queue"
}
