// glibc's allocator tuning (mallopt), which Swift's Glibc module does not export. Empty elsewhere.
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif
