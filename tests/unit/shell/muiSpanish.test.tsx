// @vitest-environment jsdom
/** The console's theme gives MUI's own texts in Spanish (issue 30: 'Open'/'Clear' on every autocomplete, 'Go to page' on a phone's pagination). */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { Autocomplete, Pagination, TextField, ThemeProvider, createTheme } from '@mui/material';
import { theme } from '../../../src/custom/theme';
import { domRootPerTest } from '../../support/domRoot';

const dom = domRootPerTest();

const labels = () =>
  [...dom.host.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.getAttribute('title'));

describe("MUI's own texts", () => {
  it("an autocomplete's buttons read 'Limpiar' and 'Abrir', and a pagination's 'Ir a la página N'", () => {
    act(() =>
      dom.root.render(
        <ThemeProvider theme={createTheme(theme)}>
          <Autocomplete
            options={['Uno', 'Dos']}
            value="Uno"
            renderInput={(params) => <TextField {...params} label="Empresa" />}
          />
          <Pagination count={3} page={1} />
        </ThemeProvider>,
      ),
    );
    const all = labels();
    expect(all).toEqual(
      expect.arrayContaining(['Limpiar', 'Abrir', 'página 1', 'Ir a la página 2', 'Ir a la página siguiente']),
    );
    expect(all.some((l) => l && /open|clear|go to/i.test(l))).toBe(false);
  });
});
