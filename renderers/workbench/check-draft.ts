import schema from '../../schemas/screen.schema.json';
import { checkScreens, declaredRoutesOf, EXTRA_ROUTES, type ScreenProblem } from '../../src/screen-model/check';
import { schemaRef, type LoadedScreen } from '../catalogue/validate';
import { CUSTOM_RENDERERS } from '../custom-renderers';

/** Where a pasted descriptor is taken to live: an area folder, as a new screen would be. */
export const PASTED_FILE = 'draft/pasted.json';

/**
 * The checks of screens:check on one draft descriptor (its text, as typed), against the routes of all
 * the other descriptors: schema, registry names with their suggestions, `$schema`, duplicate routes and
 * link targets. `file` is relative to screens/ (the picked descriptor's, or PASTED_FILE).
 */
export function checkDraft(text: string, file: string, others: readonly LoadedScreen[]): ScreenProblem[] {
  const otherRoutes = others
    .filter((screen) => screen.file !== file)
    .flatMap((screen) => declaredRoutesOf(`screens/${screen.file}`, screen.descriptor));
  return checkScreens([{ file: `screens/${file}`, text }], {
    schema,
    expectedSchemaRef: schemaRef,
    customRenderers: CUSTOM_RENDERERS,
    extraRoutes: EXTRA_ROUTES,
    otherRoutes,
  });
}
