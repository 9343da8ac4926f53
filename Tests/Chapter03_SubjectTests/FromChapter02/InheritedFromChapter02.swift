// The test files in this folder are chapter 2's, copied with only the `import` line changed, the
// "Exercise N.M: " prefix dropped from test names (the exercises are chapter 2's) and a suite renamed
// where this chapter already has one of that name, so that this target runs them again against its
// own module: "the earlier chapters' contracts still hold" is checked, not claimed. Never edit a
// copy: change the original and run `.ci/copied-tests`, which rewrites the copies (CI runs it with
// `--check` and fails on a copy that has drifted).
