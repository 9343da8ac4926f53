// swift-tools-version: 6.2
// RACFromScratch — ReactiveCocoa 2, rebuilt in Swift in eight chapters, plus the full module `RAC`.
//
// `swift test` runs every chapter's tests against that chapter's own module.
// `PARITY=1 swift test` compiles the very same chapter tests against `RAC` instead,
// proving that each simplified chapter behaves like the real thing on every scenario it covers.
import PackageDescription

let parity = Context.environment["PARITY"].map { !$0.isEmpty && $0 != "0" } ?? false

let chapters = [
    "Chapter01_MinimalSignal",
    "Chapter02_Disposable",
    "Chapter03_Subject",
    "Chapter04_Bind",
    "Chapter05_CombineLatest",
    "Chapter06_Scheduler",
    "Chapter07_Multicast",
    "Chapter08_Command",
]

var targets: [Target] = [
    // The library. No unsafe flags, so a package can depend on it by version; its speed comes from
    // `@inlinable` hot paths that a client's optimiser specialises (Docs/Performance.md).
    .target(name: "RAC", path: "Chapters/RAC"),
    // Release-mode benchmarks: `swift run -c release rac-bench` (not part of `swift test`). Built with
    // the same (default) settings as the library and its clients, so the ratios compare like with like.
    .executableTarget(name: "RACBench", dependencies: ["RAC"], path: "Benchmarks"),
    .target(name: "Marbles", path: "Chapters/Marbles"),
    .target(name: "Examples", dependencies: ["RAC"], path: "Chapters/Examples"),
    // The progress logic of the exercise workspaces (Foundation only: every workspace receives its
    // sources verbatim), and the workspace's `swift run progress` command around it.
    .target(name: "CourseProgress", path: "Chapters/CourseProgress"),
    .executableTarget(name: "ProgressCommand", dependencies: ["CourseProgress"], path: "Chapters/ProgressCommand"),
    .executableTarget(
        name: "Workshop",
        dependencies: chapters.map { .target(name: $0) } + ["RAC", "Examples", "Marbles", "CourseProgress"],
        path: "Chapters/Workshop"
    ),
    .target(name: "TestSupport", dependencies: ["Marbles"], path: "Tests/TestSupport"),
    .testTarget(name: "RACTests", dependencies: ["RAC", "TestSupport"]),
    .testTarget(name: "ExamplesTests", dependencies: ["Examples", "RAC", "TestSupport"]),
    .testTarget(name: "WorkshopTests", dependencies: ["Workshop", "Examples", "TestSupport", "CourseProgress"]),
    .testTarget(name: "MarblesTests", dependencies: ["Marbles"]),
]

for chapter in chapters {
    targets.append(.target(name: chapter, path: "Chapters/\(chapter)"))
    // Parity mode: the chapter's tests compile against `RAC` instead of the chapter (README.md, "Two commands").
    targets.append(.testTarget(
        name: "\(chapter)Tests",
        dependencies: [.target(name: parity ? "RAC" : chapter), "TestSupport"],
        swiftSettings: parity ? [.define("PARITY")] : []
    ))
}

let package = Package(
    name: "RACFromScratch",
    // What the Synchronization module (`Mutex`, `Atomic`) needs on Apple platforms.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "RAC", targets: ["RAC"]),
        .executable(name: "workshop", targets: ["Workshop"]),
        .executable(name: "progress", targets: ["ProgressCommand"]),
        .executable(name: "rac-bench", targets: ["RACBench"]),
    ] + chapters.map { .library(name: $0, targets: [$0]) },
    targets: targets,
    swiftLanguageModes: [.v6]
)
