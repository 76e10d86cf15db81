// What a build knows about where it came from, compiled in by Package.swift from the
// environment of the build (TIPLINT_BUILD_COMMIT, TIPLINT_BUILD_DATE; Release/release.sh sets
// both). SwiftPM runs no script while building, so a C define is the one way a value chosen at
// build time reaches the binary. Each function returns a NUL-terminated string that lives for
// the whole run: empty when the build was not told.
#ifndef TIPLINT_BUILD_INFO_H
#define TIPLINT_BUILD_INFO_H

/// The abbreviated git commit the binary was built from (`abc1234`, `abc1234-dirty` when the
/// working tree had uncommitted changes), or "".
const char *tiplint_build_commit(void);

/// The build's date, UTC, as `YYYY-MM-DD`, or "".
const char *tiplint_build_date(void);

#endif
