// The AVX2 kernels (and an AVX-512 one) and their run-time selection (see CAuroraKernels.h).
// Integer formulas work on two 8-bit channels per 32-bit lane (the 0x00FF00FF trick) exactly as
// AuroraRaster's PixelWordMath; Float code keeps Swift's operation order and never fuses a
// multiply-add.
#include "CAuroraKernels.h"

static _Thread_local int forcedLevel = -1;

void aurora_kernels_force_level(int level) { forcedLevel = level; }

#if defined(__x86_64__)
#include <immintrin.h>
#include <math.h>
#include <string.h>

#pragma clang fp contract(off)

#define AVX2 __attribute__((target("avx2")))
#define AVX512 __attribute__((target("avx2,avx512f,avx512bw")))

int aurora_kernels_supported_level(void) {
    static int level = -1;
    int known = __atomic_load_n(&level, __ATOMIC_RELAXED);
    if (known >= 0) return known;
    __builtin_cpu_init();
    known = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") ? AURORA_KERNELS_AVX512
          : __builtin_cpu_supports("avx2") ? AURORA_KERNELS_AVX2 : AURORA_KERNELS_BASELINE;
    __atomic_store_n(&level, known, __ATOMIC_RELAXED);
    return known;
}

int aurora_kernels_level(void) {
    int supported = aurora_kernels_supported_level();
    return forcedLevel >= 0 && forcedLevel < supported ? forcedLevel : supported;
}

// MARK: - Integer pixel math, one pixel (the Swift loops' scalar tails)

