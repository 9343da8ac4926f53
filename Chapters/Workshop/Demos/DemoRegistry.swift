/// The demos of every chapter that has some, by chapter number.
///
/// Each chapter's demos live in `ChapterNNDemos.swift`, a file that imports that chapter's module
/// and no other (imports are per file, so `Signal` there is the chapter's own). When a chapter is
/// written, add its file and one line here.
enum DemoRegistry {
    static var demosByChapter: [Int: [Demo]] {
        [
            1: Chapter01Demos.all,
            2: Chapter02Demos.all,
            3: Chapter03Demos.all,
            4: Chapter04Demos.all,
            5: Chapter05Demos.all,
            6: Chapter06Demos.all,
            7: Chapter07Demos.all,
            8: Chapter08Demos.all,
        ]
    }

    /// Chapter `number`'s demos, or `nil` if it has none yet.
    static func demos(forChapter number: Int) -> [Demo]? {
        demosByChapter[number]
    }
}
