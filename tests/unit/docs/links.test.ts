// @vitest-environment node
/**
 * The README and docs/ stay navigable: every relative link reaches a file and, when it names one, a
 * heading of it (GitHub's anchors), and every repository path a doc names in backticks exists, so a file
 * moved or renamed without its docs fails here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../scripts/screens-lib';

const DOC_FILES = ['README.md', ...readdirSync(join(REPO_ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const read = (file: string): string => readFileSync(join(REPO_ROOT, file), 'utf8');

/** The text outside fenced code blocks, where a `#` line is code rather than a heading. */
const prose = (text: string): string => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped (hyphens and underscores kept), spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ''] of prose(read(file)).matchAll(/^#{1,6} (.+)$/gm)) {
    const anchor = anchorOf(heading);
    const count = seen.get(anchor) ?? 0;
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
    seen.set(anchor, count + 1);
  }
  return anchors;
}

/** Outputs of running or building the app: named in the docs, never committed. */
const GENERATED_OUTPUTS = /^(data|dist|\.tmp|uploads)(\/|$)/;
const REPO_FOLDERS = /^(src|server|renderers|screens|schemas|scripts|tests|bench|workflows|public|docs)\//;

describe('README.md and docs/', () => {
  it.each(DOC_FILES)('%s links only to files and headings that exist', (file) => {
    const broken: string[] = [];
    for (const [, target = ''] of prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [path = '', anchor] = target.split('#');
      const linked = path === '' ? file : normalize(join(dirname(file), path));
      if (!existsSync(join(REPO_ROOT, linked))) broken.push(`${target}: no file ${linked}`);
      else if (anchor !== undefined && linked.endsWith('.md') && !anchorsOf(linked).has(decodeURIComponent(anchor))) broken.push(`${target}: no heading #${anchor} in ${linked}`);
    }
    expect(broken).toEqual([]);
  });

  it.each(DOC_FILES)('%s names only repository paths that exist', (file) => {
    const missing = [...read(file).matchAll(/`([^`\s]+)`/g)]
      .map(([, path = '']) => path.replace(/[/:,.]+$/, ''))
      .filter((path) => REPO_FOLDERS.test(path) && !GENERATED_OUTPUTS.test(path) && !/[*<>{}]/.test(path))
      .filter((path) => !existsSync(join(REPO_ROOT, path)));
    expect([...new Set(missing)]).toEqual([]);
  });
});
