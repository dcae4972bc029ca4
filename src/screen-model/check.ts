/**
 * Checks screen descriptors: JSON syntax, the generated JSON Schema, and the rules one file cannot
 * check alone (the `$schema` reference, unique routes, link targets, custom renderer names), the form
 * fields that refer to a partner or resource but are not pickers (see picker-rules.ts), option
 * sources, call dialogs and product code fields (call-dialog-rules.ts), the lists dashboard money figures
 * sum (card-source-rules.ts), and the workflow actions
 * (src/workflow/screen-rules.ts). Workflow files themselves are checked by src/workflow/check.ts.
 * The schema validation itself is in schema-problems.ts (the reference server uses it too).
 * Pure: the caller reads the files; `scripts/screens-check.ts` and the unit tests use it.
 */
import { ALWAYS_KEPT_ROUTES, HOME_PATH, NOT_FOUND_PATH, PUBLIC_ROUTES } from '../config/constants';
import { pickerProblems } from './picker-rules';
import { addressProblems } from './address-rules';
import { callDialogProblems } from './call-dialog-rules';
import { cardSourceProblems } from './card-source-rules';
import { editionProblems } from './edition-rules';
import { linkMatchesRoute, routeKey } from './route-match';
import { didYouMean, nearestRoute } from './suggest';
import { compileSchema, escapePointer, schemaProblems, type ScreenProblem } from './schema-problems';
import { transitionActionProblems, type KnownWorkflow } from '../workflow/screen-rules';
import { isRecord } from '../util/is-record';

/** Routes that exist without a descriptor and may be link targets. */
export const EXTRA_ROUTES: readonly string[] = [HOME_PATH, NOT_FOUND_PATH, ...PUBLIC_ROUTES, ...ALWAYS_KEPT_ROUTES];

export { schemaProblemsOf, type ScreenProblem } from './schema-problems';

export interface ScreenSource {
  /** The file as reported, relative to the repository (e.g. "screens/system/role-index.json"). */
  file: string;
  text: string;
}

export interface CheckOptions {
  /** The generated schemas/screen.schema.json. */
  schema: object;
  /** The `$schema` value a descriptor file must hold. */
  expectedSchemaRef: (file: string) => string;
  customRenderers: readonly string[];
  /** Routes outside the descriptors that links may target (public routes, '/'). */
  extraRoutes: readonly string[];
  /**
   * Routes of descriptors that are not among the sources (the screen workbench checks one draft against
   * the others, see `declaredRoutesOf`): a source's route that repeats one of them is a duplicate, and
   * links may target them.
   */
  otherRoutes?: readonly RouteUse[];
  /**
   * The workflows (workflows/*.json as read) that `transition` and `transitions` actions may name; without
   * them those actions are not checked against any workflow.
   */
  workflows?: readonly KnownWorkflow[];
}

/** Keys whose string values are route templates. */
const ROUTE_KEYS = new Set(['to', 'editTo', 'backTo', 'returnTo']);

interface ParsedScreen {
  file: string;
  data: Record<string, unknown>;
}

/** A route a descriptor declares: its path or one of its aliases. */
export interface RouteUse {
  file: string;
  pointer: string;
  route: string;
}

