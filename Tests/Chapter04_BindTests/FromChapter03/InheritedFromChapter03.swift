// The test files in this folder are chapter 3's, copied with only the `import` line changed (and a
// suite renamed where this chapter already has one of that name), so that this target runs them
// again against its own module: "the earlier chapters' contracts still hold" is checked, not claimed.
