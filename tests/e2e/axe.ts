/**
 * axe-core in the journeys: the WCAG 2.0/2.1 A and AA rules on the page as it is shown, the
 * serious and critical findings, and (for the axe bench) every finding written to a JSON file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
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

/**
 * Runs axe once on the page, or only inside `within` (a CSS selector: the active tab's screen, when the
 * shell around it has been checked already). Nothing is excluded: the product has no third-party
 * iframe, and the charts' canvases carry their own text alternative.
 */
export async function axeFindings(page: Page, route: string, language: string, within?: string): Promise<AxeFinding[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const results = await builder
    .withTags([...AXE_TAGS])
    // Passes, incomplete and inapplicable results are not read: collecting only violations is faster.
    .options({ resultTypes: ['violations'] })
    .analyze();
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
