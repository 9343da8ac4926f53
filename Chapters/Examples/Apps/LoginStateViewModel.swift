import Foundation
import RAC

extension Notification.Name {
    /// Posted where the user logs in or out; `object` is the new state as a `Bool`
    /// (the seed's `KNOTIFICATION_USERLOGINCHANGE`).
    public static let userLoginChanged = Notification.Name("UserLoginChange")
}

/// Seed 001, recipe 四 (Docs/Sources.md): a screen that refreshes when the user logs in or out.
///
/// The places that log in and out post `.userLoginChanged` with the new state; every screen just
/// listens (`NotificationCenter.signal(forName:object:)`, RAC's `rac_addObserverForName:object:`).
/// This one shows a title, shows the profile only while logged in, and counts its refreshes.
public final class LoginStateViewModel {
    /// "My account" while logged in, "Please log in" otherwise.
    public let titleLabel = Label()
    /// Whether the profile section is on screen.
    @Observed public private(set) var isProfileShown = false
    /// How many times the screen refreshed (one per notification).
    @Observed public private(set) var refreshCount = 0
    /// The login state as last notified.
    public private(set) var isLoggedIn: Bool

    private let subscription: Disposable

    /// Listens on `notificationCenter` (inject your own; an app would pass `.default`).
    public init(notificationCenter: NotificationCenter, isLoggedIn: Bool = false) {
        self.isLoggedIn = isLoggedIn
        let subscription = SerialDisposable()
        self.subscription = subscription
        titleLabel.text = isLoggedIn ? Self.loggedInTitle : Self.loggedOutTitle
        isProfileShown = isLoggedIn

        subscription.disposable = notificationCenter.signal(forName: .userLoginChanged, object: nil)
            .subscribeNext { [weak self] notification in
                let isInLogin = (notification.object as? Bool) ?? false
                if isInLogin {  // from logged out to logged in
                    self?.handleWhenLoginIn()
                } else {  // from logged in to logged out
                    self?.handleWhenLogout()
                }
            }
    }

    deinit {
        subscription.dispose()  // removes the observer from the center
    }

    public static let loggedInTitle = "My account"
    public static let loggedOutTitle = "Please log in"

    /// What the places that log in or out call.
    public static func postLoginChange(_ isLoggedIn: Bool, on center: NotificationCenter) {
        center.post(name: .userLoginChanged, object: isLoggedIn)
    }

    private func handleWhenLoginIn() {
        isLoggedIn = true
        titleLabel.text = Self.loggedInTitle
        isProfileShown = true
        refreshCount += 1
    }

    private func handleWhenLogout() {
        isLoggedIn = false
        titleLabel.text = Self.loggedOutTitle
        isProfileShown = false
        refreshCount += 1
    }
}
