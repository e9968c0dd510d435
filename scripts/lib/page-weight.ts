// What a first visit to a page weighs, with issue 43's budgets (docs/performance.md "Targets and
// where they stand"): the prerendered HTML, the `style` attributes in it, and the JS + CSS the
// page loads. `scripts/bundle-budget.test.ts` fails a build over a budget; `npm run bench` prints
// the same table with each verdict.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstPageBytes } from './first-page-bytes';

export const KB = 1024;

export interface PageBudget {
  page: string;
  /** The prerendered file under the build's folder. */
  file: string;
  /** The page's route modules (`src/app/routes/<name>.tsx`): the JS + CSS it links. */
  routeModules: string[];
  /** Raw bytes of the HTML, in KB; undefined where the issue set none. */
  htmlKb?: number;
  /** Bytes of every `style="…"` attribute in the HTML, in KB. */
  styleAttributesKb: number;
  /** Gzip bytes of the JS + CSS, in KB. */
  jsCssKb?: number;
}

const budget = (
  page: string,
  routes: string[],
  limits: Omit<PageBudget, 'page' | 'file' | 'routeModules'>,
): PageBudget => ({
  page,
  file: join(page.slice(1), 'index.html'),
  routeModules: routes.map((name) => `src/app/routes/${name}.tsx`),
  ...limits,
});

/**
 * Issue 43's budgets: HTML and `style` attributes on the main pages, JS + CSS on the three target
 * pages. How each JS + CSS budget was raised and cut before issue 43 (with the KB each change
 * cost) is in the history of `scripts/bundle-budget.test.ts`, which held them.
 */
export const PAGE_BUDGETS: PageBudget[] = [
  // JS + CSS 202 → 204.5: plain markup's modules and shared classes (+1.5 KB of small CSS and
  // class-map chunks), the icon sprite (+1.1), the page state's seeding (+1.4) against Mantine's
  // Group, Stack, Text, Title, Paper, Alert and CloseButton leaving the page (−4.3): 201.88 →
  // 204.0 KB, both builds measured the same day. Issue 43's target (170) is not met.
  // JS + CSS 204.5 → 202: Mantine stylesheets no first page renders load with their lazy
  // components (Card, Checkbox, Container, Divider, NumberInput, PasswordInput, Progress, Radio,
  // SimpleGrid, the check and radio indicators, Overlay; −2.9 KB of the entry stylesheet), the
  // badge and grid looks once in plain.module.css (+0.4): 204.0 → 201.5 KB (the same files but
  // the check icon's chunk, which another change merged).
  // HTML 45, issue 43's: 59.7 → 45.9 KB with plain markup (the theme's dark-scheme variables the
  // first paint needs +1), → 40.7 with short class names and the preloads listed by path.
  // The catalog's asset schemas in zod/mini (−7.1 KB on every page: full zod's string formats and
  // methods had sat in the zod core chunk the stores load at start-up): 202 → 195 (206 815 → 199 544
  // bytes).
  // → 186.5 (199 547 → 190 936 bytes): the stores' schemas load only when something stored is
  // read or written (docs/storage.md "Checks load when needed"), so zod left the start-up.
  // → 187.5 (190 860 → 191 882 bytes): issue 57's session rules written once (`lib/session/
  // session-time.ts`, +0.6 KB: the session store is created at start-up on every page), the time
  // engine's refusal of instants it cannot walk (the phases now a chunk of their own, +0.2), and
  // the start's live-and-idle signal (issue 56, `when-live.ts` and `AfterLive`, +0.3), which took
  // ~30 script files off the start. They fall again once each store is created when first used
  // (issue 56 item 1).
  // → 172.5 (172.1 KB): each persisted store created by the module that uses it, and one chunk
  // per start step and per page (scripts/vite/page-chunks.ts: ~60 small files fewer, each
  // compressed on its own before), issue 56. Issue 43's target (170) is 2.1 KB away.
  budget('/', ['home'], { htmlKb: 45, styleAttributesKb: 4, jsCssKb: 172.5 }),
  // JS + CSS 226.5 → 227 (226.08 → 226.6, the same causes); 227 → 224.3 (226.6 → 223.8:
  // the same Mantine stylesheets, the card's badges from plain.module.css).
  // 224.3 → 224.8 (229 419 → 230 157 bytes): the fish details left the region chunk for their
  // popover's, and the modules the account's progress shares with them (the GW2 API client, the
  // query observer) became three chunks instead of one; → 225.0 (230 355): a lazily loaded part
  // that cannot load leaves the page working (its boundary, its preload's caught failure).
  // → 218.0 (223 091): the asset schemas in zod/mini, as on `/`.
  // → 208.5 (223 105 → 213 390): the stores' schemas as on `/`, and the account's answers' schemas
  // and the build settings' check (`src/config/env.ts`) load with the first API call.
  // → 209.5 (214 450): as on `/`, and the account's answer cleaned once where it enters (issue 57:
  // `account-progress.ts`, +0.2).
  // → 196.5 (196.1): the stores and the chunks, as on `/`.
  budget('/launch/regions', ['launch', 'launch-regions'], {
    htmlKb: 100,
    styleAttributesKb: 4,
    jsCssKb: 196.5,
  }),
  // HTML 120, issue 43's: 282 → 139 KB with plain markup, → 118.2 with 5-character class names
  // (scripts/vite/short-class-names.ts), the chunks to preload listed by path instead of 116
  // link elements, and rarity colours from data-rarity (the rest: 34 KB of critical styles, 96
  // small SVGs). Style attributes 4, issue 43's: 65 → 2.8 KB (57: the fish cells' places, the
  // region's art, the filter's counts' boxes; no colour or usual icon size). JS + CSS 288 →
  // 294.5 (287.50 → 294.3: the fish cards', filter panel's and waypoints' modules, the sprite,
  // the before-the-code variants of the auto filter); 294.5 → 291.8 (294.0 → 291.3: the
  // same Mantine stylesheets; Overlay's now in the region chunk, beside the fish list's modal);
  // 291.8 → 291.9 (298 789 → 298 810 bytes: the page's glow on a box of its own, LCP −20 to −120
  // ms on the three pages; docs/performance.md "First frame"); 291.9 → 250.6 (298 785 → 256 568
  // bytes): tooltips, the phone's fish list with its modal and the fish details load when first
  // wanted, and with them floating-ui, Mantine's portal, focus trap, modal and scroll area;
  // → 250.9 (256 857): such a part that cannot load leaves the page working.
  // → 243.8 (249 587): the asset schemas in zod/mini, as on `/`.
  // → 234.7 (249 628 → 240 322): zod off the page, as on the regions tab. Issue 43's target (238)
  // is met.
  // → 236 (241 573): as on the regions tab.
  // JS + CSS 236 → 223 (222.5): the stores and the chunks, as on `/`.
  // → 224.5 (229 071 bytes): the chunks by sets of pages took it to 220.8; then the power notes'
  // cheapest way (src/lib/fishing-power, issue 59), the names in the page's language with the
  // two-fish tell and the clock's brief countdown (issue 60) +2.9. Issue 56's cap is 235.
  // → 225 (229 118 → 230 233 bytes): the fish details button a module shared with the
  // achievement pages (World Class Fisher's fish, issue 60 item 5), so a chunk and a stylesheet
  // of their own, and the waypoint titles worded in German and French.
  budget('/region/Krytan', ['region'], { htmlKb: 120, styleAttributesKb: 4, jsCssKb: 225 }),
  // German words are a little longer: 119.3 KB; the filter buttons' names written in each button,
  // one per count variant (docs/regions.md "Before the code runs"), took it 117.6 → 119.1 (Krytan
  // 116.5 → 117.9).
  budget('/de/region/Krytan', ['region'], { htmlKb: 120, styleAttributesKb: 4 }),
  budget('/launch/planner', ['launch', 'launch-planner'], { styleAttributesKb: 4 }),
  // 72 style attributes (5.9 KB) → 12 (1.2 KB): the achievements tab in plain markup.
  budget('/launch/achievements', ['launch', 'launch-achievements'], { styleAttributesKb: 4 }),
  budget('/launch/session', ['launch', 'launch-session'], { styleAttributesKb: 4 }),
  budget('/launch/metas', ['launch', 'launch-metas'], { styleAttributesKb: 4 }),
  budget('/help', ['help'], { styleAttributesKb: 4 }),
];