static inline uint32_t divide255(uint32_t x) {
    uint32_t t = x + 0x00800080u;
    return ((t + ((t >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
}

static inline uint32_t scale1(uint32_t pixel, uint32_t k) {
    return divide255((pixel & 0x00FF00FFu) * k) | divide255(((pixel >> 8) & 0x00FF00FFu) * k) << 8;
}

static inline uint32_t over1(uint32_t s, uint32_t d, uint32_t c) {
    uint32_t t = (s >> 24) * c + 128;
    uint32_t inverse = 255 - ((t + (t >> 8)) >> 8);
    uint32_t rb = divide255((s & 0x00FF00FFu) * c + (d & 0x00FF00FFu) * inverse);
    uint32_t ag = divide255(((s >> 8) & 0x00FF00FFu) * c + ((d >> 8) & 0x00FF00FFu) * inverse);
    return rb | ag << 8;
}

// MARK: - Integer pixel math, eight pixels

// Each 32-bit lane holds two channels in its 16-bit halves, as the Swift words do. Adds stay
// 32-bit, so a half that overflows (colour above alpha) carries into its neighbour exactly as in
// the Swift loop; `_mm256_srli_epi16(x, 8)` is the Swift loop's `(x >> 8) & 0x00FF00FF` in one
// instruction, and `x & 0xFF00FF00` its `((x >> 8) & 0x00FF00FF) << 8`.

/// `round(x / 255)` of each half, with `t` = x + 128 per half: `(t + (t >> 8)) >> 8`, in the
/// low byte of each half (red and blue positions).
static inline AVX2 __m256i quotientLowx8(__m256i t) {
    return _mm256_srli_epi16(_mm256_add_epi32(t, _mm256_srli_epi16(t, 8)), 8);
}

/// The same quotients in the high byte of each half (green and alpha positions).
static inline AVX2 __m256i quotientHighx8(__m256i t) {
    return _mm256_and_si256(_mm256_add_epi32(t, _mm256_srli_epi16(t, 8)), _mm256_set1_epi32((int)0xFF00FF00u));
}

/// Byte 3 of each lane (a word's alpha) into the low byte of both halves.
static inline AVX2 __m256i byte3Pairsx8(__m256i x) {
    const __m256i index = _mm256_setr_epi8(3, -1, 3, -1, 7, -1, 7, -1, 11, -1, 11, -1, 15, -1, 15, -1,
                                           3, -1, 3, -1, 7, -1, 7, -1, 11, -1, 11, -1, 15, -1, 15, -1);
    return _mm256_shuffle_epi8(x, index);
}

/// The eight coverage bytes at `p`, each in both halves of its lane.
static inline AVX2 __m256i coveragePairsx8(const uint8_t *p) {
    const __m256i index = _mm256_setr_epi8(0, -1, 0, -1, 1, -1, 1, -1, 2, -1, 2, -1, 3, -1, 3, -1,
                                           4, -1, 4, -1, 5, -1, 5, -1, 6, -1, 6, -1, 7, -1, 7, -1);
    return _mm256_shuffle_epi8(_mm256_broadcastq_epi64(_mm_loadl_epi64((const __m128i *)p)), index);
}

/// `round(x / 255)` of each half of `x` (up to 65152), in the low byte of each half.
static inline AVX2 __m256i divide255x8(__m256i x) {
    const __m256i mask = _mm256_set1_epi32(0x00FF00FF);
    __m256i t = _mm256_add_epi32(x, _mm256_set1_epi32(0x00800080));
    return _mm256_and_si256(_mm256_srli_epi32(_mm256_add_epi32(t, _mm256_and_si256(_mm256_srli_epi32(t, 8), mask)), 8), mask);
}

/// Each channel times its lane's factor (0...255, in both halves of `k`) over 255, rounded. (In
/// this shape, the Swift loop's, the compiler finds a faster sequence for source-over and solid
/// colours than from `quotientLowx8` and `quotientHighx8`, measured.)
static inline AVX2 __m256i scalex8(__m256i pixels, __m256i k) {
    const __m256i mask = _mm256_set1_epi32(0x00FF00FF);
    __m256i rb = divide255x8(_mm256_mullo_epi16(_mm256_and_si256(pixels, mask), k));
    __m256i ga = divide255x8(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(pixels, 8), mask), k));
    return _mm256_or_si256(rb, _mm256_slli_epi32(ga, 8));
}

/// `s + d·(255 − sa)/255`.
static inline AVX2 __m256i overx8(__m256i s, __m256i d) {
    __m256i inverse = _mm256_sub_epi32(_mm256_set1_epi32(255), _mm256_srli_epi32(s, 24));
    return _mm256_add_epi32(s, scalex8(d, _mm256_or_si256(inverse, _mm256_slli_epi32(inverse, 16))));
}

/// Sets `rb` and `ga` to `S·c + D·(255 − Sa′) + 128` per half (red-blue and green-alpha), with
/// `Sa′ = round(Sa·c/255)` and `c` in both halves of each lane, for either vector width: `V` is
/// the intrinsics' prefix, `I` the integer vector's suffix, `pairs` the alpha shuffle.
/// `Sa·c + 128` is the high half of the green-alpha products (the green half below it stays
/// under 2¹⁶ and never carries), so `Sa′` is byte 3 of their first rounding step.
#define OVER_COVERED_SUMS(V, I, pairs, s, d, c, rb, ga)                                                 \
    do {                                                                                               \
        ga = V##_add_epi32(V##_mullo_epi16(V##_srli_epi16(s, 8), c), V##_set1_epi32(0x00800080));     \
        rb = V##_add_epi32(V##_mullo_epi16(V##_and_##I(s, V##_set1_epi32(0x00FF00FF)), c),            \
                           V##_set1_epi32(0x00800080));                                                \
        __typeof__(s) inverse = V##_sub_epi32(V##_set1_epi32(0x00FF00FF),                              \
                                              pairs(V##_add_epi32(ga, V##_srli_epi16(ga, 8))));        \
        ga = V##_add_epi32(ga, V##_mullo_epi16(V##_srli_epi16(d, 8), inverse));                        \
        rb = V##_add_epi32(rb, V##_mullo_epi16(V##_and_##I(d, V##_set1_epi32(0x00FF00FF)), inverse));  \
    } while (0)

/// `round((S·c + D·(255 − Sa′)) / 255)` with `Sa′ = round(Sa·c/255)`, `c` in both halves of
/// each lane.
static inline AVX2 __m256i overCoveredx8(__m256i s, __m256i d, __m256i c) {
    __m256i rb, ga;
    OVER_COVERED_SUMS(_mm256, si256, byte3Pairsx8, s, d, c, rb, ga);
    return _mm256_or_si256(quotientLowx8(rb), quotientHighx8(ga));
}

static inline AVX2 __m256i load8(const void *p) { return _mm256_loadu_si256((const __m256i *)p); }
static inline AVX2 void store8(void *p, __m256i v) { _mm256_storeu_si256((__m256i *)p, v); }

/// Whether all eight words have alpha 255.
static inline AVX2 int isOpaquex8(__m256i s) { return _mm256_testc_si256(s, _mm256_set1_epi32((int)0xFF000000u)); }

/// Whether all eight words are zero.
static inline AVX2 int isTransparentx8(__m256i s) { return _mm256_testz_si256(s, s); }

// MARK: - Integer pixel math, sixteen pixels (AVX-512)

/// `byte3Pairsx8` on sixteen lanes.
static inline AVX512 __m512i byte3Pairsx16(__m512i x) {
    return _mm512_shuffle_epi8(x, _mm512_set4_epi32((int)0x800F800Fu, (int)0x800B800Bu, (int)0x80078007u, (int)0x80038003u));
}

/// The rounded quotients of `rb` and `ga` (each half + 128 already, as `quotientLowx8` and
/// `quotientHighx8` take them) in one word: the last `or` and `and` are one ternary logic op
/// (0xF4 is A | (B & ~C)).
static inline AVX512 __m512i quotientsx16(__m512i rb, __m512i ga) {
    __m512i low = _mm512_srli_epi16(_mm512_add_epi32(rb, _mm512_srli_epi16(rb, 8)), 8);
    return _mm512_ternarylogic_epi32(low, _mm512_add_epi32(ga, _mm512_srli_epi16(ga, 8)), _mm512_set1_epi32(0x00FF00FF), 0xF4);
}

/// `overCoveredx8` on sixteen pixels.
static inline AVX512 __m512i overCoveredx16(__m512i s, __m512i d, __m512i c) {
    __m512i rb, ga;
    OVER_COVERED_SUMS(_mm512, si512, byte3Pairsx16, s, d, c, rb, ga);
    return quotientsx16(rb, ga);
}

// MARK: - Source-over

static AVX2 void sourceOverAVX2(const uint32_t *source, const uint8_t *coverage, uint32_t *destination, intptr_t count) {
    intptr_t vectorEnd = count & ~(intptr_t)7, i = 0;
    if (coverage) {
        for (; i < vectorEnd; i += 8) {
            __m256i src = load8(source + i);
            uint64_t covered;
            memcpy(&covered, coverage + i, 8);
            if (covered == 0 || isTransparentx8(src)) continue;
            if (covered == UINT64_MAX && isOpaquex8(src)) { store8(destination + i, src); continue; }
            __m256i dst = load8(destination + i);
            if (covered == UINT64_MAX) { store8(destination + i, overx8(src, dst)); continue; }
            store8(destination + i, overCoveredx8(src, dst, coveragePairsx8(coverage + i)));
        }
        for (; i < count; i++) destination[i] = over1(source[i], destination[i], coverage[i]);
    } else {
        for (; i < vectorEnd; i += 8) {
            __m256i src = load8(source + i);
            if (isTransparentx8(src)) continue;
            if (isOpaquex8(src)) { store8(destination + i, src); continue; }
            store8(destination + i, overx8(src, load8(destination + i)));
        }
        for (; i < count; i++) destination[i] = over1(source[i], destination[i], 255);
    }
}

bool aurora_source_over(const uint32_t *source, const uint8_t *coverage, uint32_t *destination, intptr_t count) {
    if (aurora_kernels_level() < AURORA_KERNELS_AVX2) return false;
    sourceOverAVX2(source, coverage, destination, count);
    return true;
}

static AVX2 void sourceOverOpacityAVX2(const uint32_t *source, uint32_t opacity, uint32_t *destination, intptr_t count) {
    intptr_t vectorEnd = count & ~(intptr_t)7, i = 0;
    __m256i factors = _mm256_set1_epi32((int)(opacity | opacity << 16));
    for (; i < vectorEnd; i += 8)
        store8(destination + i, overCoveredx8(load8(source + i), load8(destination + i), factors));
    for (; i < count; i++) destination[i] = over1(source[i], destination[i], opacity);
}

/// Sixteen pixels an iteration, the destination's stores aligned to 64 bytes (a misaligned one
/// writes two cache lines); the pixels before the first aligned one and after the last group go
/// under a lane mask (each lane's words are the scalar formula's, so neither needs a loop).
static AVX512 void sourceOverOpacityAVX512(const uint32_t *source, uint32_t opacity, uint32_t *destination, intptr_t count) {
    __m512i factors = _mm512_set1_epi32((int)(opacity | opacity << 16));
    intptr_t head = (intptr_t)((64 - ((uintptr_t)destination & 63)) & 63) / 4, i = 0;
    if (head > 0) {
        __mmask16 lanes = (__mmask16)((1u << (head < count ? head : count)) - 1);
        __m512i s = _mm512_maskz_loadu_epi32(lanes, source), d = _mm512_maskz_loadu_epi32(lanes, destination);
        _mm512_mask_storeu_epi32(destination, lanes, overCoveredx16(s, d, factors));
        i = head;
    }
    for (; i + 16 <= count; i += 16) {
        __m512i s = _mm512_loadu_si512(source + i), d = _mm512_load_si512(destination + i);
        _mm512_store_si512(destination + i, overCoveredx16(s, d, factors));
    }
    if (i < count) {
        __mmask16 lanes = (__mmask16)((1u << (count - i)) - 1);
        __m512i s = _mm512_maskz_loadu_epi32(lanes, source + i), d = _mm512_maskz_loadu_epi32(lanes, destination + i);
        _mm512_mask_storeu_epi32(destination + i, lanes, overCoveredx16(s, d, factors));
    }
}

bool aurora_source_over_opacity(const uint32_t *source, uint32_t opacity, uint32_t *destination, intptr_t count) {
    int level = aurora_kernels_level();
    if (level >= AURORA_KERNELS_AVX512) {
        sourceOverOpacityAVX512(source, opacity, destination, count);
        return true;
    }
    if (level < AURORA_KERNELS_AVX2) return false;
    sourceOverOpacityAVX2(source, opacity, destination, count);
    return true;
}

static AVX2 void solidSourceOverAVX2(uint32_t color, const uint8_t *coverage, uint32_t *destination, intptr_t count) {
    int opaque = color >> 24 == 255;
    __m256i colors = _mm256_set1_epi32((int)color);
    uint32_t inverse = 255 - (color >> 24);
    __m256i inverses = _mm256_set1_epi32((int)(inverse | inverse << 16));
    intptr_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t bytes;
        memcpy(&bytes, coverage + i, 8);
        if (bytes == 0) continue;
        if (bytes == UINT64_MAX) {
            store8(destination + i, opaque ? colors : _mm256_add_epi32(colors, scalex8(load8(destination + i), inverses)));
            continue;
        }
        store8(destination + i, overx8(scalex8(colors, coveragePairsx8(coverage + i)), load8(destination + i)));
    }
    for (; i < count; i++) {
        uint32_t c = coverage[i];
        if (c == 0) continue;
        uint32_t s = scale1(color, c), d = destination[i];
        destination[i] = s + scale1(d, 255 - (s >> 24));
    }
}

bool aurora_solid_source_over(uint32_t color, const uint8_t *coverage, uint32_t *destination, intptr_t count) {
    if (aurora_kernels_level() < AURORA_KERNELS_AVX2) return false;
    solidSourceOverAVX2(color, coverage, destination, count);
    return true;
}

// MARK: - Gradients

/// `t − floor(t)`, with lanes clamped to ±2²¹ first, as `GradientShader.fraction`.
static inline AVX2 __m256 fractionx8(__m256 t) {
    const __m256 limit = _mm256_set1_ps(2097152.0f), negativeLimit = _mm256_set1_ps(-2097152.0f);
    const __m256 magic = _mm256_set1_ps(12582912.0f);
    __m256 x = _mm256_blendv_ps(t, limit, _mm256_cmp_ps(t, limit, _CMP_GT_OQ));
    x = _mm256_blendv_ps(x, negativeLimit, _mm256_cmp_ps(x, negativeLimit, _CMP_LT_OQ));
    __m256 nearest = _mm256_sub_ps(_mm256_add_ps(x, magic), magic);
    __m256 lower = _mm256_sub_ps(nearest, _mm256_set1_ps(1.0f));
    return _mm256_sub_ps(x, _mm256_blendv_ps(nearest, lower, _mm256_cmp_ps(nearest, x, _CMP_GT_OQ)));
}

static inline AVX2 __m256 spreadx8(__m256 t, int spread) {
    switch (spread) {
    case AURORA_SPREAD_REPEAT: return fractionx8(t);
    case AURORA_SPREAD_REFLECT: {
        __m256 u = _mm256_mul_ps(_mm256_set1_ps(2.0f), fractionx8(_mm256_mul_ps(t, _mm256_set1_ps(0.5f))));
        return _mm256_blendv_ps(u, _mm256_sub_ps(_mm256_set1_ps(2.0f), u), _mm256_cmp_ps(u, _mm256_set1_ps(1.0f), _CMP_GT_OQ));
    }
    default: return t;
    }
}

/// Stores the first `n` of eight words (all of them when `n` ≥ 8).
static inline AVX2 void storeWordsx8(uint32_t *output, __m256i words, intptr_t n) {
    if (n >= 8) {
        store8(output, words);
    } else {
        uint32_t lanes[8];
        store8(lanes, words);
        memcpy(output, lanes, (size_t)n * 4);
    }
}

/// How `lookupx8` may take a window of eight entries instead of a load per lane: not at all,
/// from the first or the last lane's index (the lowest under a pad spread where the slope is
/// positive or negative), or from the lower of the two (a repeat or reflect spread turns the
/// slope around).
enum { WINDOW_NONE, WINDOW_FROM_FIRST, WINDOW_FROM_LAST, WINDOW_FROM_LOWER };

/// Stores the ramp words of eight parameters to `output` (the first `n`, at most eight). With a
/// `window` (a slope under one entry a pixel), indices within eight entries of the first or last
/// lane's take one load and a lane permutation; lanes all at the ramp's last entry (a pad
/// spread's plain area) take that word; the others take a scalar load and store each, which
/// beats `vpgatherdd` on the CPUs measured. The clamps to 0…4095 are `max` and `min`, which give
/// the Swift loop's `replacing` selects' values (NaN to 0, −0 and +0 the same index).
static inline AVX2 void lookupx8(const uint32_t *table, __m256 t, int window, uint32_t *output, intptr_t n) {
    const __m256 last = _mm256_set1_ps(4095.0f);
    __m256 q = _mm256_min_ps(_mm256_max_ps(_mm256_mul_ps(t, last), _mm256_setzero_ps()), last);
    __m256i index = _mm256_and_si256(_mm256_castps_si256(_mm256_add_ps(q, _mm256_set1_ps(12582912.0f))),
                                     _mm256_set1_epi32(0xFFF));
    if (window != WINDOW_NONE) {
        int first = window != WINDOW_FROM_LAST ? _mm256_cvtsi256_si32(index) : 4088;
        int last7 = window != WINDOW_FROM_FIRST ? _mm256_extract_epi32(index, 7) : 4088;
        int base = first < last7 ? first : last7;
        base = base < 4088 ? base : 4088;
        __m256i relative = _mm256_sub_epi32(index, _mm256_set1_epi32(base));
        if (_mm256_testz_si256(relative, _mm256_set1_epi32(~7))) {
            storeWordsx8(output, _mm256_permutevar8x32_epi32(load8(table + base), relative), n);
            return;
        }
    }
    if (_mm256_movemask_ps(_mm256_cmp_ps(q, last, _CMP_EQ_OQ)) == 0xFF) {
        storeWordsx8(output, _mm256_set1_epi32((int)table[4095]), n);
        return;
    }
    uint32_t lanes[8];
    store8(lanes, index);
    if (n >= 8) {
#pragma clang loop vectorize(disable) unroll(full)
        for (int k = 0; k < 8; k++) output[k] = table[lanes[k]];
    } else {
        for (intptr_t k = 0; k < n; k++) output[k] = table[lanes[k]];
    }
}

/// The longest row the gradient kernels take: every pixel offset, and each sum of the running
/// offsets (`0…7`, then eight more each group), is a whole Float, as the Swift loop's
/// `Float(i) + lane` is.
#define LONGEST_GRADIENT_ROW ((intptr_t)1 << 24)

static AVX2 void linearAVX2(const uint32_t *table, float t0, float dt, int spread, uint32_t *output, intptr_t count) {
    __m256 start = _mm256_set1_ps(t0), step = _mm256_set1_ps(dt), offset = _mm256_setr_ps(0, 1, 2, 3, 4, 5, 6, 7);
    int gentle = dt * 4095.0f < 0.85f && dt * 4095.0f > -0.85f;
    int window = !gentle ? WINDOW_NONE : spread != AURORA_SPREAD_PAD ? WINDOW_FROM_LOWER
               : dt >= 0 ? WINDOW_FROM_FIRST : WINDOW_FROM_LAST;
    for (intptr_t i = 0; i < count; i += 8) {
        __m256 t = _mm256_add_ps(start, _mm256_mul_ps(offset, step));
        lookupx8(table, spreadx8(t, spread), window, output + i, count - i);
        offset = _mm256_add_ps(offset, _mm256_set1_ps(8.0f));
    }
}

/// A pad linear gradient with a gentle slope (under 0.85 entries a pixel, so sixteen pixels span
/// at most fourteen entries), sixteen pixels a vector: one load and a lane permutation from the
/// first or last lane's entry (a gather in the rare group that does not fit), the tail under a
/// lane mask. Each lane's Float operations are the eight-pixel kernel's.
static AVX512 void linearGentlePadAVX512(const uint32_t *table, float t0, float dt, uint32_t *output, intptr_t count) {
    const __m512 last = _mm512_set1_ps(4095.0f), magic = _mm512_set1_ps(12582912.0f);
    __m512 start = _mm512_set1_ps(t0), step = _mm512_set1_ps(dt);
    __m512 offset = _mm512_setr_ps(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    for (intptr_t i = 0; i < count; i += 16, offset = _mm512_add_ps(offset, _mm512_set1_ps(16.0f))) {
        __m512 t = _mm512_add_ps(start, _mm512_mul_ps(offset, step));
        __m512 q = _mm512_min_ps(_mm512_max_ps(_mm512_mul_ps(t, last), _mm512_setzero_ps()), last);
        __m512i index = _mm512_and_si512(_mm512_castps_si512(_mm512_add_ps(q, magic)), _mm512_set1_epi32(0xFFF));
        int base = dt >= 0 ? _mm512_cvtsi512_si32(index) : _mm_extract_epi32(_mm512_extracti32x4_epi32(index, 3), 3);
        base = base < 4080 ? base : 4080;
        __m512i relative = _mm512_sub_epi32(index, _mm512_set1_epi32(base));
        __m512i words = _mm512_test_epi32_mask(relative, _mm512_set1_epi32(~15)) == 0
            ? _mm512_permutexvar_epi32(relative, _mm512_loadu_si512(table + base))
            : _mm512_i32gather_epi32(index, table, 4);
        if (count - i >= 16) {
            _mm512_storeu_si512(output + i, words);
        } else {
            _mm512_mask_storeu_epi32(output + i, (__mmask16)((1u << (count - i)) - 1), words);
        }
    }
}

bool aurora_gradient_linear(const uint32_t *table, float t0, float dt, int spread, uint32_t *output, intptr_t count) {
    int level = aurora_kernels_level();
    if (level < AURORA_KERNELS_AVX2 || count > LONGEST_GRADIENT_ROW) return false;
    if (level >= AURORA_KERNELS_AVX512 && spread == AURORA_SPREAD_PAD && dt * 4095.0f < 0.85f && dt * 4095.0f > -0.85f) {
        linearGentlePadAVX512(table, t0, dt, output, count);
    } else {
        linearAVX2(table, t0, dt, spread, output, count);
    }
    return true;
}

/// The least squared distance found (NaN, which no distance reaches, if none) whose `t`, by the
/// kernel's own Float operations, reaches the pad spread's last entry. Under a pad spread with a
/// positive scale, `t` never decreases as `u² + v²` grows (a correctly rounded square root, then
/// a subtraction and products by positive constants), so every larger one takes that entry too.
static float farDistance2(float r0, float scale, int spread) {
    if (spread != AURORA_SPREAD_PAD || !(scale > 0) || !(r0 >= 0)) return NAN;
    float d = r0 + 1.0f / scale, d2 = d * d;
    for (int step = 0; step < 32 && d2 < INFINITY; step++) {
        if ((_mm_cvtss_f32(_mm_sqrt_ss(_mm_set_ss(d2))) - r0) * scale * 4095.0f >= 4095.0f) return d2;
        d2 = d2 * 1.0001f + 1e-30f;
    }
    return NAN;
}

/// Groups of eight pixels all at or past `farDistance2` (a pad spread's plain area outside the
/// end circle) take the ramp's last word without their square roots.
static AVX2 void radialAVX2(const uint32_t *table, float gx, float gy, float dx, float dy, float r0, float scale,
                            int spread, uint32_t *output, intptr_t count) {
    __m256 x0 = _mm256_set1_ps(gx), y0 = _mm256_set1_ps(gy), stepX = _mm256_set1_ps(dx), stepY = _mm256_set1_ps(dy);
    __m256 radius = _mm256_set1_ps(r0), factor = _mm256_set1_ps(scale);
    __m256 far = _mm256_set1_ps(farDistance2(r0, scale, spread));
    __m256i lastWord = _mm256_set1_epi32((int)table[4095]);
    __m256 offset = _mm256_setr_ps(0, 1, 2, 3, 4, 5, 6, 7);
    for (intptr_t i = 0; i < count; i += 8, offset = _mm256_add_ps(offset, _mm256_set1_ps(8.0f))) {
        __m256 u = _mm256_add_ps(x0, _mm256_mul_ps(offset, stepX));
        __m256 v = _mm256_add_ps(y0, _mm256_mul_ps(offset, stepY));
        __m256 distance2 = _mm256_add_ps(_mm256_mul_ps(u, u), _mm256_mul_ps(v, v));
        if (_mm256_movemask_ps(_mm256_cmp_ps(distance2, far, _CMP_GE_OQ)) == 0xFF) {
            storeWordsx8(output + i, lastWord, count - i);
            continue;
        }
        __m256 t = _mm256_mul_ps(_mm256_sub_ps(_mm256_sqrt_ps(distance2), radius), factor);
        lookupx8(table, spreadx8(t, spread), WINDOW_NONE, output + i, count - i);
    }
}

bool aurora_gradient_radial(const uint32_t *table, float gx, float gy, float dx, float dy, float r0, float scale,
                            int spread, uint32_t *output, intptr_t count) {
    if (aurora_kernels_level() < AURORA_KERNELS_AVX2 || count > LONGEST_GRADIENT_ROW) return false;
    radialAVX2(table, gx, gy, dx, dy, r0, scale, spread, output, count);
    return true;
}

// MARK: - Mesh gradients

/// `x` clamped to 0…1, NaN to 0, as `MeshGradientMath.unit`.
static inline AVX2 __m256 unitx8(__m256 x) {
    x = _mm256_and_ps(x, _mm256_cmp_ps(x, _mm256_setzero_ps(), _CMP_GE_OQ));
    const __m256 one = _mm256_set1_ps(1.0f);
    return _mm256_blendv_ps(x, one, _mm256_cmp_ps(x, one, _CMP_GT_OQ));
}

/// The low byte of `x` rounded to the nearest integer (ties to even), as `MeshGradientMath.byte`.
static inline AVX2 __m256i bytex8(__m256 x) {
    return _mm256_and_si256(_mm256_castps_si256(_mm256_add_ps(x, _mm256_set1_ps(12582912.0f))), _mm256_set1_epi32(0xFF));
}

/// `((u·c[i+3] + c[i+2])·u + c[i+1])·u + c[i]` for channel `lane`: one power of v's cubic in u.
static inline AVX2 __m256 cubicx8(const float *c, int i, int lane, __m256 u) {
#define COEFFICIENT(k) _mm256_set1_ps(c[4 * (i + k) + lane])
    __m256 x = _mm256_add_ps(_mm256_mul_ps(u, COEFFICIENT(3)), COEFFICIENT(2));
    x = _mm256_add_ps(_mm256_mul_ps(x, u), COEFFICIENT(1));
    return _mm256_add_ps(_mm256_mul_ps(x, u), COEFFICIENT(0));
#undef COEFFICIENT
}

/// Channel `lane` of the bicubic colour polynomial `c` (coefficient `i + 4·j` of `uⁱ·vʲ`, four
/// channels each) at (u, v): Horner in u along each power of v, then in v, as the Swift loop.
static inline AVX2 __m256 bicubicx8(const float *c, int lane, __m256 u, __m256 v) {
    __m256 r3 = cubicx8(c, 12, lane, u), r2 = cubicx8(c, 8, lane, u);
    __m256 r1 = cubicx8(c, 4, lane, u), r0 = cubicx8(c, 0, lane, u);
    __m256 w = _mm256_add_ps(_mm256_mul_ps(r3, v), r2);
    w = _mm256_add_ps(_mm256_mul_ps(w, v), r1);
    return _mm256_add_ps(_mm256_mul_ps(w, v), r0);
}

static AVX2 void meshOpaqueBicubicAVX2(const float *c, const float *u, const float *v, uint32_t *output,
                                       intptr_t count, intptr_t room) {
    const __m256 scale = _mm256_set1_ps(255.0f);
    for (intptr_t i = 0; i < count; i += 8) {
        __m256 pu = _mm256_loadu_ps(u + i), pv = _mm256_loadu_ps(v + i);
        __m256i r = bytex8(_mm256_mul_ps(unitx8(bicubicx8(c, 0, pu, pv)), scale));
        __m256i g = bytex8(_mm256_mul_ps(unitx8(bicubicx8(c, 1, pu, pv)), scale));
        __m256i b = bytex8(_mm256_mul_ps(unitx8(bicubicx8(c, 2, pu, pv)), scale));
        __m256i words = _mm256_or_si256(_mm256_or_si256(r, _mm256_slli_epi32(g, 8)),
                                        _mm256_or_si256(_mm256_slli_epi32(b, 16), _mm256_set1_epi32((int)0xFF000000u)));
        if (room - i >= 8) {
            store8(output + i, words);
        } else {
            uint32_t lanes[8];
            store8(lanes, words);
            intptr_t n = count - i < 8 ? count - i : 8;
            memcpy(output + i, lanes, (size_t)n * 4);
        }
    }
}

/// `MeshGradientShader.colourRuns` with opaque bicubic colours: each run of pixels of one patch
/// through `meshOpaqueBicubicAVX2`, `background` where no cell held the pixel.
static AVX2 void meshOpaqueBicubicRunsAVX2(const float *coefficients, const float *u, const float *v, const int32_t *patches,
                                           uint32_t background, uint32_t *output, intptr_t count) {
    intptr_t start = 0;
    while (start < count) {
        int32_t patch = patches[start];
        intptr_t end = start + 1;
        const __m256i same = _mm256_set1_epi32(patch);
        for (;;) {
            if (end + 8 > count) {
                while (end < count && patches[end] == patch) end++;
                break;
            }
            unsigned equal = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(load8(patches + end), same)));
            if (equal != 0xFFu) {
                end += __builtin_ctz(~equal);
                break;
            }
            end += 8;
        }
        if (patch < 0) {
            for (intptr_t i = start; i < end; i++) output[i] = background;
        } else {
            meshOpaqueBicubicAVX2(coefficients + 64 * (intptr_t)patch, u + start, v + start, output + start, end - start, count - start);
        }
        start = end;
    }
}

bool aurora_mesh_opaque_bicubic_runs(const float *coefficients, const float *u, const float *v, const int32_t *patches,
                                     uint32_t background, uint32_t *output, intptr_t count) {
    if (aurora_kernels_level() < AURORA_KERNELS_AVX2) return false;
    meshOpaqueBicubicRunsAVX2(coefficients, u, v, patches, background, output, count);
    return true;
}

// MARK: - Mesh gradient cells (the cell pass: row walk and per-pixel inversion)

/// `MeshGradientMath.floor` and `.ceiling`: 1.5·2²³ added leaves `value` rounded to an integer
/// (ties to even) in the low mantissa bits, then a step down or up where rounding went past it.
static inline intptr_t meshNearest(float value, float *rounded) {
    const float bias = 12582912.0f;
    float biased = value + bias;
    *rounded = biased - bias;
    int32_t bits, biasBits;
    memcpy(&bits, &biased, 4);
    memcpy(&biasBits, &bias, 4);
    return (intptr_t)(int32_t)((uint32_t)bits - (uint32_t)biasBits);
}

static inline intptr_t meshFloor(float value) {
    float rounded;
    intptr_t integer = meshNearest(value, &rounded);
    return rounded > value ? integer - 1 : integer;
}

static inline intptr_t meshCeiling(float value) {
    float rounded;
    intptr_t integer = meshNearest(value, &rounded);
    return rounded < value ? integer + 1 : integer;
}

/// `MeshGradientShader.narrow`: `low…high` narrowed to where `(px − origin) / reciprocal + offset`
/// lies within `margin` of 0…1.
static inline void meshNarrow(float *low, float *high, float reciprocal, float offset, float origin, float margin) {
    float atZero = origin + (-margin - offset) * reciprocal, atOne = origin + (1 + margin - offset) * reciprocal;
    float first = atZero < atOne ? atZero : atOne, last = atZero < atOne ? atOne : atZero;
    *low = first > *low ? first : *low;
    *high = last < *high ? last : *high;
}

/// Whether (s, t) lies in the cell, within 10⁻⁴, as `holds` (NaN: no).
static inline AVX2 __m256 meshHoldsx8(__m256 s, __m256 t) {
    const __m256 lowest = _mm256_set1_ps(-1e-4f), highest = _mm256_set1_ps(1.0f + 1e-4f);
    __m256 inS = _mm256_and_ps(_mm256_cmp_ps(s, lowest, _CMP_GE_OQ), _mm256_cmp_ps(s, highest, _CMP_LE_OQ));
    __m256 inT = _mm256_and_ps(_mm256_cmp_ps(t, lowest, _CMP_GE_OQ), _mm256_cmp_ps(t, highest, _CMP_LE_OQ));
    return _mm256_and_ps(inS, inT);
}

/// `MeshGradientMath.squareRoot`: the exponent-halving reciprocal square root, three Newton steps,
/// times the value (non-positive and NaN lanes give 0).
static inline AVX2 __m256 meshSquareRootx8(__m256 value) {
    __m256 x = _mm256_and_ps(value, _mm256_cmp_ps(value, _mm256_setzero_ps(), _CMP_GT_OQ));
    __m256 y = _mm256_castsi256_ps(_mm256_sub_epi32(_mm256_set1_epi32(0x5F375A86),
                                                    _mm256_srli_epi32(_mm256_castps_si256(x), 1)));
    __m256 half = _mm256_mul_ps(x, _mm256_set1_ps(0.5f));
    const __m256 threeHalves = _mm256_set1_ps(1.5f);
    for (int i = 0; i < 3; i++) {
        y = _mm256_mul_ps(y, _mm256_sub_ps(threeHalves, _mm256_mul_ps(_mm256_mul_ps(half, y), y)));
    }
    return _mm256_mul_ps(x, y);
}

/// `solveS`: s from t on the bilinear equation, as the Swift loop.
static inline AVX2 __m256 meshSolveSx8(const aurora_mesh_cell *cell, __m256 t, __m256 hx, __m256 hy) {
    __m256 mx = _mm256_add_ps(_mm256_mul_ps(t, _mm256_set1_ps(cell->gx)), _mm256_set1_ps(cell->ex));
    __m256 my = _mm256_add_ps(_mm256_mul_ps(t, _mm256_set1_ps(cell->gy)), _mm256_set1_ps(cell->ey));
    __m256 nx = _mm256_sub_ps(hx, _mm256_mul_ps(t, _mm256_set1_ps(cell->fx)));
    __m256 ny = _mm256_sub_ps(hy, _mm256_mul_ps(t, _mm256_set1_ps(cell->fy)));
    return _mm256_div_ps(_mm256_add_ps(_mm256_mul_ps(nx, mx), _mm256_mul_ps(ny, my)),
                         _mm256_add_ps(_mm256_mul_ps(mx, mx), _mm256_mul_ps(my, my)));
}

/// Stores the (u, v) of cell coordinates (s, t) and the cell's patch in the lanes of `store`
/// (load, blend, store: no branch on how many lanes the cell holds).
static inline AVX2 void meshStorex8(const aurora_mesh_cell *cell, __m256 s, __m256 t, __m256 store,
                                    float *u, float *v, int32_t *patches) {
    __m256 pu = _mm256_add_ps(_mm256_mul_ps(unitx8(s), _mm256_set1_ps(cell->du)), _mm256_set1_ps(cell->u0));
    __m256 pv = _mm256_add_ps(_mm256_mul_ps(unitx8(t), _mm256_set1_ps(cell->dv)), _mm256_set1_ps(cell->v0));
    _mm256_storeu_ps(u, _mm256_blendv_ps(_mm256_loadu_ps(u), pu, store));
    _mm256_storeu_ps(v, _mm256_blendv_ps(_mm256_loadu_ps(v), pv, store));
    store8(patches, _mm256_castps_si256(_mm256_blendv_ps(_mm256_castsi256_ps(load8(patches)),
                                                         _mm256_castsi256_ps(_mm256_set1_epi32(cell->patch)), store)));
}

/// The x offsets from the cell origin of the pixel centres of two groups of four, the first
/// from column `column`: each group's base `column + 0.5 − origin` rounded on its own, plus 0…3,
/// as the Swift loop's `lanes + (Float(first + k) + 0.5 − origin.x)`.
static inline AVX2 __m256 meshOffsetsx8(intptr_t column, float originX) {
    const __m256 lanes = _mm256_setr_ps(0, 1, 2, 3, 0, 1, 2, 3);
    return _mm256_add_ps(lanes, _mm256_setr_m128(_mm_set1_ps(((float)column + 0.5f) - originX),
                                                 _mm_set1_ps(((float)(column + 4) + 0.5f) - originX)));
}

/// Per lane, whether its group of four (starting at `k` or `k + 4`) is one the Swift loop visits
/// (it starts before `columns`) and, for `solid`, lies within `solidLow ..< solidHigh`.
static inline AVX2 __m256 meshGroupsx8(intptr_t k, intptr_t columns, intptr_t solidLow, intptr_t solidHigh, __m256 inside) {
    __m256i start = _mm256_add_epi32(_mm256_set1_epi32((int32_t)k), _mm256_setr_epi32(0, 0, 0, 0, 4, 4, 4, 4));
    __m256i visited = _mm256_cmpgt_epi32(_mm256_set1_epi32((int32_t)columns), start);
    __m256i solid = _mm256_andnot_si256(_mm256_cmpgt_epi32(_mm256_set1_epi32((int32_t)solidLow), start),
                                        _mm256_cmpgt_epi32(_mm256_set1_epi32((int32_t)solidHigh - 3), start));
    return _mm256_and_ps(_mm256_castsi256_ps(visited), _mm256_or_ps(inside, _mm256_castsi256_ps(solid)));
}

/// The cell's pixels `first ..< first + columns` of a row `hy` below the cell origin, inverted by
/// the fixed-point iteration: their (u, v) and patch where the cell holds them or their group of
/// four lies within `solidLow ..< solidHigh` (pixels it surely holds), as
/// `MeshGradientShader.shadeSpan` with `FixedPoint` inversion and `Parameters` output. `u`, `v`
/// and `patches` point at column `first`, padded past the row by eight. Sixteen columns a turn:
/// cells are about nine pixels wide, so one turn does most spans and its count is predictable.
static AVX2 void meshFixedPointSpanAVX2(const aurora_mesh_cell *cell, float rowS, float rowT, intptr_t first, intptr_t columns,
                                        intptr_t solidLow, intptr_t solidHigh, float *u, float *v, int32_t *patches) {
    const __m256 mx = _mm256_set1_ps(cell->inverseX), mz = _mm256_set1_ps(cell->inverseZ);
    const __m256 offsetS = _mm256_set1_ps(rowS), offsetT = _mm256_set1_ps(rowT);
    const __m256 twistX = _mm256_set1_ps(cell->twistX), twistY = _mm256_set1_ps(cell->twistY);
    const int steps = cell->fixedPointSteps;
    for (intptr_t k = 0; k < columns; k += 16) {
        __m256 hx0 = meshOffsetsx8(first + k, cell->originX), hx1 = meshOffsetsx8(first + k + 8, cell->originX);
        __m256 affineS0 = _mm256_add_ps(_mm256_mul_ps(hx0, mx), offsetS), affineT0 = _mm256_add_ps(_mm256_mul_ps(hx0, mz), offsetT);
        __m256 affineS1 = _mm256_add_ps(_mm256_mul_ps(hx1, mx), offsetS), affineT1 = _mm256_add_ps(_mm256_mul_ps(hx1, mz), offsetT);
        __m256 w0 = _mm256_mul_ps(affineS0, affineT0), w1 = _mm256_mul_ps(affineS1, affineT1);
        __m256 s0 = _mm256_sub_ps(affineS0, _mm256_mul_ps(w0, twistX)), t0 = _mm256_sub_ps(affineT0, _mm256_mul_ps(w0, twistY));
        __m256 s1 = _mm256_sub_ps(affineS1, _mm256_mul_ps(w1, twistX)), t1 = _mm256_sub_ps(affineT1, _mm256_mul_ps(w1, twistY));
        for (int step = 1; step < steps; step++) {
            w0 = _mm256_mul_ps(s0, t0);
            w1 = _mm256_mul_ps(s1, t1);
            s0 = _mm256_sub_ps(affineS0, _mm256_mul_ps(w0, twistX));
            t0 = _mm256_sub_ps(affineT0, _mm256_mul_ps(w0, twistY));
            s1 = _mm256_sub_ps(affineS1, _mm256_mul_ps(w1, twistX));
            t1 = _mm256_sub_ps(affineT1, _mm256_mul_ps(w1, twistY));
        }
        meshStorex8(cell, s0, t0, meshGroupsx8(k, columns, solidLow, solidHigh, meshHoldsx8(s0, t0)), u + k, v + k, patches + k);
        if (k + 8 < columns) {
            meshStorex8(cell, s1, t1, meshGroupsx8(k + 8, columns, solidLow, solidHigh, meshHoldsx8(s1, t1)),
                        u + k + 8, v + k + 8, patches + k + 8);
        }
    }
}

/// The cell's pixels `first ..< first + columns` of a row `hy` below the cell origin, inverted by
/// the quadratic formula (both roots; the larger t wins): their (u, v) and patch where the cell
/// holds them, as `MeshGradientShader.shadeSpan` with `Quadratic` inversion and `Parameters` output.
static AVX2 void meshQuadraticSpanAVX2(const aurora_mesh_cell *cell, float hy, intptr_t first, intptr_t columns,
                                       float *u, float *v, int32_t *patches) {
    const __m256 hyx8 = _mm256_set1_ps(hy);
    // The quadratic k2·t² + k1·t + k0 = 0 left by eliminating s, k0 and k1 linear in x.
    const float k2 = cell->gx * cell->fy - cell->gy * cell->fx;
    const __m256 k2x8 = _mm256_set1_ps(k2), fourK2 = _mm256_set1_ps(4 * k2);
    const __m256 k0Offset = _mm256_set1_ps(-hy * cell->ex);
    const __m256 k1Offset = _mm256_set1_ps((cell->ex * cell->fy - cell->ey * cell->fx) - hy * cell->gx);
    const __m256 ey = _mm256_set1_ps(cell->ey), gy = _mm256_set1_ps(cell->gy);
    for (intptr_t k = 0; k < columns; k += 8) {
        __m256 hx = meshOffsetsx8(first + k, cell->originX);
        __m256 k0 = _mm256_add_ps(_mm256_mul_ps(hx, ey), k0Offset);
        __m256 k1 = _mm256_add_ps(_mm256_mul_ps(hx, gy), k1Offset);
        __m256 discriminant = _mm256_sub_ps(_mm256_mul_ps(k1, k1), _mm256_mul_ps(fourK2, k0));
        __m256 root = meshSquareRootx8(discriminant);
        __m256 negative = _mm256_cmp_ps(k1, _mm256_setzero_ps(), _CMP_LT_OQ);
        __m256 signedRoot = _mm256_blendv_ps(root, _mm256_xor_ps(root, _mm256_set1_ps(-0.0f)), negative);
        __m256 q = _mm256_mul_ps(_mm256_add_ps(k1, signedRoot), _mm256_set1_ps(-0.5f));
        __m256 t1 = _mm256_div_ps(k0, q), t2 = _mm256_div_ps(q, k2x8);
        __m256 s1 = meshSolveSx8(cell, t1, hx, hyx8), s2 = meshSolveSx8(cell, t2, hx, hyx8);
        __m256 real = _mm256_cmp_ps(discriminant, _mm256_setzero_ps(), _CMP_GE_OQ);
        __m256 inside1 = _mm256_and_ps(meshHoldsx8(s1, t1), real);
        __m256 inside2 = _mm256_and_ps(meshHoldsx8(s2, t2), real);
        __m256 second = _mm256_and_ps(inside2, _mm256_or_ps(_mm256_xor_ps(inside1, _mm256_castsi256_ps(_mm256_set1_epi32(-1))),
                                                            _mm256_cmp_ps(t2, t1, _CMP_GT_OQ)));
        __m256 s = _mm256_blendv_ps(s1, s2, second), t = _mm256_blendv_ps(t1, t2, second);
        meshStorex8(cell, s, t, meshGroupsx8(k, columns, 0, 0, _mm256_or_ps(inside1, inside2)), u + k, v + k, patches + k);
    }
}

/// `MeshGradientShader.shadeCells` with `Parameters` output: the row walk over `entryCount` cells.
static AVX2 void meshCellsAVX2(const aurora_mesh_cell *cells, const int32_t *order, intptr_t entryCount,
                               intptr_t x, intptr_t y, intptr_t count, float *u, float *v, int32_t *patches) {
    const float slack = 1e-3f;
    const float yc = (float)y + 0.5f;
    const float rowLow = (float)x + 0.5f, rowHigh = (float)(x + count - 1) + 0.5f;
    for (intptr_t n = 0; n < entryCount; n++) {
        const aurora_mesh_cell *cell = cells + order[n];
        if (!(cell->yMin - slack <= yc && yc <= cell->yMax + slack)) continue;
        // Swift's max and min: `b >= a ? b : a` and `b < a ? b : a`.
        float xLow = cell->xMin - slack, xHigh = cell->xMax + slack;
        float low = xLow >= rowLow ? xLow : rowLow, high = xHigh < rowHigh ? xHigh : rowHigh;
        float hy = yc - cell->originY;
        bool fixedPoint = cell->fixedPointSteps > 0;
        float offsetS = cell->inverseY * hy, offsetT = cell->inverseW * hy;
        if (fixedPoint) {
            meshNarrow(&low, &high, cell->reciprocalX, offsetS, cell->originX, cell->margin);
            meshNarrow(&low, &high, cell->reciprocalY, offsetT, cell->originX, cell->margin);
        }
        if (!(low <= high)) continue;
        intptr_t first = meshCeiling(low - 0.5f), last = meshFloor(high - 0.5f);
        if (first > last) continue;
        intptr_t solidLow = 0, solidHigh = 0;
        if (fixedPoint) {
            float solidLowX = low, solidHighX = high;
            meshNarrow(&solidLowX, &solidHighX, cell->reciprocalX, offsetS, cell->originX, -cell->margin);
            meshNarrow(&solidLowX, &solidHighX, cell->reciprocalY, offsetT, cell->originX, -cell->margin);
            if (solidLowX <= solidHighX) {
                solidLow = meshCeiling(solidLowX - 0.5f) - first;
                solidHigh = meshFloor(solidHighX - 0.5f) - first + 1;
            }
        }
        intptr_t offset = first - x;
        if (fixedPoint) {
            meshFixedPointSpanAVX2(cell, offsetS, offsetT, first, last - first + 1, solidLow, solidHigh,
                                   u + offset, v + offset, patches + offset);
        } else {
            meshQuadraticSpanAVX2(cell, hy, first, last - first + 1, u + offset, v + offset, patches + offset);
        }
    }
}

bool aurora_mesh_cells(const aurora_mesh_cell *cells, const int32_t *order, intptr_t entryCount,
                       intptr_t x, intptr_t y, intptr_t count, float *u, float *v, int32_t *patches) {
    if (aurora_kernels_level() < AURORA_KERNELS_AVX2) return false;
    meshCellsAVX2(cells, order, entryCount, x, y, count, u, v, patches);
    return true;
}

#else

int aurora_kernels_supported_level(void) { return AURORA_KERNELS_BASELINE; }
int aurora_kernels_level(void) { return AURORA_KERNELS_BASELINE; }
bool aurora_source_over(const uint32_t *source, const uint8_t *coverage, uint32_t *destination, intptr_t count) { return false; }
bool aurora_source_over_opacity(const uint32_t *source, uint32_t opacity, uint32_t *destination, intptr_t count) { return false; }
bool aurora_solid_source_over(uint32_t color, const uint8_t *coverage, uint32_t *destination, intptr_t count) { return false; }
bool aurora_gradient_linear(const uint32_t *table, float t0, float dt, int spread, uint32_t *output, intptr_t count) { return false; }
bool aurora_gradient_radial(const uint32_t *table, float gx, float gy, float dx, float dy, float r0, float scale,
                            int spread, uint32_t *output, intptr_t count) { return false; }
bool aurora_mesh_opaque_bicubic_runs(const float *coefficients, const float *u, const float *v, const int32_t *patches,
                                     uint32_t background, uint32_t *output, intptr_t count) { return false; }
bool aurora_mesh_cells(const aurora_mesh_cell *cells, const int32_t *order, intptr_t entryCount,
                       intptr_t x, intptr_t y, intptr_t count, float *u, float *v, int32_t *patches) { return false; }

#endif
