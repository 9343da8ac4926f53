import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

/// The workshop prints these transcripts; they must not change by accident. If a change is
/// deliberate, run the scenario (`ExampleScenario.transcript()`) and paste the new text here.
@Suite("Scenario transcripts (golden)")
struct GoldenTests {
    @Test func sendCode() {
        #expect(ExampleScenario.sendCode.transcript() == #"""
        t=  0.0s  open screen                       button: disabled "Send code" · phone: (empty) (invalid)
        t=  0.0s  type "1380013800"                 button: disabled "Send code" · phone: 1380013800 (invalid)
        t=  0.5s  type "0"                          button: enabled "Send code" · phone: 13800138000 (valid)
        t=  1.0s  tap "Send code"                   button: disabled "Send code" · phone: 13800138000 (valid)
        t=  1.0s  → request sendCode(13800138000)   button: disabled "Send code" · phone: 13800138000 (valid)
        t=  2.0s  → server: code sent               button: disabled "Send code" · phone: 13800138000 (valid)
        t=  3.0s  → tick: 59 s left                 button: disabled "Wait (59s)" · phone: 13800138000 (valid)
        t=  4.0s  → tick: 58 s left                 button: disabled "Wait (58s)" · phone: 13800138000 (valid)
        t=  5.0s  → tick: 57 s left                 button: disabled "Wait (57s)" · phone: 13800138000 (valid)
        t=  6.0s  → tick: 56 s left                 button: disabled "Wait (56s)" · phone: 13800138000 (valid)
        t=  7.0s  → tick: 55 s left                 button: disabled "Wait (55s)" · phone: 13800138000 (valid)
        t=  8.0s  → tick: 54 s left                 button: disabled "Wait (54s)" · phone: 13800138000 (valid)
        t=  9.0s  → tick: 53 s left                 button: disabled "Wait (53s)" · phone: 13800138000 (valid)
        t= 10.0s  → tick: 52 s left                 button: disabled "Wait (52s)" · phone: 13800138000 (valid)
        t= 10.5s  delete 1 character                button: disabled "Wait (52s)" · phone: 1380013800 (invalid)
        t= 11.0s  → tick: 51 s left                 button: disabled "Wait (51s)" · phone: 1380013800 (invalid)
        t= 12.0s  → tick: 50 s left                 button: disabled "Wait (50s)" · phone: 1380013800 (invalid)
        t= 12.5s  type "0"                          button: disabled "Wait (50s)" · phone: 13800138000 (valid)
        t= 13.0s  → tick: 49 s left                 button: disabled "Wait (49s)" · phone: 13800138000 (valid)
        t= 14.0s  → tick: 48 s left                 button: disabled "Wait (48s)" · phone: 13800138000 (valid)
        t= 15.0s  → tick: 47 s left                 button: disabled "Wait (47s)" · phone: 13800138000 (valid)
        t= 16.0s  → tick: 46 s left                 button: disabled "Wait (46s)" · phone: 13800138000 (valid)
        t= 17.0s  → tick: 45 s left                 button: disabled "Wait (45s)" · phone: 13800138000 (valid)
        t= 18.0s  → tick: 44 s left                 button: disabled "Wait (44s)" · phone: 13800138000 (valid)
        t= 19.0s  → tick: 43 s left                 button: disabled "Wait (43s)" · phone: 13800138000 (valid)
        t= 20.0s  → tick: 42 s left                 button: disabled "Wait (42s)" · phone: 13800138000 (valid)
        t= 20.5s  tap "Wait (42s)": ignored         button: disabled "Wait (42s)" · phone: 13800138000 (valid)
        t= 21.0s  → tick: 41 s left                 button: disabled "Wait (41s)" · phone: 13800138000 (valid)
        t= 22.0s  → tick: 40 s left                 button: disabled "Wait (40s)" · phone: 13800138000 (valid)
        t= 23.0s  → tick: 39 s left                 button: disabled "Wait (39s)" · phone: 13800138000 (valid)
        t= 24.0s  → tick: 38 s left                 button: disabled "Wait (38s)" · phone: 13800138000 (valid)
        t= 25.0s  → tick: 37 s left                 button: disabled "Wait (37s)" · phone: 13800138000 (valid)
        t= 26.0s  → tick: 36 s left                 button: disabled "Wait (36s)" · phone: 13800138000 (valid)
        t= 27.0s  → tick: 35 s left                 button: disabled "Wait (35s)" · phone: 13800138000 (valid)
        t= 28.0s  → tick: 34 s left                 button: disabled "Wait (34s)" · phone: 13800138000 (valid)
        t= 29.0s  → tick: 33 s left                 button: disabled "Wait (33s)" · phone: 13800138000 (valid)
        t= 30.0s  → tick: 32 s left                 button: disabled "Wait (32s)" · phone: 13800138000 (valid)
        t= 31.0s  → tick: 31 s left                 button: disabled "Wait (31s)" · phone: 13800138000 (valid)
        t= 32.0s  → tick: 30 s left                 button: disabled "Wait (30s)" · phone: 13800138000 (valid)
        t= 33.0s  → tick: 29 s left                 button: disabled "Wait (29s)" · phone: 13800138000 (valid)
        t= 34.0s  → tick: 28 s left                 button: disabled "Wait (28s)" · phone: 13800138000 (valid)
        t= 35.0s  → tick: 27 s left                 button: disabled "Wait (27s)" · phone: 13800138000 (valid)
        t= 36.0s  → tick: 26 s left                 button: disabled "Wait (26s)" · phone: 13800138000 (valid)
        t= 37.0s  → tick: 25 s left                 button: disabled "Wait (25s)" · phone: 13800138000 (valid)
        t= 38.0s  → tick: 24 s left                 button: disabled "Wait (24s)" · phone: 13800138000 (valid)
        t= 39.0s  → tick: 23 s left                 button: disabled "Wait (23s)" · phone: 13800138000 (valid)
        t= 40.0s  → tick: 22 s left                 button: disabled "Wait (22s)" · phone: 13800138000 (valid)
        t= 41.0s  → tick: 21 s left                 button: disabled "Wait (21s)" · phone: 13800138000 (valid)
        t= 42.0s  → tick: 20 s left                 button: disabled "Wait (20s)" · phone: 13800138000 (valid)
        t= 43.0s  → tick: 19 s left                 button: disabled "Wait (19s)" · phone: 13800138000 (valid)
        t= 44.0s  → tick: 18 s left                 button: disabled "Wait (18s)" · phone: 13800138000 (valid)
        t= 45.0s  → tick: 17 s left                 button: disabled "Wait (17s)" · phone: 13800138000 (valid)
        t= 46.0s  → tick: 16 s left                 button: disabled "Wait (16s)" · phone: 13800138000 (valid)
        t= 47.0s  → tick: 15 s left                 button: disabled "Wait (15s)" · phone: 13800138000 (valid)
        t= 48.0s  → tick: 14 s left                 button: disabled "Wait (14s)" · phone: 13800138000 (valid)
        t= 49.0s  → tick: 13 s left                 button: disabled "Wait (13s)" · phone: 13800138000 (valid)
        t= 50.0s  → tick: 12 s left                 button: disabled "Wait (12s)" · phone: 13800138000 (valid)
        t= 51.0s  → tick: 11 s left                 button: disabled "Wait (11s)" · phone: 13800138000 (valid)
        t= 52.0s  → tick: 10 s left                 button: disabled "Wait (10s)" · phone: 13800138000 (valid)
        t= 53.0s  → tick: 9 s left                  button: disabled "Wait (9s)" · phone: 13800138000 (valid)
        t= 54.0s  → tick: 8 s left                  button: disabled "Wait (8s)" · phone: 13800138000 (valid)
        t= 55.0s  → tick: 7 s left                  button: disabled "Wait (7s)" · phone: 13800138000 (valid)
        t= 56.0s  → tick: 6 s left                  button: disabled "Wait (6s)" · phone: 13800138000 (valid)
        t= 57.0s  → tick: 5 s left                  button: disabled "Wait (5s)" · phone: 13800138000 (valid)
        t= 58.0s  → tick: 4 s left                  button: disabled "Wait (4s)" · phone: 13800138000 (valid)
        t= 59.0s  → tick: 3 s left                  button: disabled "Wait (3s)" · phone: 13800138000 (valid)
        t= 60.0s  → tick: 2 s left                  button: disabled "Wait (2s)" · phone: 13800138000 (valid)
        t= 61.0s  → tick: 1 s left                  button: disabled "Wait (1s)" · phone: 13800138000 (valid)
        t= 62.0s  → tick: countdown over            button: enabled "Send code" · phone: 13800138000 (valid)
        t= 64.0s  tap "Send code"                   button: disabled "Send code" · phone: 13800138000 (valid)
        t= 64.0s  → request sendCode(13800138000)   button: disabled "Send code" · phone: 13800138000 (valid)
        t= 65.0s  → server: code sent               button: disabled "Send code" · phone: 13800138000 (valid)
        t= 66.0s  → tick: 59 s left                 button: disabled "Wait (59s)" · phone: 13800138000 (valid)
        t= 67.0s  → tick: 58 s left                 button: disabled "Wait (58s)" · phone: 13800138000 (valid)
        t= 67.5s  leave the screen                  button: disabled "Send code" · phone: 13800138000 (valid)
        t= 67.5s  → countdown stopped               button: enabled "Send code" · phone: 13800138000 (valid)
        send-code: requests at 1.0s and 64.0s; countdown 60 s, button enabled again at 62.0s; the second countdown stopped after 2 s, when the screen closed at 67.5s
        """# + "\n")
    }

    @Test func login() {
        #expect(ExampleScenario.login.transcript() == #"""
        t=  0.0s  open screen                       button: disabled "Log in" · user: (empty) · password: (empty) · spinner: off · status: "" · error: ""
        t=  0.0s  code: username.text = "alice"     button: disabled "Log in" · user: alice · password: (empty) · spinner: off · status: "" · error: ""
        t=  1.0s  type password "sesame"            button: enabled "Log in" · user: alice · password: •••••• · spinner: off · status: "" · error: ""
        t=  2.0s  tap "Log in"                      button: disabled "Log in" · user: alice · password: •••••• · spinner: on · status: "" · error: ""
        t=  2.0s  → request login(alice)            button: disabled "Log in" · user: alice · password: •••••• · spinner: on · status: "" · error: ""
        t=  4.0s  tap "Log in": ignored             button: disabled "Log in" · user: alice · password: •••••• · spinner: on · status: "" · error: ""
        t=  7.0s  → server: wrong password          button: enabled "Log in" · user: alice · password: •••••• · spinner: off · status: "" · error: "Login failed: wrong password"
        t=  8.0s  delete 6 characters               button: disabled "Log in" · user: alice · password: (empty) · spinner: off · status: "" · error: "Login failed: wrong password"
        t=  9.0s  type password "open sesame"       button: enabled "Log in" · user: alice · password: ••••••••••• · spinner: off · status: "" · error: "Login failed: wrong password"
        t= 10.0s  tap "Log in"                      button: disabled "Log in" · user: alice · password: ••••••••••• · spinner: on · status: "" · error: "Login failed: wrong password"
        t= 10.0s  → request login(alice)            button: disabled "Log in" · user: alice · password: ••••••••••• · spinner: on · status: "" · error: "Login failed: wrong password"
        t= 15.0s  → server: welcome alice           button: enabled "Log in" · user: alice · password: ••••••••••• · spinner: off · status: "Welcome, alice" · error: ""
        login: 2 attempts, spinner on 2.0–7.0s and 10.0–15.0s (5 s each), 1 error, welcome at 15.0s
        """# + "\n")
    }

    @Test func badges() {
        #expect(ExampleScenario.badges.transcript() == #"""
        t=  0.0s  open screen                       tab: ○ · messages: 0 ○ · system: 0 ○ · groups: 0 ○
        t=  1.0s  push: 2 messages                  tab: ● · messages: 2 ● · system: 0 ○ · groups: 0 ○
        t=  2.0s  push: 5 group messages            tab: ● · messages: 2 ● · system: 0 ○ · groups: 5 ●
        t=  3.0s  read the messages                 tab: ● · messages: 0 ○ · system: 0 ○ · groups: 5 ●
        t=  4.0s  push: 1 system message            tab: ● · messages: 0 ○ · system: 1 ● · groups: 5 ●
        t=  5.0s  read the group messages           tab: ● · messages: 0 ○ · system: 1 ● · groups: 0 ○
        t=  6.0s  read the system message           tab: ○ · messages: 0 ○ · system: 0 ○ · groups: 0 ○
        badges: tab dot shown 1.0–6.0s, hidden once all three counts were 0
        """# + "\n")
    }

    @Test func loginState() {
        #expect(ExampleScenario.loginState.transcript() == #"""
        t=  0.0s  open screen                       title: "Please log in" · profile: hidden · refreshes: 0
        t=  1.0s  post userLoginChanged(true)       title: "My account" · profile: shown · refreshes: 1
        t=  3.0s  post userLoginChanged(false)      title: "Please log in" · profile: hidden · refreshes: 2
        t=  4.0s  post on another center            title: "Please log in" · profile: hidden · refreshes: 2
        t=  5.0s  post userLoginChanged(true)       title: "My account" · profile: shown · refreshes: 3
        login-state: 3 notifications, 3 refreshes, ends logged in
        """# + "\n")
    }

    @Test func publish() {
        #expect(ExampleScenario.publish.transcript() == #"""
        t=  0.0s  open screen                       button: disabled "Publish" · text: (empty) · images: 0 · uploaded: no · status: ""
        t=  1.0s  type "Sunset"                     button: disabled "Publish" · text: "Sunset" · images: 0 · uploaded: no · status: ""
        t=  2.0s  pick image "beach.jpg"            button: enabled "Publish" · text: "Sunset" · images: 1 · uploaded: no · status: ""
        t=  3.0s  tap "Publish"                     button: disabled "Publish" · text: "Sunset" · images: 1 · uploaded: no · status: "Publishing…"
        t=  3.0s  → upload 1 image                  button: disabled "Publish" · text: "Sunset" · images: 1 · uploaded: no · status: "Publishing…"
        t=  5.0s  → cloud: 1 uploaded               button: disabled "Publish" · text: "Sunset" · images: 1 · uploaded: no · status: "Publishing…"
        t=  5.0s  → tell server: add post, 1 image  button: disabled "Publish" · text: "Sunset" · images: 1 · uploaded: yes · status: "Publishing…"
        t=  6.0s  → server: failed                  button: enabled "Publish" · text: "Sunset" · images: 1 · uploaded: yes · status: "Failed, tap Publish to retry"
        t=  8.0s  tap "Publish"                     button: disabled "Publish" · text: "Sunset" · images: 1 · uploaded: yes · status: "Publishing…"
        t=  8.0s  → tell server: add post, 1 image  button: disabled "Publish" · text: "Sunset" · images: 1 · uploaded: yes · status: "Publishing…"
        t=  9.0s  → server: post saved              button: enabled "Publish" · text: "Sunset" · images: 1 · uploaded: yes · status: "Published"
        publish: 1 upload, 2 server calls, the retry at 8.0s skipped the upload, published at 9.0s
        """# + "\n")
    }

    @Test func delegate() {
        #expect(ExampleScenario.delegate.transcript() == #"""
        t=  0.0s  open screen                       picker: hidden · photo: "(none)" · status: ""
        t=  1.0s  tap "Change photo"                picker: shown · photo: "(none)" · status: ""
        t=  2.0s  cancel the picker                 picker: hidden · photo: "(none)" · status: "Kept the current photo"
        t=  3.0s  tap "Change photo"                picker: shown · photo: "(none)" · status: "Kept the current photo"
        t=  4.0s  choose "beach.jpg"                picker: hidden · photo: "beach.jpg" · status: "New photo: beach.jpg"
        t=  5.0s  tap "Change photo"                picker: shown · photo: "beach.jpg" · status: "New photo: beach.jpg"
        t=  6.0s  choose "sunset.jpg"               picker: hidden · photo: "sunset.jpg" · status: "New photo: sunset.jpg"
        delegate: 3 callbacks (2 picks, 1 cancel) reached the view model as signal values; photo sunset.jpg
        """# + "\n")
    }

    /// Run from a test thread: the scenario's app is `@MainActor` code, so the run hops to the main queue.
    @Test func signIn() {
        #expect(ExampleScenario.signIn.transcript() == #"""
        t=  0.0s  open screen                       username: "" · password: "" · button: disabled · spinner: off · label: (none)
        t=  1.0s  type "use"                        username: "use" · password: "" · button: disabled · spinner: off · label: (none)
        t=  1.5s  type "r"                          username: "user" · password: "" · button: disabled · spinner: off · label: (none)
        t=  2.0s  type password pass                username: "user" · password: "pass" · button: enabled · spinner: off · label: (none)
        t=  3.0s  tap "Sign in"                     username: "user" · password: "pass" · button: disabled · spinner: on · label: (none)
        t=  3.0s  → request signIn(user)            username: "user" · password: "pass" · button: disabled · spinner: on · label: (none)
        t=  3.5s  tap "Sign in": ignored            username: "user" · password: "pass" · button: disabled · spinner: on · label: (none)
        t=  5.0s  → server: user refused            username: "user" · password: "pass" · button: enabled · spinner: off · label: Invalid credentials
        t=  6.0s  type password word                username: "user" · password: "password" · button: enabled · spinner: off · label: Invalid credentials
        t=  7.0s  tap "Sign in"                     username: "user" · password: "password" · button: disabled · spinner: on · label: Invalid credentials
        t=  7.0s  → request signIn(user)            username: "user" · password: "password" · button: disabled · spinner: on · label: Invalid credentials
        t=  9.0s  → server: user signed in          username: "user" · password: "password" · button: enabled · spinner: off · label: Welcome
        sign-in: 2 requests (user, user), signed in at 9.0s
        """# + "\n")
    }
}
