import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

/// The examples as an app configures them: the fake server answers on a background queue, the
/// view model runs on `Scheduler.mainThread`, and `deliverOn` moves each answer over before any
/// state changes. Every wait is bounded; the screen is made, used and released on the main queue.
@Suite("Real configuration: background server, main-thread view model")
struct RealConfigurationTests {
    @Test func theLoginAnswerArrivesInTheBackgroundAndIsShownOnTheMainQueue() {
        let network = Scheduler.scheduler(priority: .default, name: "org.example.network")
        let service = LoginService(scheduler: network, latency: 0.01)
        let log = Locked<[String]>([])
        let shown = DispatchSemaphore(value: 0)
        let released = DispatchSemaphore(value: 0)
        let holder = Locked<LoginScreen?>(nil)
        @Sendable func queue() -> String { isOnMainQueue() ? "the main queue" : "a background queue" }

        service.trace = { message in
            if message.hasPrefix("server") { log.withLock { $0.append("server answers on \(queue())") } }
        }
        let handOver = Unchecked(service)
        DispatchQueue.main.async {
            let screen = LoginScreen(viewModel: LoginViewModel(service: handOver.value))  // .mainThread by default
            holder.value = screen
            _ = screen.statusLabel.$text.skip(1).subscribeNext { text in
                log.withLock { $0.append("status \"\(text)\" set on \(queue())") }
                shown.signal()
            }
            // Tap once the button says it can be tapped (`enabled` arrives a main-queue turn later).
            _ = screen.loginButton.$isEnabled.filter { $0 }.take(1).subscribeNext { _ in
                DispatchQueue.main.async { _ = holder.value?.loginButton.tap() }
            }
            screen.usernameField.type("alice")
            screen.passwordField.type("pw")
        }
        #expect(waitFor(shown, timeout: 10))
        #expect(log.value == ["server answers on a background queue", "status \"Welcome, alice\" set on the main queue"])

        DispatchQueue.main.async {
            holder.value = nil  // released where it lives
            released.signal()
        }
        #expect(waitFor(released, timeout: 10))
    }

