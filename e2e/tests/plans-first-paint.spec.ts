// Issue 13: the top of /plans (the "Back to Home" link, the title and the subtitle, the page's
// largest paint) paints from the server's HTML before any script runs
// (apps/server/src/features/plans-page/plans-shell.ts), in the viewer's language (the `lang`
// cookie the web writes), in exactly the boxes React takes over; and React's first render shows
// the plan cards from the list the page carried, never a skeleton. Fails on the old code: with
// scripts blocked the page was empty, and the cards came after a skeleton.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from './support/screens.ts';

const TEXT = {
  en: { back: 'Back to Home', title: 'Premium Plans Available', subtitle: 'Unlimited Telugu movies, shows and live TV. Pick the plan that suits you.' },
  te: {
    back: 'హోమ్‌కు తిరిగి వెళ్ళండి',
    title: 'ప్రీమియం ప్లాన్‌లు అందుబాటులో ఉన్నాయి',
    subtitle: 'అపరిమిత తెలుగు సినిమాలు, షోలు మరియు లైవ్ టీవీ. మీకు సరిపోయే ప్లాన్ ఎంచుకోండి.',
  },
} as const;

async function boxes(link: Locator, title: Locator, subtitle: Locator) {
  return { link: await link.boundingBox(), title: await title.boundingBox(), subtitle: await subtitle.boundingBox() };
}

/** Notes whether the plans skeleton is ever in the page, from before the first script runs. */
async function watchSkeleton(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { sawSkeleton: boolean };
    w.sawSkeleton = false;
    const isSkeleton = (node: Node) =>
      node instanceof Element && (node.matches('[data-testid="plans-skeleton"]') || !!node.querySelector('[data-testid="plans-skeleton"]'));
    new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes].some(isSkeleton))) w.sawSkeleton = true;
    }).observe(document, { subtree: true, childList: true });
  });
}

for (const lang of ['en', 'te'] as const) {
  test(`the top of /plans paints without JavaScript in ${lang === 'en' ? 'English' : 'Telugu'}, where React puts it`, async ({
    page,
    context,
    baseURL,
  }) => {
    const text = TEXT[lang];
    if (lang === 'te') {
      // A Telugu viewer: the language the app keeps, and the cookie it mirrors it in.
      await context.addCookies([{ name: 'lang', value: 'te', url: baseURL! }]);
      await context.addInitScript(() => localStorage.setItem('i18nextLng', 'te'));
    }
    const blocked = await context.newPage();
    await blocked.route('**/*.js', (route) => route.abort());
    await blocked.goto('/plans?plan=1');
    const shell = blocked.locator('[data-first-paint="plans"]');
    await expect(shell.locator('h1')).toHaveText(text.title);
    await expect(shell.locator('header p')).toHaveText(text.subtitle);
    await expect(shell.locator('a')).toHaveText(text.back);
    await expect(blocked.locator('html')).toHaveAttribute('lang', lang);
    await blocked.evaluate(() => document.fonts.ready);
    const before = await boxes(shell.locator('a'), shell.locator('h1'), shell.locator('header p'));
    await shot(blocked, `plans-first-paint-no-js-${lang}`);
    await blocked.close();

    await watchSkeleton(page);
    await page.goto('/plans?plan=1');
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    const title = page.getByRole('heading', { level: 1, name: text.title });
    await expect(title).toBeVisible();
    const cards = page.getByRole('radiogroup').getByRole('radio');
    await expect(cards).toHaveCount(3);
    await page.evaluate(() => document.fonts.ready);
    const after = await boxes(page.getByRole('link', { name: text.back }), title, page.getByText(text.subtitle, { exact: true }));
    await shot(page, `plans-first-paint-mounted-${lang}`);

    expect(after).toEqual(before);
    // React's first render had the cards: the list came with the page, not after a skeleton.
    expect(await page.evaluate(() => (window as unknown as { sawSkeleton: boolean }).sawSkeleton)).toBe(false);
  });
}
