// @vitest-environment jsdom
/** The administration forms' must-pick lookup (add a trucking company to an agent, a line to an agency). */
import { act } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { LookupField } from '../../../src/resources/framework/LookupField';
import { i18nProvider } from '../../../src/resources/i18n';
import { domRootPerTest } from '../../support/domRoot';
import { typeInto, until } from '../../support/domInput';

const dom = domRootPerTest();

interface Line {
  id: string;
  name: string;
}
const LINES: Line[] = [
  { id: 'MSC', name: 'Mediterranean Shipping' },
  { id: 'MAE', name: 'Maersk' },
];

describe('LookupField', () => {
  it('ADM-SHELL-011: a typed text that is not a suggestion never becomes the value; picking a suggestion does', async () => {
    const picked: (Line | null)[] = [];
    act(() =>
      dom.root.render(
        <AdminContext i18nProvider={i18nProvider}>
          <LookupField<Line>
            label="Línea"
            name="line"
            value={null}
            onChange={(v) => picked.push(v)}
            optionLabel={(l) => l.name}
            sameOption={(a, b) => a.id === b.id}
            options={LINES}
          />
        </AdminContext>,
      ),
    );
    const input = dom.host.querySelector<HTMLInputElement>('input[name="line"]')!;
    const key = (k: string) =>
      act(() => {
        input.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
      });

    // Free text, confirmed with Enter and left: no value.
    act(() => input.focus());
    act(() => typeInto(input, 'Naviera inventada'));
    key('Enter');
    act(() => input.blur());
    expect(picked).toEqual([]);

    // A suggestion, picked from the list: its record is the value.
    act(() => input.focus());
    act(() => typeInto(input, 'Maer'));
    await until(() => document.body.querySelectorAll('[role="option"]').length === 1);
    key('ArrowDown');
    key('Enter');
    expect(picked).toEqual([LINES[1]]);
  });
});