/** Every `style="…"` attribute of a page's markup: how many, and their bytes. */
export function styleAttributes(html: string): { count: number; bytes: number } {
  const found = html.match(/\sstyle="[^"]*"/g) ?? [];
  return {
    count: found.length,
    bytes: found.reduce((sum, attribute) => sum + attribute.length, 0),
  };
}

export interface PageWeight {
  htmlBytes: number;
  styleAttributeBytes: number;
  styleAttributeCount: number;
  jsCssGzipBytes: number;
}

export function pageWeight(distDir: string, page: PageBudget): PageWeight {
  const html = readFileSync(join(distDir, page.file), 'utf8');
  const style = styleAttributes(html);
  return {
    htmlBytes: Buffer.byteLength(html),
    styleAttributeBytes: style.bytes,
    styleAttributeCount: style.count,
    jsCssGzipBytes: firstPageBytes(distDir, ...page.routeModules).gzipBytes,
  };
}

const verdict = (bytes: number, budgetKb: number | undefined) => {
  const kb = Math.round((bytes / KB) * 10) / 10;
  if (budgetKb === undefined) return `${kb}`;
  return `${kb} ${bytes <= budgetKb * KB ? `≤ ${budgetKb} ✓` : `> ${budgetKb} ✗`}`;
};

/** One row a page for the bench's table: each weight in KB with its budget's verdict. */
export const pageWeightRows = (distDir: string) =>
  PAGE_BUDGETS.map((page) => {
    const weight = pageWeight(distDir, page);
    return {
      page: page.page,
      htmlKb: verdict(weight.htmlBytes, page.htmlKb),
      styleAttributesKb: `${verdict(weight.styleAttributeBytes, page.styleAttributesKb)} (${weight.styleAttributeCount})`,
      jsCssGzipKb: verdict(weight.jsCssGzipBytes, page.jsCssKb),
    };
  });
