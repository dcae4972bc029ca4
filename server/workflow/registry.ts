/**
 * The workflows of the reference server: every workflows/*.json, read once, checked against
 * schemas/workflow.schema.json (generated from src/workflow/types.ts) and against itself (states, holds and
 * transitions it names exist; hold and marker conditions the server can evaluate). A workflow that fails
 * either check stops the server from starting, as a collection without an ownership rule does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { WorkflowDescriptor } from '../../src/workflow/types.js';
import { workflowProblems } from './workflow-problems.js';

// ajv-formats is CommonJS; under NodeNext its default import is the module object holding the plugin.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The repo's workflows/ folder. */
export const WORKFLOWS_DIR = join(REPO_ROOT, 'workflows');
/** The JSON Schema `npm run screens:schema` writes from WorkflowDescriptor. */
export const WORKFLOW_SCHEMA_FILE = join(REPO_ROOT, 'schemas', 'workflow.schema.json');

/** The workflows by name. */
export type WorkflowRegistry = ReadonlyMap<string, WorkflowDescriptor>;

const loaded = new Map<string, WorkflowRegistry>();

function schemaValidator(): (data: unknown) => string[] {
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(WORKFLOW_SCHEMA_FILE, 'utf8')) as object);
  return (data) => (validate(data) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`));
}

/** Reads and checks every workflow of `dir`; throws with every problem found. */
export function readWorkflows(dir: string = WORKFLOWS_DIR): WorkflowRegistry {
  const validate = schemaValidator();
  const workflows = new Map<string, WorkflowDescriptor>();
  const problems: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: invalid JSON (${(error as Error).message})`);
      continue;
    }
    const invalid = validate(data);
    if (invalid.length > 0) {
      problems.push(...invalid.map((problem) => `${file}: ${problem}`));
      continue;
    }
    const workflow = data as WorkflowDescriptor;
    if (`${workflow.name}.json` !== file) problems.push(`${file}: its name "${workflow.name}" is not the file's name`);
    problems.push(...workflowProblems(workflow).map((problem) => `${file}: ${problem}`));
    workflows.set(workflow.name, workflow);
  }
  if (problems.length > 0) throw new Error(`invalid workflows:\n  ${problems.join('\n  ')}`);
  return workflows;
}

/** The workflows of `dir`, read and checked on the first call only. */
export function workflowRegistry(dir: string = WORKFLOWS_DIR): WorkflowRegistry {
  let registry = loaded.get(dir);
  if (!registry) {
    registry = readWorkflows(dir);
    loaded.set(dir, registry);
  }
  return registry;
}

/** The order workflow (workflows/order.json): the orders' states, seeds and statistics follow it. */
export function orderWorkflow(): WorkflowDescriptor {
  const workflow = workflowRegistry().get('order');
  if (!workflow) throw new Error('workflows/order.json is missing');
  return workflow;
}
