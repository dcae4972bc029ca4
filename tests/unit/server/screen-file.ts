/**
 * Descriptor files for the server tests. The server reads only descriptors that pass the screen schema
 * (as screens:check validates them), so a test's descriptor is written with its `$schema` (the schema's
 * path relative to the file, as the repository's descriptors write it) and, where the test leaves them
 * out, the parts its kind requires that the server does not read: a form's `returnTo`, a custom screen's
 * `renderer`, and empty columns, sections or cards. What the server reads (`api` above all) each test
 * writes itself.
 */

/** The parts each kind requires that a test may leave out, at values that add nothing the server reads. */
const NEUTRAL_PARTS: Record<string, Record<string, unknown>> = {
  list: { columns: [] },
  show: { sections: [] },
  form: { sections: [], returnTo: '/' },
  dashboard: { cards: [] },
  custom: { renderer: 'welcome' },
};

/** `descriptor` with `$schema` for a file at `file` (relative to the screens folder) and its kind's required parts. */
export function validScreen(file: string, descriptor: unknown): Record<string, unknown> {
  const given = descriptor as Record<string, unknown>;
  const depth = file.split('/').length;
  return { $schema: `${'../'.repeat(depth)}schemas/screen.schema.json`, ...NEUTRAL_PARTS[String(given.kind)], ...given };
}

/** The text of the descriptor file `file` holding `descriptor`, made valid by validScreen. */
export const screenFileText = (file: string, descriptor: unknown): string => JSON.stringify(validScreen(file, descriptor));
