import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

/// A released screen takes its view model, its controls and its command with it, even in the
/// middle of its work (the scheduler may still hold a server answer: those hold the app weakly).
@Suite("Leaks")
struct LeakTests {
    let scheduler = TestScheduler()

    @Test func sendCodeReleasedDuringTheCountdown() {
        weak var weakScreen: SendCodeScreen?
        weak var weakViewModel: SendCodeViewModel?
        weak var weakButton: Button?
        weak var weakField: TextField?
        weak var weakCommand: Command<Button, Bool>?
        do {
            let screen = SendCodeScreen(service: SendCodeService(scheduler: scheduler), scheduler: scheduler)
            weakScreen = screen
            weakViewModel = screen.viewModel
            weakButton = screen.sendCodeButton
            weakField = screen.phoneField
            weakCommand = screen.viewModel.sendCodeCommand
            screen.phoneField.type("13800138000")
            scheduler.advance(by: 0)
            screen.sendCodeButton.tap()
            scheduler.advance(toSecond: 10)
            #expect(screen.sendCodeButton.currentTitle == "Wait (51s)")  // answer at 1.0, ticks from 2.0
        }
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
        #expect(weakButton == nil)
        #expect(weakField == nil)
        #expect(weakCommand == nil)
        scheduler.advance(toSecond: 100)
        #expect(scheduler.queuedCount == 0)
    }

    @Test func sendCodeReleasedDuringTheRequest() {
        weak var weakScreen: SendCodeScreen?
        weak var weakViewModel: SendCodeViewModel?
        do {
            let screen = SendCodeScreen(service: SendCodeService(scheduler: scheduler, latency: 5), scheduler: scheduler)
            weakScreen = screen
            weakViewModel = screen.viewModel
            screen.phoneField.type("13800138000")
            scheduler.advance(by: 0)
            screen.sendCodeButton.tap()
            scheduler.advance(toSecond: 1)
        }
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
        scheduler.advance(toSecond: 100)  // the answer arrives for nobody
        #expect(scheduler.queuedCount == 0)
    }

    @Test func loginReleasedWhileExecuting() {
        weak var weakScreen: LoginScreen?
        weak var weakViewModel: LoginViewModel?
        weak var weakButton: Button?
        weak var weakLabel: Label?
        weak var weakCommand: Command<Button, String>?
        do {
            let screen = LoginScreen(viewModel: LoginViewModel(service: LoginService(scheduler: scheduler), scheduler: scheduler))
            weakScreen = screen
            weakViewModel = screen.viewModel
            weakButton = screen.loginButton
            weakLabel = screen.statusLabel
            weakCommand = screen.viewModel.loginCommand
            screen.usernameField.type("alice")
            screen.passwordField.type("pw")
            scheduler.advance(by: 0)
            screen.loginButton.tap()
            scheduler.advance(toSecond: 2)
            #expect(screen.spinner.isAnimating)
        }
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
        #expect(weakButton == nil)
        #expect(weakLabel == nil)
        #expect(weakCommand == nil)
        scheduler.advance(toSecond: 10)
    }

    @Test func badgesReleased() {
        weak var weakScreen: BadgesScreen?
        weak var weakViewModel: BadgesViewModel?
        weak var weakDot: BadgeDot?
        do {
            let screen = BadgesScreen()
            weakScreen = screen
            weakViewModel = screen.viewModel
            weakDot = screen.tabDot
            screen.viewModel.groupMessageCount = 3
        }
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
        #expect(weakDot == nil)
    }

    @Test func loginStateReleased() {
        weak var weakScreen: LoginStateScreen?
        weak var weakViewModel: LoginStateViewModel?
        weak var weakLabel: Label?
        let center = NotificationCenter()
        do {
            let screen = LoginStateScreen(viewModel: LoginStateViewModel(notificationCenter: center))
            weakScreen = screen
            weakViewModel = screen.viewModel
            weakLabel = screen.titleLabel
            LoginStateViewModel.postLoginChange(true, on: center)
        }
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
        #expect(weakLabel == nil)
        LoginStateViewModel.postLoginChange(false, on: center)
    }

    @Test func publishReleasedWhileUploading() {
        weak var weakScreen: PublishScreen?
        weak var weakViewModel: PublishViewModel?
        weak var weakButton: Button?
        weak var weakCommand: Command<Button, Bool>?
        let upload = UploadService(scheduler: scheduler)
        let server = PublishServer(scheduler: scheduler)
        do {
            let screen = PublishScreen(viewModel: PublishViewModel(uploadService: upload, server: server, scheduler: scheduler))
            weakScreen = screen
            weakViewModel = screen.viewModel
            weakButton = screen.publishButton
            weakCommand = screen.viewModel.publishCommand
            screen.textView.type("Hi")
            screen.viewModel.addImage("a.jpg")
            scheduler.advance(by: 0)
            screen.publishButton.tap()
            scheduler.advance(toSecond: 1)
            #expect(upload.uploadCount == 1)
        }
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
        #expect(weakButton == nil)
        #expect(weakCommand == nil)
        scheduler.advance(toSecond: 10)
        #expect(server.callCount == 0)  // the upload finished for nobody
    }

    @Test func profilePhotoReleased() {
        weak var weakScreen: ProfilePhotoScreen?
        weak var weakViewModel: ProfilePhotoViewModel?
        weak var weakPicker: PhotoPicker?
        do {
            let screen = ProfilePhotoScreen()
            weakScreen = screen
            weakViewModel = screen.viewModel
            weakPicker = screen.picker
            screen.changePhotoButton.tap()
            screen.picker.pick("a.jpg")
            #expect(screen.viewModel.photo == "a.jpg")
        }
        #expect(weakScreen == nil)
        #expect(weakViewModel == nil)
        #expect(weakPicker == nil)
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
