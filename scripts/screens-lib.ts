/**
 * File-system side of the screen tooling: where things live, finding and reading descriptor files,
 * and running the checks of src/screen-model/check.ts over a folder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CUSTOM_RENDERERS } from '../renderers/custom-renderers';
import { checkScreens, EXTRA_ROUTES, type ScreenProblem, type ScreenSource } from '../src/screen-model/check';
import { checkWorkflows, parseWorkflows, type ParsedWorkflow } from '../src/workflow/check';
import { recordFieldsOf } from './workflow-fields';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The generated schema, relative to the repository. */
export const SCHEMA_FILE = 'schemas/screen.schema.json';
export const SCREENS_DIR = join(REPO_ROOT, 'screens');
/** The generated workflow schema, relative to the repository. */
export const WORKFLOW_SCHEMA_FILE = 'schemas/workflow.schema.json';
export const WORKFLOWS_DIR = join(REPO_ROOT, 'workflows');

/** Forward-slash path of `absolute` relative to `from` (default: the repository). */
export function toPosixRelative(absolute: string, from = REPO_ROOT): string {
  return relative(from, absolute).split(sep).join('/');
}

/** Every `*.json` file under `dir`, recursively, sorted. */
export function listScreenFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name))
    .sort();
}

export function readScreenSources(dir: string): ScreenSource[] {
  return listScreenFiles(dir).map((path) => ({ file: toPosixRelative(path), text: readFileSync(path, 'utf8') }));
}

/** The `$schema` value a descriptor at `file` (relative to the repository) must hold. */
export function expectedSchemaRef(file: string): string {
  return toPosixRelative(join(REPO_ROOT, SCHEMA_FILE), dirname(join(REPO_ROOT, file)));
}

/** The `$schema` value a workflow at `file` (relative to the repository) must hold. */
export function expectedWorkflowSchemaRef(file: string): string {
  return toPosixRelative(join(REPO_ROOT, WORKFLOW_SCHEMA_FILE), dirname(join(REPO_ROOT, file)));
}

function loadSchema(file: string): object {
  const path = join(REPO_ROOT, file);
  if (!existsSync(path)) throw new Error(`${file} is missing: run \`npm run screens:schema\``);
  return JSON.parse(readFileSync(path, 'utf8')) as object;
}

export const loadCommittedSchema = (): object => loadSchema(SCHEMA_FILE);
export const loadCommittedWorkflowSchema = (): object => loadSchema(WORKFLOW_SCHEMA_FILE);

export interface DirCheck {
  files: number;
  problems: ScreenProblem[];
}

export interface WorkflowDirCheck extends DirCheck {
  workflows: ParsedWorkflow[];
}

/**
 * Checks every workflow under `dir` against the committed workflow schema, and the record fields it names
 * against those of the screens' and server's collections (`screensDir`'s forms tell a generic collection's).
 */
export function checkWorkflowDir(dir: string = WORKFLOWS_DIR, screensDir: string = SCREENS_DIR): WorkflowDirCheck {
  const sources = existsSync(dir) ? readScreenSources(dir) : [];
  const { problems, workflows } = checkWorkflows(sources, {
    schema: loadCommittedWorkflowSchema(),
    expectedSchemaRef: expectedWorkflowSchemaRef,
    recordFields: recordFieldsOf(readScreenSources(screensDir)),
  });
  return { files: sources.length, problems, workflows };
}

/**
 * Checks every descriptor under `dir` against the committed schema and the cross-file rules, its workflow
 * actions against the workflows under `workflowsDir`.
 */
export function checkScreenDir(dir: string = SCREENS_DIR, workflowsDir: string = WORKFLOWS_DIR): DirCheck {
  const sources = readScreenSources(dir);
  const workflows = existsSync(workflowsDir) ? parseWorkflows(readScreenSources(workflowsDir)) : [];
  const problems = checkScreens(sources, {
    schema: loadCommittedSchema(),
    expectedSchemaRef,
    customRenderers: CUSTOM_RENDERERS,
    extraRoutes: EXTRA_ROUTES,
    workflows,
  });
  return { files: sources.length, problems };
}
