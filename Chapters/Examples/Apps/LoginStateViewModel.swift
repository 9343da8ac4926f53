import Foundation
import RAC

extension Notification.Name {
    /// Posted where the user logs in or out; `object` is the new state as a `Bool`
    /// (the seed's `KNOTIFICATION_USERLOGINCHANGE`).
    public static let userLoginChanged = Notification.Name("UserLoginChange")
}

/// Seed 001, recipe 四 (Docs/Sources.md): a screen that refreshes when the user logs in or out.
///
/// The places that log in and out post `.userLoginChanged` with the new state; every screen's
/// view model just listens (`NotificationCenter.signal(forName:object:)`, RAC's
/// `rac_addObserverForName:object:`). This one turns each notification into a title, whether the
/// profile is shown, and a count of refreshes; the screen binds them to its controls.
///
/// A notification arrives on the thread that posts it. The posts here come from the thread that
/// owns the screen; if yours may come from a background queue, put `deliverOn(.mainThread)` after
/// `signal(forName:object:)`, as the other examples do with their servers' answers.
public final class LoginStateViewModel {
    /// "My account" while logged in, "Please log in" otherwise.
    @Observed public private(set) var title: String
    /// Whether the profile section is on screen.
    @Observed public private(set) var isProfileShown: Bool
    /// How many times the screen refreshed (one per notification).
    @Observed public private(set) var refreshCount = 0
    /// The login state as last notified.
    public private(set) var isLoggedIn: Bool

    private let subscription: Disposable

    /// Listens on `notificationCenter` (inject your own; an app would pass `.default`).
    public init(notificationCenter: NotificationCenter, isLoggedIn: Bool = false) {
        self.isLoggedIn = isLoggedIn
        title = isLoggedIn ? Self.loggedInTitle : Self.loggedOutTitle
        isProfileShown = isLoggedIn
        let subscription = SerialDisposable()
        self.subscription = subscription

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
        title = Self.loggedInTitle
        isProfileShown = true
        refreshCount += 1
    }

    private func handleWhenLogout() {
        isLoggedIn = false
        title = Self.loggedOutTitle
        isProfileShown = false
        refreshCount += 1
    }
}
