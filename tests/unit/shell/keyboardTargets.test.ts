// @vitest-environment jsdom
/**
 * Where the keyboard lands (issue 30): the skip link on a list's first row (SkipToContent), and
 * the first field of a line a form adds (useRowFocus) — a field before the line's own buttons.
 */
import { describe, expect, it } from 'vitest';
import { skipTarget } from '../../../src/custom/layout/SkipToContent';
import { firstField } from '../../../src/custom/terminal/forms/useRowFocus';

const dom = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

describe('the skip link', () => {
  it.each([
    [
      'a table whose rows open with Enter: its first row',
      '<input id="q"><table class="RaDataTable-root"><thead><tr><th><button>Nombre</button></th></tr></thead><tbody><tr id="r1" tabindex="0"><td>A</td></tr><tr tabindex="0"><td>B</td></tr></tbody></table>',
      'r1',
    ],
    [
      "a table whose rows do not: the first row's first control",
      '<table class="RaDataTable-root"><tbody><tr><td><input type="checkbox" id="c1"></td></tr></tbody></table>',
      'c1',
    ],
    [
      "a phone's cards: the first card's action",
      '<ul><li data-testid="list-card"><button id="k1">A</button></li><li data-testid="list-card"><button>B</button></li></ul>',
      'k1',
    ],
    ['no list (a form): the start of the content', '<form><input id="f1"></form>', null],
  ])('%s', (_case, html, expected) => {
    expect(skipTarget(dom(html))?.id ?? null).toBe(expected);
  });
});

describe("a line's first field", () => {
  it.each([
    [
      'a payment line: its type (a select), not the remove button in its header',
      '<div><h3>Línea 2</h3><button id="x">Quitar</button><div role="combobox" id="type" tabindex="0"></div><input aria-hidden="true" tabindex="-1" class="MuiSelect-nativeInput"></div>',
      'type',
    ],
    ['a seal: its input', '<div><label>Sello 2</label><input id="seal"></div>', 'seal'],
    [
      'a line with no field: its first control',
      '<div><button id="b" disabled>No</button><button id="ok">Sí</button></div>',
      'ok',
    ],
    ['a disabled field is skipped', '<div><input id="off" disabled><input id="on"></div>', 'on'],
  ])('%s', (_case, html, expected) => {
    expect(firstField(dom(html))?.id).toBe(expected);
  });
  it('nothing for no line', () => expect(firstField(null)).toBeNull());
});
