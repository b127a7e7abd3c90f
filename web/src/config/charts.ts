/**
 * The spec's chart animation ("Chart defaults: Animation 1500 ms"). MUI X Charts has no option
 * for it: the build sets it where the library keeps its own (vite.config.ts,
 * docs/decisions/chart-animation-duration.md).
 */
export const CHART_ANIMATION_MS = 1500;
