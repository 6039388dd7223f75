import { beforeAll, describe, expect, test } from 'vitest';
import { createBlog } from '../support/backend-api';
import { allowPageErrors } from '../support/page-errors';
import { WIDTHS, expectVisible, useBrowser } from './browser-fixture';

/**
 * SPEC §2 blog detail: an organiser's HTML description is shown as formatted text, and nothing
 * in it runs. The seeded blogs are plain text, so the test publishes one with markup.
 */
const { product, open } = useBrowser();

const TITLE = 'Rotation Drills With Markup';
const DESCRIPTION = [
  '<p>Squads that <strong>rotate early</strong> win more end zones.</p>',
  '<script>window.__blogScriptRan = "script"; alert("script ran")</script>',
  // A picture that fails to load: its onerror would run at once if it survived.
  '<p><img src="/no-such-picture.png" alt="" onerror="window.__blogScriptRan = \'onerror\'; alert(\'onerror ran\')"></p>',
  '<p><a href="javascript:window.__blogScriptRan = \'link\'">Rules of the drill</a></p>',
].join('\n');

let blogId: string;
beforeAll(async () => {
  blogId = await createBlog(product.backendUrl, {
    title: TITLE,
    description: DESCRIPTION,
    subDescription: 'Drills for Bermuda rotations.',
    quote: 'Move together.',
    keyword: 'rotation, drills',
    author: null,
  });
});

describe.each(WIDTHS)('at %i px', (width) => {
  test('renders the description as formatted text without running its scripts', async () => {
    const { page, errors } = await open('about:blank', { width });
    // The markup's own doing, on purpose: its picture does not exist, and Chromium reports the
    // policy's refusal of its onerror when DOMPurify parses it in a detached document (a report
    // only: the checks below show that nothing ran), by its message and the fixture's.
    allowPageErrors(
      errors,
      /^console error: Failed to load resource: .* 404 .*\/no-such-picture\.png\)$/,
    );
    allowPageErrors(errors, /^console error: Executing inline event handler violates /);
    allowPageErrors(errors, /^console error: Content-Security-Policy violation: script-src-attr /);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/blogs/${blogId}`);

    const article = page.getByRole('article');
    await expectVisible(article.getByRole('heading', { level: 1, name: TITLE }));
    // The markup is formatting, not text: the bold words show, the tags do not.
    await expectVisible(article.locator('strong', { hasText: 'rotate early' }));
    await expectVisible(article.getByText(/win more end zones/));
    // SPEC §2 defaults: no author means 'Agent'; the quote is upper-cased.
    await expectVisible(article.getByText('By Agent'));
    await expectVisible(article.getByText('MOVE TOGETHER.'));

    // The link's text stays; its javascript: address does not (a click could run it).
    await expectVisible(article.getByText('Rules of the drill'));
    // Give the broken picture time to fail: its onerror would run then.
    await page.waitForLoadState('networkidle');

    expect(dialogs).toEqual([]);
    const sideEffect = await page.evaluate(
      () => (window as { __blogScriptRan?: string }).__blogScriptRan ?? null,
    );
    expect(sideEffect).toBeNull();
    const main = page.getByRole('main');
    await expect(main.locator('script').count()).resolves.toBe(0);
    await expect(main.locator('[onerror]').count()).resolves.toBe(0);
    await expect(main.locator('a[href^="javascript:"]').count()).resolves.toBe(0);
    const text = await article.innerText();
    expect(text).not.toMatch(/<script|onerror|alert\(|__blogScriptRan/);
  });
});
