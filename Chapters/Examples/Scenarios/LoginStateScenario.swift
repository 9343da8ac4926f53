import Foundation
import RAC

extension ExampleScenario {
    /// Seed 001 四 (Docs/Sources.md): login and logout notifications refresh a screen; a notification on another
    /// center does nothing.
    public static let loginState = ExampleScenario(
        name: "login-state",
        description: "Login-state notifications: the screen refreshes on every login and logout",
        duration: 6
    ) { recorder in
        let center = NotificationCenter()
        let elsewhere = NotificationCenter()
        let screen = LoginStateScreen(viewModel: LoginStateViewModel(notificationCenter: center))
        recorder.retain(screen)
        let app = screen.viewModel

        let facts = LoginStateFacts()
        let observer = center.signal(forName: .userLoginChanged).subscribeNext { _ in facts.notifications += 1 }

        recorder.show {
            [
                "title: \(screen.titleLabel)",
                "profile: \(screen.profileSection)",
                "refreshes: \(app.refreshCount)",
            ]
        }

        recorder.at(1) {
            LoginStateViewModel.postLoginChange(true, on: center)
            return "post userLoginChanged(true)"
        }
        recorder.at(3) {
            LoginStateViewModel.postLoginChange(false, on: center)
            return "post userLoginChanged(false)"
        }
        recorder.at(4) {
            LoginStateViewModel.postLoginChange(true, on: elsewhere)
            return "post on another center"
        }
        recorder.at(5) {
            LoginStateViewModel.postLoginChange(true, on: center)
            return "post userLoginChanged(true)"
        }

        return {
            observer.dispose()
            return "login-state: \(facts.notifications) notifications, \(app.refreshCount) refreshes, ends \(app.isLoggedIn ? "logged in" : "logged out")"
        }
    }
}

/// What the login-state run noticed, for its summary.
private final class LoginStateFacts {
    var notifications = 0
}
