/** The console's look: react-admin's default theme in the terminal's navy, dense tables. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0b3d6e' },
    secondary: { main: '#0b3d6e' },
    background: { default: '#f4f6f9' },
    // MUI's red[800]: error texts (the required mark of a failed field) on the grey of filled
    // inputs need 4.5:1 (WCAG 1.4.3); MUI's default #d32f2f gives 4.36:1 there.
    error: { main: '#c62828' },
  },
  components: {
    ...defaultTheme.components,
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-headerCell': { fontWeight: 600 } } } },
    // An empty list's text (e.g. 'No hay funcionarios disponibles.'): react-admin dims it to
    // opacity 0.5 of the disabled grey, 2.6:1 on this background; WCAG 1.4.3 needs 4.5:1.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } } },
  },
};
