// @vitest-environment jsdom
/**
 * The charge search's typeaheads (D3 §5 Charge search) are the terminal's NamedTypeahead: no list
 * under 3 typed characters, at most 10 suggestions, and only a listed item is chosen (the form
 * then tells a typed but unchosen entry, INV-016).
 */
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NamedTypeahead, type Named } from '../../../src/custom/terminal/forms/NamedTypeahead';
import { domRootPerTest } from '../../support/domRoot';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

const agents: Named[] = Array.from({ length: 15 }, (_, i) => ({
  id: `7${String(6000000 + i)}-${i % 10}`,
  name: `Agencia Sur ${String(i + 1).padStart(2, '0')}`,
}));

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];

describe('the charge search typeaheads', () => {
  it('INV-014 INV-015: no suggestion under 3 characters; from 3, at most 10; choosing one gives its id, the typed text alone none', async () => {
    const chosen: string[] = [];
    const typed: string[] = [];
    const Form = () => {
      const [value, setValue] = useState('');
      return (
        <NamedTypeahead
          id="agent"
          label="Agente"
          options={agents}
          value={value}
          onChange={(id) => {
            chosen.push(id);
            setValue(id);
          }}
          onTyped={(t) => typed.push(t)}
        />
      );
    };
    await act(async () => dom.root.render(<Form />));
    const input = dom.host.querySelector<HTMLInputElement>('#agent')!;
    await act(async () => {
      input.focus();
      input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    await type(input, 'Ag');
    expect(options()).toHaveLength(0);
    await type(input, 'Age');
    expect(options()).toHaveLength(10);
    expect(chosen).toEqual([]);
    expect(typed.at(-1)).toBe('Age');
    await act(async () => options()[2]!.click());
    expect(chosen).toEqual([agents[2]!.id]);
  });
});
