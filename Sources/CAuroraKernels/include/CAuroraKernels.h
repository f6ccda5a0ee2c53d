// AuroraRaster's hottest pixel loops in wider vectors than the baseline x86-64 (SSE2) the Swift
// code compiles for: AVX2 versions chosen at run time by CPU detection. Each function returns
// false when no wider path runs on this CPU (or on this thread's forced level, or on another
// architecture); the caller then runs its Swift loop. Every path gives the Swift loop's words,
// bit for bit: the same integer formulas and the same Float operations in the same order, on
// the same groups of eight pixels.
#ifndef C_AURORA_KERNELS_H
#define C_AURORA_KERNELS_H

#include <stdbool.h>
#include <stdint.h>

/// The Swift loops only.
#define AURORA_KERNELS_BASELINE 0
/// AVX2 (256-bit integer and Float vectors, gathers).
#define AURORA_KERNELS_AVX2 1
/// AVX-512 F and BW (512-bit integer vectors with 16-bit lanes, lane masks). Source-over at an
/// opacity and gentle pad linear gradients have versions for it; the other kernels run their
/// AVX2 versions there.
#define AURORA_KERNELS_AVX512 2

/// The widest level this CPU and operating system run.
int aurora_kernels_supported_level(void);

/// The level the kernels use on the calling thread: the supported level, or the one forced.
int aurora_kernels_level(void);

/// Makes the kernels on the calling thread use at most `level` (tests run every path this
/// way); a negative level restores the automatic choice.
void aurora_kernels_force_level(int level);

/// Source-over of `count` premultiplied `source` words onto `destination` under per-pixel
/// `coverage` (NULL: 255 everywhere), as `BlendKernel.sourceOver(source:coverage:...)`.
bool aurora_source_over(const uint32_t *source, const uint8_t *coverage, uint32_t *destination, intptr_t count);

/// Source-over at a constant `opacity` (0...254), as `BlendKernel.sourceOver(source:opacity:...)`.
bool aurora_source_over_opacity(const uint32_t *source, uint32_t opacity, uint32_t *destination, intptr_t count);

/// One premultiplied `color` source-over under `coverage` (not NULL), as `SolidColorKernel.sourceOver`.
bool aurora_solid_source_over(uint32_t color, const uint8_t *coverage, uint32_t *destination, intptr_t count);

/// Gradient spreads, as `GradientPaint.Spread`.
#define AURORA_SPREAD_PAD 0
#define AURORA_SPREAD_REPEAT 1
#define AURORA_SPREAD_REFLECT 2

/// A linear gradient's row: `t = t0 + offset·dt` at the pixel `offset` of the span, the spread,
/// then the 4096-entry `table`, as `GradientShader.shadeRow`.
bool aurora_gradient_linear(const uint32_t *table, float t0, float dt, int spread, uint32_t *output, intptr_t count);

/// A radial gradient's row: `t = (√(u² + v²) − r0)·scale` with `u = gx + offset·dx`,
/// `v = gy + offset·dy`, the spread, then the 4096-entry `table`, as `GradientShader.shadeRow`.
bool aurora_gradient_radial(const uint32_t *table, float gx, float gy, float dx, float dy, float r0, float scale,
                            int spread, uint32_t *output, intptr_t count);

/// Opaque bicubic mesh-gradient words of the `count` pixels of a row from their patches and
/// parameters, as `MeshGradientShader`'s colour pass: each run of pixels with one patch index
/// `p ≥ 0` from `u[i]`, `v[i]` and the patch's 16 power-basis coefficients of four channels each
/// (`coefficients[64·p + 4·(i + 4·j) + channel]`), in groups of eight (lanes past a run belong to
/// the next run, which overwrites them; the last group of the row is stored lane by lane), and
/// `background` where the index is negative. `u` and `v` are readable up to eight past `count`.
bool aurora_mesh_opaque_bicubic_runs(const float *coefficients, const float *u, const float *v, const int32_t *patches,
                                     uint32_t background, uint32_t *output, intptr_t count);

/// One cell of a tessellated mesh-gradient patch (`MeshGradientCell`): the bilinear quad
/// `origin + s·e + t·f + s·t·g`, the inverse of `[e f]` row-major, `inverse · g` (the twist),
/// `1 / inverseX` and `1 / inverseZ`, the corners' extent, the patch parameters at (0, 0) and the
/// cell's parameter size, the fixed-point margin, the patch index and the fixed-point step count
/// (0: the quadratic formula).
typedef struct {
    float originX, originY, ex, ey, fx, fy, gx, gy;
    float inverseX, inverseY, inverseZ, inverseW;
    float twistX, twistY, reciprocalX, reciprocalY;
    float xMin, xMax, yMin, yMax;
    float u0, v0, du, dv;
    float margin;
    int32_t patch, fixedPointSteps;
} aurora_mesh_cell;

/// The cell pass of a mesh-gradient row, as `MeshGradientShader`'s with patch-and-(u, v) output:
/// the cells `cells[order[0]]`, …, `cells[order[entryCount − 1]]` in that order, each inverted at
/// the centres of the pixels `x ..< x + count` of row `y` it may hold, writing `u[i]`, `v[i]` and
/// `patches[i]` of the pixels it holds. The three buffers hold `count` entries and eight more.
bool aurora_mesh_cells(const aurora_mesh_cell *cells, const int32_t *order, intptr_t entryCount,
                       intptr_t x, intptr_t y, intptr_t count, float *u, float *v, int32_t *patches);

#endif
