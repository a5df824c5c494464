/** The console's look: react-admin's default theme in the terminal's navy, dense tables. */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0b3d6e' },
    secondary: { main: '#0b3d6e' },
    background: { default: '#f4f6f9' },
  },
  components: {
    ...defaultTheme.components,
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-headerCell': { fontWeight: 600 } } } },
  },
};
