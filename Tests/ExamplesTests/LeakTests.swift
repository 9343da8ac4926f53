import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

/// A released view model takes its controls and its command with it, even in the middle of its
/// work (the scheduler may still hold a timer or a server answer: those hold the app weakly).
@Suite("Leaks")
struct LeakTests {
    let scheduler = TestScheduler()

    @Test func sendCodeReleasedDuringTheCountdown() {
        weak var weakApp: SendCodeViewModel?
        weak var weakButton: Button?
        weak var weakField: TextField?
        weak var weakCommand: Command<Button, Bool>?
        do {
            let app = SendCodeViewModel(service: SendCodeService(scheduler: scheduler), scheduler: scheduler)
            weakApp = app
            weakButton = app.sendCodeButton
            weakField = app.phoneField
            weakCommand = app.sendCodeCommand
            app.phoneField.type("13800138000")
            scheduler.advance(by: 0)
            app.sendCodeButton.tap()
            scheduler.advance(toSecond: 10)
            #expect(app.sendCodeButton.currentTitle == "Wait (51s)")  // answer at 1.0, ticks from 2.0
        }
        #expect(weakApp == nil)
        #expect(weakButton == nil)
        #expect(weakField == nil)
        #expect(weakCommand == nil)
        scheduler.advance(toSecond: 100)  // the timer's remaining ticks find nobody
        #expect(scheduler.queuedCount == 0)
    }

    @Test func sendCodeReleasedDuringTheRequest() {
        weak var weakApp: SendCodeViewModel?
        do {
            let app = SendCodeViewModel(service: SendCodeService(scheduler: scheduler, latency: 5), scheduler: scheduler)
            weakApp = app
            app.phoneField.type("13800138000")
            scheduler.advance(by: 0)
            app.sendCodeButton.tap()
            scheduler.advance(toSecond: 1)
        }
        #expect(weakApp == nil)
        scheduler.advance(toSecond: 100)  // the answer arrives for nobody
        #expect(scheduler.queuedCount == 0)
    }

    @Test func loginReleasedWhileExecuting() {
        weak var weakApp: LoginViewModel?
        weak var weakButton: Button?
        weak var weakLabel: Label?
        weak var weakCommand: Command<Button, String>?
        do {
            let app = LoginViewModel(service: LoginService(scheduler: scheduler), scheduler: scheduler)
            weakApp = app
            weakButton = app.loginButton
            weakLabel = app.statusLabel
            weakCommand = app.loginCommand
            app.usernameField.type("alice")
            app.passwordField.type("pw")
            scheduler.advance(by: 0)
            app.loginButton.tap()
            scheduler.advance(toSecond: 2)
            #expect(app.isSpinning)
        }
        #expect(weakApp == nil)
        #expect(weakButton == nil)
        #expect(weakLabel == nil)
        #expect(weakCommand == nil)
        scheduler.advance(toSecond: 10)
    }

    @Test func badgesReleased() {
        weak var weakApp: BadgesViewModel?
        weak var weakDot: BadgeDot?
        do {
            let app = BadgesViewModel()
            weakApp = app
            weakDot = app.tabDot
            app.groupMessageCount = 3
        }
        #expect(weakApp == nil)
        #expect(weakDot == nil)
    }

    @Test func loginStateReleased() {
        weak var weakApp: LoginStateViewModel?
        weak var weakLabel: Label?
        let center = NotificationCenter()
        do {
            let app = LoginStateViewModel(notificationCenter: center)
            weakApp = app
            weakLabel = app.titleLabel
            LoginStateViewModel.postLoginChange(true, on: center)
        }
        #expect(weakApp == nil)
        #expect(weakLabel == nil)
        LoginStateViewModel.postLoginChange(false, on: center)
    }

    @Test func publishReleasedWhileUploading() {
        weak var weakApp: PublishViewModel?
        weak var weakButton: Button?
        weak var weakCommand: Command<Button, Bool>?
        let upload = UploadService(scheduler: scheduler)
        let server = PublishServer(scheduler: scheduler)
        do {
            let app = PublishViewModel(uploadService: upload, server: server, scheduler: scheduler)
            weakApp = app
            weakButton = app.publishButton
            weakCommand = app.publishCommand
            app.textView.type("Hi")
            app.addImage("a.jpg")
            scheduler.advance(by: 0)
            app.publishButton.tap()
            scheduler.advance(toSecond: 1)
            #expect(upload.uploadCount == 1)
        }
        #expect(weakApp == nil)
        #expect(weakButton == nil)
        #expect(weakCommand == nil)
        scheduler.advance(toSecond: 10)
        #expect(server.callCount == 0)  // the upload finished for nobody
    }

    @Test func aScenarioRunLeavesNothingBehind() {
        for scenario in ExampleCatalog.all {
            let scheduler = TestScheduler()
            scenario.run(on: scheduler) { _ in }
            // Only the commands' farewell `completed` hops may be left (RAC completes their
            // signals on the main thread when they go away); no timer keeps running.
            scheduler.advance(by: 1000)
            #expect(scheduler.queuedCount == 0, "\(scenario.name)")
        }
    }
}
