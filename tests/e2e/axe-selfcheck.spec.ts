/** The accessibility check itself can fail: it reports what axe finds on a page (no server needed). */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

test('accessibility check: an image without a text alternative and grey-on-white text are reported', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="es"><head><title>x</title></head><body><main><h1>Prueba</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#bbb">poco contraste</p></main></body></html>',
  );
  const failure = await expectNoAxeViolations(page, 'prueba').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
  await page.setContent(
    '<html lang="es"><head><title>x</title></head><body><main><h1>Prueba</h1><p>texto legible</p></main></body></html>',
  );
  await expectNoAxeViolations(page, 'prueba');
});
