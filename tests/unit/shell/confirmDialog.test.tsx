// @vitest-environment jsdom
/** The confirmation modal every confirmed action uses (ADM-SHELL-014). */
import { act } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../../src/resources/framework/ConfirmDialog';
import { i18nProvider } from '../../../src/resources/i18n';
import { domRootPerTest } from '../../support/domRoot';

const dom = domRootPerTest();

describe('ConfirmDialog', () => {
  it("ADM-SHELL-014: the title defaults to 'Confirmación'; neither the backdrop nor Escape closes it, only its buttons", () => {
    const calls: string[] = [];
    act(() =>
      dom.root.render(
        <AdminContext i18nProvider={i18nProvider}>
          <ConfirmDialog
            open
            content="¿Desea bloquear al agente?"
            onConfirm={() => calls.push('yes')}
            onCancel={() => calls.push('no')}
          />
        </AdminContext>,
      ),
    );
    const dialog = () => document.body.querySelector<HTMLElement>('[role="dialog"]');
    expect(document.getElementById('confirm-dialog-title')?.textContent).toBe('Confirmación');
    expect(dialog()?.getAttribute('aria-labelledby')).toBe('confirm-dialog-title');

    // A static backdrop: a click on it does nothing.
    for (const outside of ['.MuiBackdrop-root', '.MuiDialog-container']) {
      const target = document.body.querySelector<HTMLElement>(outside)!;
      act(() => {
        target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
        target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      });
    }
    // No keyboard closing.
    act(() => {
      dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(calls).toEqual([]);
    expect(dialog()).not.toBeNull();

    const buttons = [...document.body.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancelar', 'Aceptar']);
    act(() => buttons[0].click());
    act(() => buttons[1].click());
    expect(calls).toEqual(['no', 'yes']);

    // A title given by the caller replaces the default ('Cancelar operación', ADM-SHELL-012).
    act(() =>
      dom.root.render(
        <AdminContext i18nProvider={i18nProvider}>
          <ConfirmDialog open title="Cancelar operación" content="x" onConfirm={() => {}} onCancel={() => {}} />
        </AdminContext>,
      ),
    );
    expect(document.getElementById('confirm-dialog-title')?.textContent).toBe('Cancelar operación');
  });
});
