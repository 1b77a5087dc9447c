import { expect, test } from '@playwright/test';

// On a first visit to /print/ the first "Make my PDF" form opened could stay disabled
// for good (its island never hydrated). Each form, opened within the first second of a first
// visit (a fresh browser context: no service worker, nothing cached), must come to life and
// make its PDF.
const FORMS = [
  'empty-rivalry-question-cards',
  'empress-cards',
  'sibling-rivalry-board',
  'emperor-cards',
  'emperor-identity-cards',
  'emperor-ability-cards',
  'subtweet-tweet-cards',
];

test.describe.configure({ timeout: 120_000 });

for (const id of FORMS) {
  test(`first visit: "Make my PDF" for ${id}, opened at once, makes its PDF`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, acceptDownloads: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await page.goto('/print/', { waitUntil: 'commit' });
    const details = page.locator(`details#make-${id}`);
    // As soon as the form's summary is there (the page still loading), it is opened.
    await details.locator('summary').click();
    const button = details.getByRole('button', { name: 'Make my PDF' });
    await expect(button).toBeEnabled();
    const downloading = page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expect(details.getByRole('status')).toContainText(/Ready: .+\.pdf/);
    expect(problems).toEqual([]);
    await context.close();
  });
}
