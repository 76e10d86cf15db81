#include "TipLintBuildInfo.h"

// Package.swift defines these as C string literals only when the build's environment named
// them (and only with values it checked); a source build leaves them empty rather than guess.
#ifndef TIPLINT_BUILD_COMMIT
#define TIPLINT_BUILD_COMMIT ""
#endif
#ifndef TIPLINT_BUILD_DATE
#define TIPLINT_BUILD_DATE ""
#endif

const char *tiplint_build_commit(void) { return TIPLINT_BUILD_COMMIT; }
const char *tiplint_build_date(void) { return TIPLINT_BUILD_DATE; }
