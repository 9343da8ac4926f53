// swift-tools-version: 6.0
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
    .target(
        name: "RAC",
        path: "Chapters/RAC",
        // Release only, measured in Docs/Performance.md: cross-module optimisation lets client modules
        // specialise RAC's generic code for their own types; unchecked exclusivity drops the runtime
        // access checks on every stored-property access (the library's locks already serialise them).
        swiftSettings: [.unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release))]
    ),
    // Release-mode benchmarks: `swift run -c release rac-bench` (not part of `swift test`).
    .executableTarget(
        name: "RACBench",
        dependencies: ["RAC"],
        path: "Benchmarks",
        // The baseline is compiled with the flags RAC gets, so the ratios compare like with like
        // (with exclusivity checks on, the baseline's own counters would cost it a runtime call per event).
        swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
    ),
    .target(name: "Marbles", path: "Chapters/Marbles"),
    .target(name: "Examples", dependencies: ["RAC"], path: "Chapters/Examples"),
    .executableTarget(
        name: "Workshop",
        dependencies: chapters.map { .target(name: $0) } + ["RAC", "Examples", "Marbles"],
        path: "Chapters/Workshop"
    ),
    .target(name: "TestSupport", dependencies: ["Marbles"], path: "Tests/TestSupport"),
    .testTarget(name: "RACTests", dependencies: ["RAC", "TestSupport"]),
    .testTarget(name: "ExamplesTests", dependencies: ["Examples", "RAC", "TestSupport"]),
    .testTarget(name: "WorkshopTests", dependencies: ["Workshop", "Examples", "TestSupport"]),
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
    products: [
        .library(name: "RAC", targets: ["RAC"]),
        .executable(name: "workshop", targets: ["Workshop"]),
        .executable(name: "rac-bench", targets: ["RACBench"]),
    ] + chapters.map { .library(name: $0, targets: [$0]) },
    targets: targets,
    swiftLanguageModes: [.v6]
)
