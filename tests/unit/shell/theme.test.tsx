// @vitest-environment jsdom
/** The console's theme: reduced motion when the user asks for it, named spinners. */
import { CircularProgress } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { theme, withReducedMotion } from '../../../src/custom/theme';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('console theme', () => {
  it('with reduced motion (WCAG 2.3.3) every transition lasts 0 ms, none is written, and buttons do not ripple', () => {
    const base = createTheme();
    const reduced = createTheme(withReducedMotion({}) as never);
    expect(base.transitions.duration.enteringScreen).toBeGreaterThan(0);
    for (const ms of Object.values(reduced.transitions.duration)) expect(ms).toBe(0);
    expect(reduced.transitions.create(['opacity'])).toBe('none');
    expect(reduced.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it('a spinner is a progressbar named "Cargando" (axe aria-progressbar-name)', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <ThemeProvider theme={createTheme(theme as never)}>
          <CircularProgress />
        </ThemeProvider>,
      ),
    );
    const bar = host.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-label')).toBe('Cargando');
    act(() => root.unmount());
  });
});
