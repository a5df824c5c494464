/**
 * Accessibility check of what the page shows: axe-core with the WCAG 2.0/2.1 A and AA rules,
 * plus 'label-content-name-mismatch' (WCAG 2.5.3, a rule axe still ships as experimental, off
 * by default), failing on any violation with a readable list of rule, nodes and fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

function describe(violations: Violations): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      return `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Waits until no finite animation or transition runs, so colours are not measured mid-fade. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length,
      ),
    )
    .toBe(0);
}

export async function expectNoAxeViolations(page: Page, screen = new URL(page.url()).pathname) {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: TAGS }, rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  // Compared as text: a failure prints the readable list rather than axe's raw objects.
  expect(describe(results.violations), `axe en ${screen}`).toBe('');
}
