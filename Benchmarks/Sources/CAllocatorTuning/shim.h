// glibc's allocator tuning (mallopt), which Swift's Glibc module does not export: frame-cost sets the
// thresholds `passage render` sets. Empty elsewhere.
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif
