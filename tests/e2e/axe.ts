/**
 * axe-core in the journeys: the WCAG 2.0/2.1 A and AA rules on the page as it is shown, the
 * serious and critical findings, and (for the axe bench) every finding written to a JSON file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import axeCore from 'axe-core';
import type { Page } from '@playwright/test';

/** The rule sets the product promises (issue: WCAG 2 A and AA), nothing else: fewer rules, faster runs. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** Impacts that fail a journey. */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** One rule's finding on one route. */
export interface AxeFinding {
  route: string;
  language: string;
  rule: string;
  impact: string;
  /** CSS selectors of the offending nodes. */
  nodes: string[];
}

/** What a run of axe answers, as far as the findings read it. */
interface AxeRun {
  violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown[] }> }>;
}

/**
 * Puts axe-core into the page once per document. AxeBuilder injects its 550 KB source again on every
 * analysis; the route walk opens each route inside the same document, so one injection serves a batch.
 */
async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axeCore.source);
}

/**
 * Waits for the CSS transitions and finite animations running now (a button enabled once its record
 * has loaded fades from grey to its colour in 0.2 s): axe measures contrast on what a user sees once
 * the screen is still, not on a colour halfway. Spinners and skeletons, which run forever, are not waited for.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe once on the page, or only inside `within` (a CSS selector: the active tab's screen, when the
 * shell around it has been checked already). Nothing is excluded: the product has no iframe of its own
 * or of a third party (axe is run in the top document only), and the charts' canvases carry their own
 * text alternative.
 */
export async function axeFindings(page: Page, route: string, language: string, within?: string): Promise<AxeFinding[]> {
  await ensureAxe(page);
  await settleTransitions(page);
  const results = await page.evaluate(
    async ({ include, tags }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe;
      // A transition that starts after the wait above (a button enabled a moment later) ends at once while
      // axe reads the colours, so none is measured halfway.
      const atRest = document.createElement('style');
      atRest.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(atRest);
      try {
        // Passes, incomplete and inapplicable results are not read: collecting only violations is faster.
        return await axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      } finally {
        atRest.remove();
      }
    },
    { include: within ?? null, tags: [...AXE_TAGS] },
  ) as AxeRun;
  return results.violations.map((violation) => ({
    route,
    language,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** The findings that fail a journey, one readable line each: route, language, rule, impact and nodes. */
export function blockingLines(findings: readonly AxeFinding[]): string[] {
  return findings
    .filter((finding) => BLOCKING_IMPACTS.includes(finding.impact))
    .map((f) => `${f.route} [${f.language}] ${f.rule} (${f.impact}): ${f.nodes.slice(0, 5).join(', ')}${f.nodes.length > 5 ? ` … ${f.nodes.length} nodes` : ''}`);
}

/** Where every run leaves its findings, one JSON file per test, for bench/axe.ts to count. */
export const AXE_REPORT_DIR = process.env.AXE_REPORT_DIR ?? join(process.cwd(), '.tmp', 'axe-findings');

/** `AXE_COUNT_ONLY=1` (the axe bench): findings are written but do not fail the journeys, so a whole run is counted. */
export const AXE_COUNT_ONLY = process.env.AXE_COUNT_ONLY === '1';

/** Writes one test's findings so far to the bench's directory (after every route: a failing step keeps them). */
export function saveFindings(name: string, findings: readonly AxeFinding[]): void {
  mkdirSync(AXE_REPORT_DIR, { recursive: true });
  writeFileSync(join(AXE_REPORT_DIR, `${name.replace(/[^\w-]+/g, '_')}.json`), JSON.stringify(findings));
}
