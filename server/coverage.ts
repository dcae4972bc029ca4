/**
 * Server coverage of the screen descriptors. Starts the server in memory on the given descriptors and
 * reports what the screens would miss: APIs the server does not serve or answers unusably (problems),
 * routes no demo user but the admin reaches or that fall into no directory, and softer findings such as
 * descriptor keys a declared collection does not seed (warnings).
 */
import { createServer } from './app.js';
import { formWrittenKeys, probeDoc, type CoverageIssue, type ProbeContext } from './coverage/api-probes.js';
import { menuReach } from './coverage/menu-reach.js';
import type { ScreenSource } from './descriptors/read-screens.js';

export type { CoverageIssue, ScreenSource };

export interface CoverageReport {
  /** Descriptor APIs not served, or answered in a way the screen cannot use. */
  unserved: CoverageIssue[];
  /** Routes no demo user's menu permission includes (the admin counts only for admin-only areas). */
  unreachable: CoverageIssue[];
  /** Routes that fall into the catch-all menu directory. */
  undirected: CoverageIssue[];
  warnings: CoverageIssue[];
  /** Column and detail-field keys the screen's API never returns (warnings; see coverage/unknown-fields.ts). */
  fieldWarnings: CoverageIssue[];
}

/** Checks `screens` (descriptor file names and texts, e.g. every file under screens/) against the server. */
export async function checkServerCoverage(screens: readonly ScreenSource[]): Promise<CoverageReport> {
  const server = await createServer({
    dbFile: ':memory:', screensDir: '', screens, accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 3600, appVersion: 'coverage', logLevel: 'silent',
  });
  try {
    const login = await server.app.inject({ method: 'POST', url: '/api/login/login', payload: { username: 'admin', password: 'demo1234' } });
    const token = String((login.json() as { data?: { token?: string } }).data?.token ?? '');
    const ctx: ProbeContext = { app: server.app, token, stores: server.context.collections, problems: [], warnings: [], fieldWarnings: [], writtenKeys: formWrittenKeys(server.docs) };
    for (const doc of server.docs) await probeDoc(ctx, doc);
    const reach = menuReach(server.context.menu, server.docs);
    return { unserved: ctx.problems, unreachable: reach.unreachable, undirected: reach.undirected, warnings: ctx.warnings, fieldWarnings: ctx.fieldWarnings ?? [] };
  } finally {
    await server.close();
  }
}

/** Whether the report has anything that breaks a screen or hides a route. */
export const hasCoverageGaps = (report: CoverageReport): boolean =>
  report.unserved.length + report.unreachable.length + report.undirected.length > 0;

/** One line per finding: `file route [api]: message`. */
export function formatCoverageReport(report: CoverageReport, withWarnings = true): string[] {
  const line = (issue: CoverageIssue): string => `${issue.file} ${issue.route}${issue.api ? ` [${issue.api}]` : ''}: ${issue.message}`;
  const section = (title: string, issues: readonly CoverageIssue[]): string[] =>
    issues.length === 0 ? [] : [`${title} (${issues.length})`, ...issues.map((issue) => `  ${line(issue)}`)];
  return [
    ...section('APIs not served or not usable', report.unserved),
    ...section('Routes no demo user reaches', report.unreachable),
    ...section('Routes without a menu directory', report.undirected),
    ...(withWarnings ? section('Warnings', report.warnings) : []),
  ];
}
