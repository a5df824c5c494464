/**
 * The console's look: react-admin's default theme in the terminal's navy, dense tables; without
 * motion (no transitions, no ripple) for users whose system asks for reduced motion.
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { muiSpanishComponents } from '../i18n/muiSpanish';
import { raSpanish } from '../i18n/raSpanish';

const baseTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0b3d6e' },
    secondary: { main: '#0b3d6e' },
    background: { default: '#f4f6f9' },
    // MUI's red[900]: error texts (the required mark of a failed field) on the grey of filled
    // inputs need 4.5:1 (WCAG 1.4.3), focused too (#e0e0e0: a refused form focuses its first
    // invalid field): 4.98:1 there; red[800] #c62828 gives 4.25:1, MUI's default #d32f2f less.
    error: { main: '#b71c1c' },
  },
  components: {
    ...defaultTheme.components,
    // MUI's own texts (autocomplete buttons, the phone pagination) in Spanish.
    ...muiSpanishComponents,
    // An empty list's text (e.g. 'No hay funcionarios disponibles.'): react-admin dims it to
    // opacity 0.5 of the disabled grey, 2.6:1 on this background; WCAG 1.4.3 needs 4.5:1.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } } },
    // A spinner is a progressbar, which needs a name (WCAG 4.1.2, axe aria-progressbar-name).
    MuiCircularProgress: {
      defaultProps: { 'aria-label': (raSpanish.ra as { page: { loading: string } }).page.loading },
    },
  },
};

/** WCAG 2.3.3: dialogs, menus and messages appear and leave at once; buttons do not ripple. */
const NO_MOTION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

export const withReducedMotion = (t: RaThemeOptions): RaThemeOptions => ({
  ...t,
  transitions: { ...t.transitions, duration: NO_MOTION, create: () => 'none' },
  components: { ...t.components, MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

const prefersReducedMotion =
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export const theme: RaThemeOptions = prefersReducedMotion ? withReducedMotion(baseTheme) : baseTheme;
