/** Driving react-controlled inputs in jsdom tests, as a user would. */
import { act } from 'react';
import { expect } from 'vitest';

/** Waits (in act, up to 2 s) until `check` holds, then asserts it. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  expect(check()).toBe(true);
}

/** Types into a react-controlled input (React listens to the native value setter's input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
