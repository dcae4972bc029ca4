/** Reads the route universe from the JSON screen descriptors (path, aliases, title, kind). */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type ScreenKind = 'list' | 'show' | 'form' | 'dashboard' | 'custom';

export interface ScreenRoute {
  path: string;
  title: string;
  kind: ScreenKind;
  aliases: string[];
}

const KINDS: readonly string[] = ['list', 'show', 'form', 'dashboard', 'custom'];

/** Screens the shell always needs (home redirects to /my/wtoms), added when no descriptor declares them. */
const BUILT_IN_SCREENS: readonly ScreenRoute[] = [
  { path: '/my/wtoms', title: '欢迎页', kind: 'custom', aliases: [] },
  { path: '/my/index', title: '个人主页', kind: 'custom', aliases: [] },
];

async function listJsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return listJsonFiles(full);
      return entry.isFile() && entry.name.endsWith('.json') ? [full] : [];
    }),
  );
  return nested.flat();
}

function parseDescriptor(text: string): ScreenRoute | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `invalid JSON (${(error as Error).message})`;
  }
  if (typeof value !== 'object' || value === null) return 'not an object';
  const record = value as Record<string, unknown>;
  const { path, title, kind, aliases } = record;
  if (typeof path !== 'string' || !path.startsWith('/')) return 'missing "path"';
  if (typeof title !== 'string') return 'missing "title"';
  if (typeof kind !== 'string' || !KINDS.includes(kind)) return 'missing or unknown "kind"';
  const aliasList = Array.isArray(aliases) ? aliases.filter((a): a is string => typeof a === 'string' && a.startsWith('/')) : [];
  return { path, title, kind: kind as ScreenKind, aliases: aliasList };
}

/** Every readable descriptor under `dir`, in path order; bad files are skipped with a warning. */
export async function readScreenCatalog(dir: string, warn: (message: string) => void): Promise<ScreenRoute[]> {
  let files: string[] = [];
  try {
    files = await listJsonFiles(dir);
  } catch (error) {
    warn(`screens folder ${dir} not readable (${(error as Error).message}); the menu has only built-in entries`);
  }
  const screens: ScreenRoute[] = [];
  for (const file of files.sort()) {
    let parsed: ScreenRoute | string;
    try {
      parsed = parseDescriptor(await readFile(file, 'utf8'));
    } catch (error) {
      parsed = (error as Error).message;
    }
    if (typeof parsed === 'string') warn(`skipping screen descriptor ${file}: ${parsed}`);
    else screens.push(parsed);
  }
  for (const builtIn of BUILT_IN_SCREENS) {
    const declared = screens.some((s) => s.path === builtIn.path || s.aliases.includes(builtIn.path));
    if (!declared) screens.push(builtIn);
  }
  return screens.sort((a, b) => a.path.localeCompare(b.path));
}
