import type { Engine, TopLevelCondition } from 'json-rules-engine';
import type { Condition } from '../screen-model/types.js';

const MATCHED = 'matched';

/** One engine per condition object: descriptors are loaded once and their conditions never change. */
const engines = new WeakMap<Condition, Engine>();

// json-rules-engine loads with the first condition evaluated, not with every screen that could have one.
const loadEngineModule = () => import('json-rules-engine');
let engineModule: ReturnType<typeof loadEngineModule> | undefined;

async function engineFor(condition: Condition): Promise<Engine> {
  let engine = engines.get(condition);
  if (!engine) {
    engineModule ??= loadEngineModule();
    const { Engine } = await engineModule;
    // Another call may have built it while the module loaded.
    const built = engines.get(condition);
    if (built) return built;
    // A fact the row lacks is undefined (the comparison fails) rather than an error.
    engine = new Engine([], { allowUndefinedFacts: true });
    // json-rules-engine wants all/any/not at the top; a bare comparison is wrapped in `all`.
    const conditions = ('fact' in condition ? { all: [condition] } : condition) as TopLevelCondition;
    engine.addRule({ conditions, event: { type: MATCHED } });
    engines.set(condition, engine);
  }
  return engine;
}

/** Whether `facts` (a row or record) match a descriptor condition, evaluated by json-rules-engine. */
export async function matchesCondition(condition: Condition, facts: Record<string, unknown>): Promise<boolean> {
  const { events } = await (await engineFor(condition)).run({ ...facts });
  return events.some((event) => event.type === MATCHED);
}
