/** Background classes of a transparency checkerboard, behind cut-outs (light and dark themes). */
export const CHECKERBOARD =
  'bg-[conic-gradient(var(--color-muted)_25%,var(--color-background)_0_50%,var(--color-muted)_0_75%,var(--color-background)_0)] bg-[length:16px_16px]';
