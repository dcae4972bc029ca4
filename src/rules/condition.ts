import type { Engine, TopLevelCondition } from 'json-rules-engine';
import type { Condition } from '../screen-model/types.js';
import { engineOf } from './engines.js';

const MATCHED = 'matched';

// json-rules-engine loads with the first condition evaluated, not with every screen that could have one.
const loadEngineModule = () => import('json-rules-engine');
let engineModule: ReturnType<typeof loadEngineModule> | undefined;

/** One engine per condition object (src/rules/engines.ts): descriptors are loaded once and never change. */
async function engineFor(condition: Condition): Promise<Engine> {
  engineModule ??= loadEngineModule();
  const { Engine } = await engineModule;
  // json-rules-engine wants all/any/not at the top; a bare comparison is wrapped in `all`.
  const conditions = ('fact' in condition ? { all: [condition] } : condition) as TopLevelCondition;
  return engineOf(Engine, 'condition', condition, () => [{ conditions, event: { type: MATCHED } }]);
}

/** Whether `facts` (a row or record) match a descriptor condition, evaluated by json-rules-engine. */
export async function matchesCondition(condition: Condition, facts: Record<string, unknown>): Promise<boolean> {
  const { events } = await (await engineFor(condition)).run({ ...facts });
  return events.some((event) => event.type === MATCHED);
}
