/** Reads the screen descriptors of a folder (or given file texts) into ScreenDocs. */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { parseScreenDoc, type ScreenDoc } from './screen-doc.js';

/** A descriptor file's name (relative, forward slashes) and text. */
export interface ScreenSource {
  file: string;
  text: string;
}

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

/** Every `*.json` under `dir` with its text; an unreadable folder gives a warning and no sources. */
export async function readScreenSources(dir: string, warn: (message: string) => void): Promise<ScreenSource[]> {
  let files: string[] = [];
  try {
    files = await listJsonFiles(dir);
  } catch (error) {
    warn(`screens folder ${dir} not readable (${(error as Error).message}); the menu has only built-in entries`);
  }
  const sources: ScreenSource[] = [];
  for (const file of files.sort()) {
    const name = relative(dir, file).split(sep).join('/');
    try {
      sources.push({ file: name, text: await readFile(file, 'utf8') });
    } catch (error) {
      warn(`skipping screen descriptor ${name}: ${(error as Error).message}`);
    }
  }
  return sources;
}

/** The usable descriptors in path order; bad ones are skipped with a warning. */
export function parseScreenSources(sources: readonly ScreenSource[], warn: (message: string) => void): ScreenDoc[] {
  const docs: ScreenDoc[] = [];
  for (const source of sources) {
    const parsed = parseScreenDoc(source.file, source.text);
    if (typeof parsed === 'string') warn(`skipping screen descriptor ${source.file}: ${parsed}`);
    else docs.push(parsed);
  }
  return docs.sort((a, b) => a.path.localeCompare(b.path) || a.file.localeCompare(b.file));
}
