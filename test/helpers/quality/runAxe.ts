// axe-core injected into a Playwright page, limited to the WCAG 2.1 A/AA rules.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let source: string | undefined;

/** axe.min.js from the installed axe-core package (read once). */
function axeSource(): string {
  const require = createRequire(import.meta.url);
  source ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** One line per failing element: its selector and axe's summary of what fails. */
  nodes: string[];
}

/**
 * Runs axe on the page as it is now and resolves to its violations; `within` limits the run to the elements
 * matching a selector (page-level rules such as landmark checks then do not run).
 */
export async function runAxe(page: Page, within?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource() });
  return page.evaluate(async ({ tags, within }) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<any> } }).axe;
    const context = within ? { include: [[within]] } : document;
    const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v: any) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n: any) => `${n.target.join(' ')} — ${String(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`),
    }));
  }, { tags: WCAG_TAGS, within });
}