export function checkScreens(sources: readonly ScreenSource[], options: CheckOptions): ScreenProblem[] {
  const validate = compileSchema(options.schema);
  const problems: ScreenProblem[] = [];
  const parsed: ParsedScreen[] = [];
  for (const source of sources) {
    const data = parseSource(source, problems);
    if (data === undefined) continue;
    problems.push(...schemaProblems(source.file, data, validate));
    if (!isRecord(data)) continue;
    parsed.push({ file: source.file, data });
    problems.push(...schemaRefProblems(source.file, data, options.expectedSchemaRef(source.file)));
    problems.push(...rendererProblems(source.file, data, options.customRenderers));
    problems.push(...feeLinesProblems(source.file, data));
    problems.push(...showSectionProblems(source.file, data));
    problems.push(...serverCheckProblems(source.file, data));
    problems.push(...lookupProblems(source.file, data));
    problems.push(...pickerProblems(source.file, data));
    problems.push(...addressProblems(source.file, data));
    problems.push(...callDialogProblems(source.file, data));
    problems.push(...editionProblems(source.file, data));
    if (options.workflows) problems.push(...transitionActionProblems(source.file, data, options.workflows));
  }
  const checked = new Set(parsed.map((screen) => screen.file));
  const routes = [...parsed.flatMap(declaredRoutes), ...(options.otherRoutes ?? [])];
  problems.push(...duplicateRouteProblems(routes).filter((problem) => checked.has(problem.file)));
  const targets = [...routes.map((use) => use.route), ...options.extraRoutes];
  problems.push(...parsed.flatMap((screen) => linkProblems(screen, targets)));
  problems.push(...cardSourceProblems(parsed, (options.otherRoutes ?? []).map((use) => use.route)));
  return dedupe(problems).sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** `<file>: <pointer> <message>`; the whole file is written '/'. */
export function formatProblem(problem: ScreenProblem): string {
  return `${problem.file}: ${problem.pointer || '/'} ${problem.message}`;
}

function parseSource(source: ScreenSource, problems: ScreenProblem[]): unknown {
  try {
    return JSON.parse(source.text) as unknown;
  } catch (error) {
    problems.push({ file: source.file, pointer: '', message: `invalid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

function schemaRefProblems(file: string, data: Record<string, unknown>, expected: string): ScreenProblem[] {
  const actual = data.$schema;
  if (typeof actual !== 'string' || actual === expected) return [];
  return [{ file, pointer: '/$schema', message: `must be "${expected}" (the schema relative to this file), not "${actual}"` }];
}

function rendererProblems(file: string, data: Record<string, unknown>, known: readonly string[]): ScreenProblem[] {
  if (data.kind !== 'custom' || typeof data.renderer !== 'string' || known.includes(data.renderer)) return [];
  const hint = didYouMean(data.renderer, known);
  const message = hint ? `unknown custom renderer "${data.renderer}"${hint}` : `unknown custom renderer "${data.renderer}" (known: ${known.join(', ')})`;
  return [{ file, pointer: '/renderer', message }];
}

/** A lookup list waits for one of its `anyOf` filters, so each must be a filter the user can fill. */
function lookupProblems(file: string, data: Record<string, unknown>): ScreenProblem[] {
  const lookup = data.lookup;
  if (!isRecord(lookup) || !Array.isArray(lookup.anyOf)) return [];
  const filters = new Set((Array.isArray(data.filters) ? data.filters : []).map((filter: unknown) => (isRecord(filter) ? filter.key : undefined)));
  return lookup.anyOf.flatMap((key: unknown, index) =>
    filters.has(key) ? [] : [{ file, pointer: `/lookup/anyOf/${index}`, message: `"${String(key)}" is not a filter of this list` }],
  );
}

/** A fee-detail field cannot draw without knowing where its fee configs and settle targets come from. */
function feeLinesProblems(file: string, data: Record<string, unknown>): ScreenProblem[] {
  const sections = Array.isArray(data.sections) ? data.sections : [];
  return sections.flatMap((section: unknown, sectionIndex) => {
    const fields = isRecord(section) && Array.isArray(section.fields) ? section.fields : [];
    return fields.flatMap((field: unknown, fieldIndex) =>
      isRecord(field) && field.widget === 'feeLines' && !isRecord(field.fees)
        ? [{ file, pointer: `/sections/${sectionIndex}/fields/${fieldIndex}`, message: 'a "feeLines" field needs "fees" (configsApi and targetsApi)' }]
        : [],
    );
  });
}

/** A detail screen's section shows fields or a timeline: exactly one of them. */
function showSectionProblems(file: string, data: Record<string, unknown>): ScreenProblem[] {
  if (data.kind !== 'show' || !Array.isArray(data.sections)) return [];
  return data.sections.flatMap((section: unknown, index) => {
    if (!isRecord(section)) return [];
    const hasFields = section.fields !== undefined;
    const hasTimeline = section.timeline !== undefined;
    if (hasFields === hasTimeline) {
      return [{ file, pointer: `/sections/${index}`, message: hasFields ? 'a section shows "fields" or a "timeline", not both' : 'a section needs "fields" or a "timeline"' }];
    }
    return [];
  });
}

/** A `serverCheck` rule asks its `api` about a form field's value: it needs one, and a filter has nothing to ask for. */
function serverCheckProblems(file: string, data: Record<string, unknown>): ScreenProblem[] {
  const rulesAt = (item: unknown, pointer: string): ScreenProblem[] => {
    const rules = isRecord(item) && Array.isArray(item.rules) ? item.rules : [];
    return rules.flatMap((rule: unknown, index) => {
      if (!isRecord(rule) || rule.name !== 'serverCheck') return [];
      const at = `${pointer}/rules/${index}`;
      if (pointer.startsWith('/filters/')) return [{ file, pointer: at, message: 'a "serverCheck" rule checks form fields only, not filters' }];
      return typeof rule.api === 'string' ? [] : [{ file, pointer: at, message: 'a "serverCheck" rule needs "api", the endpoint it asks' }];
    });
  };
  const filters = Array.isArray(data.filters) ? data.filters : [];
  const sections = Array.isArray(data.sections) ? data.sections : [];
  return [
    ...filters.flatMap((filter: unknown, index) => rulesAt(filter, `/filters/${index}`)),
    ...sections.flatMap((section: unknown, sectionIndex) => {
      const fields = isRecord(section) && Array.isArray(section.fields) ? section.fields : [];
      return fields.flatMap((field: unknown, fieldIndex) => rulesAt(field, `/sections/${sectionIndex}/fields/${fieldIndex}`));
    }),
  ];
}

/** The path and aliases a descriptor declares, for `CheckOptions.otherRoutes`. */
export function declaredRoutesOf(file: string, descriptor: unknown): RouteUse[] {
  return isRecord(descriptor) ? declaredRoutes({ file, data: descriptor }) : [];
}

function declaredRoutes(screen: ParsedScreen): RouteUse[] {
  const uses: RouteUse[] = [];
  if (typeof screen.data.path === 'string') uses.push({ file: screen.file, pointer: '/path', route: screen.data.path });
  const aliases = screen.data.aliases;
  if (Array.isArray(aliases)) {
    aliases.forEach((alias, index) => {
      if (typeof alias === 'string') uses.push({ file: screen.file, pointer: `/aliases/${index}`, route: alias });
    });
  }
  return uses;
}

function duplicateRouteProblems(routes: readonly RouteUse[]): ScreenProblem[] {
  const byKey = new Map<string, RouteUse[]>();
  for (const use of routes) byKey.set(routeKey(use.route), [...(byKey.get(routeKey(use.route)) ?? []), use]);
  const problems: ScreenProblem[] = [];
  for (const uses of byKey.values()) {
    if (uses.length < 2) continue;
    for (const use of uses) {
      const others = uses.filter((other) => other !== use).map((other) => `${other.file} (${other.pointer})`);
      problems.push({ file: use.file, pointer: use.pointer, message: `duplicate route "${use.route}", also declared in ${others.join(', ')}` });
    }
  }
  return problems;
}

function linkProblems(screen: ParsedScreen, targets: readonly string[]): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  walk(screen.data, '', (key, value, pointer) => {
    if (!ROUTE_KEYS.has(key) || typeof value !== 'string') return;
    if (targets.some((route) => linkMatchesRoute(value, route))) return;
    const near = nearestRoute(value, targets);
    const hint = near === undefined ? '' : ` — did you mean ${JSON.stringify(near)}?`;
    problems.push({ file: screen.file, pointer, message: `route "${value}" matches no screen path, alias or public route${hint}` });
  });
  return problems;
}

function walk(node: unknown, pointer: string, visit: (key: string, value: unknown, pointer: string) => void): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walk(item, `${pointer}/${index}`, visit));
  } else if (isRecord(node)) {
    for (const [key, value] of Object.entries(node)) {
      const childPointer = `${pointer}/${escapePointer(key)}`;
      visit(key, value, childPointer);
      walk(value, childPointer, visit);
    }
  }
}

function dedupe(problems: ScreenProblem[]): ScreenProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const line = formatProblem(problem);
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
}
