import schema from '../../schemas/screen.schema.json';
import { checkScreens, EXTRA_ROUTES, formatProblem, type ScreenProblem } from '../../src/screen-model/check';
import type { ScreenDescriptor } from '../../src/screen-model/types';
import { CUSTOM_RENDERERS } from '../custom-renderers';

export interface LoadedScreen {
  /** Relative to screens/, as the screen index names it. */
  file: string;
  descriptor: ScreenDescriptor;
}

/** `$schema` of a descriptor at screens/<file>: one "../" per folder level. */
export function schemaRef(repoFile: string): string {
  const depth = repoFile.split('/').length - 1;
  return `${'../'.repeat(depth)}schemas/screen.schema.json`;
}

/** The same checks `npm run screens:check` runs, over the descriptors the app has loaded; problem texts by file. */
export function validateScreens(screens: readonly LoadedScreen[]): Map<string, string[]> {
  const problems: ScreenProblem[] = checkScreens(
    screens.map(({ file, descriptor }) => ({ file: `screens/${file}`, text: JSON.stringify(descriptor) })),
    { schema, expectedSchemaRef: schemaRef, customRenderers: CUSTOM_RENDERERS, extraRoutes: EXTRA_ROUTES },
  );
  const byFile = new Map<string, string[]>();
  for (const problem of problems) {
    const file = problem.file.replace(/^screens\//, '');
    byFile.set(file, [...(byFile.get(file) ?? []), formatProblem(problem)]);
  }
  return byFile;
}
