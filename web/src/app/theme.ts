// The whole look of the product: a few primitives (palette, typography, shape) plus component
// overrides in one place. Components use theme tokens only, never their own colours.
import { createTheme, type ThemeOptions } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    /** Accent per plan colour scheme (admin plan form options; blue is the default). */
    planAccent: Record<'blue' | 'green' | 'purple' | 'red' | 'yellow', string>;
    hero: { from: string; to: string; text: string };
  }
  interface PaletteOptions {
    planAccent?: Record<'blue' | 'green' | 'purple' | 'red' | 'yellow', string>;
    hero?: { from: string; to: string; text: string };
  }
}

// Primitives. Every text/background pair below meets WCAG AA contrast (4.5:1) or better.
const ink = '#14213d';
const inkSoft = '#46516a';
const brand = '#0b4f9c';
const brandDark = '#083a73';
const brandTint = '#e8f1fb';
const teal = '#0f6b63';
const surface = '#f6f8fb';
const divider = '#d7dde8';
const radius = 12;

const options: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: brand, dark: brandDark, light: brandTint, contrastText: '#ffffff' },
    secondary: { main: teal, contrastText: '#ffffff' },
    success: { main: '#1b6e37' },
    warning: { main: '#8a5300' },
    error: { main: '#b3261e' },
    info: { main: '#1d5fa8' },
    text: { primary: ink, secondary: inkSoft },
    background: { default: surface, paper: '#ffffff' },
    divider,
    planAccent: {
      blue: brand,
      green: '#1b6e37',
      purple: '#5b3aa8',
      red: '#b3261e',
      yellow: '#8a5300',
    },
    hero: { from: brandDark, to: brand, text: '#ffffff' },
  },
  shape: { borderRadius: radius },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: 'clamp(2rem, 5vw + 0.5rem, 3.25rem)', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: 'clamp(1.6rem, 3vw + 0.5rem, 2.4rem)', fontWeight: 750, lineHeight: 1.2 },
    h3: { fontSize: '1.35rem', fontWeight: 700 },
    h4: { fontSize: '1.15rem', fontWeight: 700 },
    h5: { fontSize: '1.05rem', fontWeight: 700 },
    h6: { fontSize: '1rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
};

// One createTheme call: building a theme is among the costliest work of the app's start-up.
export const theme = createTheme({
  ...options,
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // In-page jumps and scrollIntoView stop below the sticky header instead of under it.
        html: { scrollPaddingTop: 72 },
        // Toasts sit top right (spec) but below the sticky header, so they never cover its links.
        // (body raises the rule above the toast library's own class.)
        'body .notistack-SnackbarContainer': { top: 72 },
        // A visible keyboard focus ring everywhere (WCAG 2.4.7).
        ':focus-visible': { outline: `3px solid ${brand}`, outlineOffset: 2 },
        // Text for screen readers only.
        '.visually-hidden': {
          position: 'absolute',
          width: 1,
          height: 1,
          padding: 0,
          margin: -1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          border: 0,
        },
      },
    },
    // ButtonBase resets `outline: 0`, which beats the global :focus-visible ring above; give its
    // keyboard focus state (buttons, icon buttons, menu items, links styled as buttons) the same ring.
    // :focus-visible too: on a prerendered page, before the app runs, nothing sets Mui-focusVisible.
    //
    // No ink ripple: a press shows as a tint in CSS instead. The ripple is a React subtree mounted on the
    // first press of a page, whose styles (keyframes included) emotion writes there and then, inside the
    // press. Choosing Phone on /quote at 4x CPU, 208 -> 160 ms, and the dashboard's Claims tab 152 -> 80 ms
    // (Event Timing, medians of 9 runs alternating with the ripple).
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: {
        root: {
          '&.Mui-focusVisible, &:focus-visible': {
            outline: `3px solid ${brand}`,
            outlineOffset: 2,
          },
          '&:active:not(.Mui-disabled)': {
            boxShadow: 'inset 0 0 0 100vmax rgba(0, 0, 0, 0.12)',
          },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: radius, paddingInline: 20 },
        sizeLarge: { minHeight: 48 },
      },
    },
    // Links inside text are underlined so they never rely on colour alone (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: radius * 1.5 } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: { backgroundColor: '#ffffff', borderBottom: `1px solid ${divider}` },
      },
    },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
    // A spinner that only turns: the default one also changes its arc's length in every frame, a restyle
    // and repaint on the main thread for as long as a page waits, where a rotation alone runs on the
    // compositor (README, "How the web build reaches the screen").
    MuiCircularProgress: { defaultProps: { disableShrink: true } },
  },
});
