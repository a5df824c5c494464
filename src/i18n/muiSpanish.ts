/**
 * MUI's own texts in Spanish (issue 30): the autocompletes' 'Open'/'Clear', the phone
 * pagination's 'Go to page …' and the other component defaults, from MUI's es-ES locale, with
 * 'Abrir' where that locale says 'Abierto' (the button opens the list; it is not a state).
 */
import { esES } from '@mui/material/locale';

export const muiSpanishComponents = {
  ...esES.components,
  MuiAutocomplete: { defaultProps: { ...esES.components?.MuiAutocomplete?.defaultProps, openText: 'Abrir' } },
};
