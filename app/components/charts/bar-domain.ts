/**
 * Bars stand on zero, so their lengths compare. recharts widens a numeric domain to the data, so
 * [0, 0] becomes [min(0, lowest), max(0, highest)]; tremor's default [0, "auto"] lets weeks that are
 * all negative (an agency ROI of -75% and -50%) end the axis at -50%, drawing the better week as no bar.
 */
export const BARS_FROM_ZERO = { minValue: 0, maxValue: 0 } as const;
