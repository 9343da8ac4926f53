import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

@Suite("Login state (seed 001 四)")
struct LoginStateTests {
    @Test func notificationsRefreshTheScreen() {
        let center = NotificationCenter()
        let app = LoginStateViewModel(notificationCenter: center)
        #expect(app.title == "Please log in")
        #expect(!app.isProfileShown)
        #expect(app.refreshCount == 0)

        LoginStateViewModel.postLoginChange(true, on: center)
        #expect(app.isLoggedIn)
        #expect(app.title == "My account")
        #expect(app.isProfileShown)
        #expect(app.refreshCount == 1)

        LoginStateViewModel.postLoginChange(false, on: center)
        #expect(!app.isLoggedIn)
        #expect(app.title == "Please log in")
        #expect(!app.isProfileShown)
        #expect(app.refreshCount == 2)
    }

    @Test func startingLoggedIn() {
        let app = LoginStateViewModel(notificationCenter: NotificationCenter(), isLoggedIn: true)
        #expect(app.title == "My account")
        #expect(app.isProfileShown)
        #expect(app.refreshCount == 0)
    }

    @Test func onlyTheInjectedCenterCounts() {
        let center = NotificationCenter()
        let other = NotificationCenter()
        let app = LoginStateViewModel(notificationCenter: center)
        LoginStateViewModel.postLoginChange(true, on: other)
        center.post(name: Notification.Name("SomethingElse"), object: true)
        #expect(app.refreshCount == 0)
        #expect(!app.isLoggedIn)
    }

    @Test func everyNotificationRefreshesEvenWithoutAChange() {
        let center = NotificationCenter()
        let app = LoginStateViewModel(notificationCenter: center)
        let refreshes = EventLog()
        app.$refreshCount.subscribeNext { refreshes.next($0) }
        LoginStateViewModel.postLoginChange(false, on: center)
        LoginStateViewModel.postLoginChange(false, on: center)
        #expect(refreshes.entries == ["next(0)", "next(1)", "next(2)"])
    }

    @Test func releasingTheScreenRemovesItsObserver() {
        let center = NotificationCenter()
        let posted = Counter()
        let probe = center.signal(forName: .userLoginChanged).subscribeNext { _ in posted.increment() }
        weak var weakApp: LoginStateViewModel?
        do {
            let app = LoginStateViewModel(notificationCenter: center)
            weakApp = app
            LoginStateViewModel.postLoginChange(true, on: center)
            #expect(app.refreshCount == 1)
        }
        #expect(weakApp == nil)
        LoginStateViewModel.postLoginChange(false, on: center)  // nobody left but the probe
        #expect(posted.value == 2)
        probe.dispose()
    }
}

@Suite("Login state screen")
struct LoginStateScreenTests {
    @Test func theScreenShowsWhatTheViewModelSays() {
        let center = NotificationCenter()
        let screen = LoginStateScreen(viewModel: LoginStateViewModel(notificationCenter: center))
        #expect(screen.titleLabel.text == "Please log in")
        #expect(screen.profileSection.isHidden)
        LoginStateViewModel.postLoginChange(true, on: center)
        #expect(screen.titleLabel.text == "My account")
        #expect(!screen.profileSection.isHidden)
        LoginStateViewModel.postLoginChange(false, on: center)
        #expect(screen.titleLabel.text == "Please log in")
        #expect(screen.profileSection.isHidden)
    }
}
