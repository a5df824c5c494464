/**
 * A phone's card (ListCards) shows what a user decides by: the columns a list marks `card: 'always'`
 * come whatever precedes them, the others fill the remaining lines in the user's order (issue 30).
 */
import { describe, expect, it } from 'vitest';
import { chargeColumns } from '../../../src/custom/invoice/ChargesScreen';
import { columnsFor } from '../../../src/custom/invoice/InvoiceList';
import { CARD_LINES, cardColumns } from '../../../src/resources/framework/list/cardColumns';

type Col = { source: string; card?: 'always' };
const cols = (spec: string): Col[] =>
  spec.split(' ').map((s) => (s.endsWith('!') ? { source: s.slice(0, -1), card: 'always' } : { source: s }));
const sources = (c: readonly Col[]) => c.map((x) => x.source).join(' ');

describe('the columns of a phone card', () => {
  it.each([
    ['nothing marked: the title and the next four', 'a b c d e f g', 'a', 'b c d e'],
    ['a marked column past the fourth line comes, one unmarked gives way', 'a b c d e f g!', 'a', 'b c d g!'],
    ["marked ones keep the user's order among the others", 'a g! b c d e f!', 'a', 'g! b c f!'],
    ['more marked columns than lines: all of them, no others', 'a b c! d! e! f! g!', 'a', 'c! d! e! f! g!'],
    ['a marked first column names the card', 'a! b c', 'a', 'b c'],
    ['fewer columns than lines: all of them', 'a b', 'a', 'b'],
  ])('%s', (_case, visible, title, details) => {
    const card = cardColumns(cols(visible));
    expect(card.title?.source).toBe(title);
    expect(card.details.map((c) => `${c.source}${c.card ? '!' : ''}`).join(' ')).toBe(details);
  });

  it('a list with no visible column has an empty card', () => {
    expect(cardColumns([])).toEqual({ title: undefined, details: [] });
  });

  it("an invoice's card carries its numbers, state, due date, client and both totals; a draft's its state, client and totals", () => {
    expect(CARD_LINES).toBe(4);
    for (const financial of [false, true]) {
      const invoice = cardColumns(columnsFor('FINAL', financial, '2026-11-27'));
      expect(invoice.title?.source).toBe('draftNumber');
      expect(sources(invoice.details)).toBe(
        'finalNumber stageLabel payeeCustomerName totalTotal totalLocalTotal dueDate',
      );
      const draft = cardColumns(columnsFor('DRAFT', financial, '2026-11-27'));
      expect(sources(draft.details)).toBe('stageLabel payeeCustomerName totalTotal totalLocalTotal');
    }
  });

  it("a charge's card carries the amount pending beside its BL, client and agent", () => {
    const card = cardColumns(chargeColumns);
    expect(card.title?.source).toBe('unitNbr');
    expect(sources(card.details)).toBe('blOrBooking client agentId pending');
  });

  it('a column the user hid stays off the card, marked or not', () => {
    const visible = chargeColumns.filter((c) => c.source !== 'pending');
    expect(sources(cardColumns(visible).details)).toBe('blOrBooking client agentId storekeeper');
  });
});
