// A render makes and frees several frame-sized buffers per frame (4 MB each at @2x on an iPhone SE): the frame,
// its straight-alpha copy, the filtered rows, the compressed data. glibc serves allocations that large with
// mmap and returns them with munmap, so every frame paid for fresh pages (page faults and zeroing: a tenth of
// `render --all`'s time). Raising the thresholds keeps freed buffers in the heap for the next frame.
#if os(Linux)
import CMalloc
#endif

/// How `passage render` asks the C allocator to treat frame buffers.
enum FrameBufferMemory {
    /// Allocations below this come from the heap and are reused once freed.
    static let mmapThreshold: Int32 = 64 << 20
    /// Free memory at the top of the heap beyond this is returned to the system.
    static let trimThreshold: Int32 = 256 << 20

    /// Keeps freed frame buffers for reuse; the process's output is unchanged.
    static func keepFreedBuffersForReuse() {
        #if os(Linux)
        _ = mallopt(M_MMAP_THRESHOLD, mmapThreshold)
        _ = mallopt(M_TRIM_THRESHOLD, trimThreshold)
        #endif
    }
}
