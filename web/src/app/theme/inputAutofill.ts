import type { Components, Theme } from '@mui/material/styles';

// The names MUI's InputBase listens for (its onAnimationStart): an input the browser autofills
// starts `mui-auto-fill`, and its label moves out of the way as if the visitor had typed.
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

/**
 * MUI's autofill detection, given once for the whole app instead of once per field.
 *
 * Left to itself, every InputBase mounts a global style of these two keyframes: a page with a
 * form inserted them again for each field (52 of the 76 rules /contact inserted while React adopted
 * the prerendered page, in a style sheet each). `disableInjectingGlobalStyles` is MUI's option for this
 * ("make sure to inject them at the top of your application"); it also drops the input's own
 * animation rules, which come back here unchanged. See docs/decisions/input-autofill-styles-once.md.
 */
export const inputAutofill: Pick<Components<Theme>, 'MuiInputBase' | 'MuiCssBaseline'> = {
  MuiInputBase: {
    defaultProps: { disableInjectingGlobalStyles: true },
    styleOverrides: {
      input: {
        animationName: AUTO_FILL_CANCEL,
        animationDuration: '10ms',
        '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL },
      },
    },
  },
  MuiCssBaseline: {
    styleOverrides: {
      // Not empty, as MUI keeps them (emotion's production build drops empty keyframes);
      // animation properties are ignored inside keyframes, so nothing visibly animates.
      [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
      [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
    },
  },
};
