/**
 * Accessibility check of what the page shows: axe-core with the WCAG 2.0/2.1 A and AA rules,
 * plus 'label-content-name-mismatch' (WCAG 2.5.3, a rule axe still ships as experimental, off
 * by default), failing on any violation with a readable list of rule, nodes and fix.
 *
 * axe runs in the page directly (injected once per document, `axe.run`, violations only) rather
 * than through @axe-core/playwright's AxeBuilder, which re-injects axe and opens a second page for
 * every check to merge frame results: ~150 ms against ~700 ms per check. The console has no
 * iframes, so there are no frame results to merge.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type axeCore from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * The minified build of the same axe-core (what `axeCore.source` holds unminified, 1.3 MB): half
 * the bytes to send and parse on every document checked, ~40 % less time per injection.
 */
// Playwright runs from the repository's root (as wireBodies.ts assumes).
const AXE_SOURCE = readFileSync(join('node_modules', 'axe-core', 'axe.min.js'), 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violations = axeCore.Result[];

/** axe's violations on the page's document, injecting axe first when this document lacks it. */
async function axeViolations(page: Page): Promise<Violations> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axeCore }).axe
        .run(document, {
          runOnly: { type: 'tag', values: tags },
          rules: { 'label-content-name-mismatch': { enabled: true } },
          resultTypes: ['violations'],
        })
        .then((results) => results.violations),
    TAGS,
  );
}

function describe(violations: Violations): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map(
        (n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
      );
      return `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Waits until no finite animation or transition runs, so colours are not measured mid-fade. */
async function settled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length,
      ),
    )
    .toBe(0);
}

export async function expectNoAxeViolations(page: Page, screen = new URL(page.url()).pathname) {
  await settled(page);
  const violations = await axeViolations(page);
  // Compared as text: a failure prints the readable list rather than axe's raw objects.
  expect(describe(violations), `axe en ${screen}`).toBe('');
}