    @Test func thePublishFlowHopsToTheMainQueueAfterEachService() {
        let cloud = Scheduler.scheduler(priority: .default, name: "org.example.cloud")
        let api = Scheduler.scheduler(priority: .default, name: "org.example.api")
        let upload = UploadService(scheduler: cloud, latency: 0.01)
        let server = PublishServer(scheduler: api, latency: 0.01)
        let log = Locked<[String]>([])
        let done = DispatchSemaphore(value: 0)
        let holder = Locked<PublishScreen?>(nil)
        @Sendable func queue() -> String { isOnMainQueue() ? "the main queue" : "a background queue" }

        upload.trace = { message in
            if message.hasPrefix("cloud") { log.withLock { $0.append("cloud answers on \(queue())") } }
        }
        server.trace = { message in
            if message.hasPrefix("server") { log.withLock { $0.append("server answers on \(queue())") } }
        }
        let handOver = Unchecked((upload, server))
        DispatchQueue.main.async {
            let (upload, server) = handOver.value
            let screen = PublishScreen(viewModel: PublishViewModel(uploadService: upload, server: server))
            holder.value = screen
            _ = screen.statusLabel.$text.filter { $0 == "Published" }.subscribeNext { _ in
                log.withLock { $0.append("published, shown on \(queue())") }
                done.signal()
            }
            _ = screen.publishButton.$isEnabled.skip(1).filter { $0 }.take(1).subscribeNext { _ in
                DispatchQueue.main.async { _ = holder.value?.publishButton.tap() }
            }
            screen.textView.type("Hi")
            screen.viewModel.addImage("a.jpg")
        }
        #expect(waitFor(done, timeout: 10))
        #expect(log.value == [
            "cloud answers on a background queue", "server answers on a background queue", "published, shown on the main queue",
        ])
        let released = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            holder.value = nil
            released.signal()
        }
        #expect(waitFor(released, timeout: 10))
    }

    /// The search screen on the main thread: the throttle's timer runs on the main queue, the
    /// server answers on its own queue, and the results are shown on the main queue.
    @Test func theSearchAnswerArrivesInTheBackgroundAndIsShownOnTheMainQueue() {
        let log = Locked<[String]>([])
        @Sendable func queue() -> String { isOnMainQueue() ? "the main queue" : "a background queue" }
        let service = SearchService(
            scheduler: Scheduler.scheduler(priority: .default, name: "org.example.search"),
            latency: 0.01,
            trace: { message in
                if message.hasPrefix("request") { log.withLock { $0.append("\(message) on \(queue())") } }
                if message.hasPrefix("server") { log.withLock { $0.append("server answers on \(queue())") } }
            }
        )
        let shown = DispatchSemaphore(value: 0)
        let holder = Locked<SearchScreen?>(nil)
        DispatchQueue.main.async {
            let screen = SearchScreen(service: service)  // .mainThread by default
            holder.value = screen
            _ = screen.resultsLabel.$text.filter { !$0.isEmpty && !$0.hasPrefix("searching") }.take(1).subscribeNext { text in
                log.withLock { $0.append("results \"\(text)\" set on \(queue())") }
                shown.signal()
            }
            screen.field.type("rx")
        }
        #expect(waitFor(shown, timeout: 10))
        #expect(log.value == [
            "request search(rx) on the main queue", "server answers on a background queue",
            "results \"RxSwift, RxCocoa\" set on the main queue",
        ])
        let released = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            holder.value = nil
            released.signal()
        }
        #expect(waitFor(released, timeout: 10))
    }

    /// The sign-in port: a `@MainActor` view model over a server that answers on its own
    /// queue. The command's work runs where the tap runs it (the main queue), the server answers
    /// in the background, and `deliverOn(.mainThread)` brings the answer back before the view
    /// model's state changes: each change is made on the main queue (a change made elsewhere
    /// would stop the process, since the view model's blocks are main-actor code).
    @Test func theSignInAnswerArrivesInTheBackgroundAndTheStateIsSetOnTheMainQueue() {
        let log = Locked<[String]>([])
        @Sendable func queue() -> String { isOnMainQueue() ? "the main queue" : "a background queue" }
        let service = SignInService(
            scheduler: Scheduler.scheduler(priority: .default, name: "org.example.sign-in"),
            latency: 0.01,
            trace: { message in log.withLock { $0.append("\(message) on \(queue())") } }
        )
        let shown = DispatchSemaphore(value: 0)
        let holder = Locked<SignInScreen?>(nil)
        let handOver = Unchecked(service)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let screen = SignInScreen(viewModel: SignInViewModel(service: handOver.value))  // .mainThread by default
                holder.value = screen
                _ = screen.viewModel.$isSignedIn.skip(1).subscribeNext { signedIn in
                    log.withLock { $0.append("isSignedIn = \(signedIn) set on \(queue())") }
                    shown.signal()
                }
                // Tap once the button says it can be tapped (`enabled` arrives a main-queue turn later).
                _ = screen.signInButton.$isEnabled.filter { $0 }.take(1).subscribeNext { _ in
                    DispatchQueue.main.async { MainActor.assumeIsolated { _ = holder.value?.signInButton.tap() } }
                }
                screen.usernameField.type("user")
                screen.passwordField.type("password")
            }
        }
        #expect(waitFor(shown, timeout: 10))
        #expect(log.value == [
            "request signIn(user) on the main queue",
            "server: user signed in on a background queue",
            "isSignedIn = true set on the main queue",
        ])
        let released = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            holder.value = nil  // released where it lives
            released.signal()
        }
        #expect(waitFor(released, timeout: 10))
    }
}

/// Hands a value made on the test's thread to the main queue, which alone uses it from then on.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
