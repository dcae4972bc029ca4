// @vitest-environment node
// screens:check on workflows (src/workflow/check.ts) and on the screens' transition actions
// (src/workflow/screen-rules.ts): each finding from a fixture that has just that mistake.
import { describe, expect, it } from 'vitest';
import {
  checkScreenDir,
  checkWorkflowDir,
  expectedSchemaRef,
  expectedWorkflowSchemaRef,
  loadCommittedSchema,
  loadCommittedWorkflowSchema,
} from '../../../scripts/screens-lib';
import { checkScreens, formatProblem } from '../../../src/screen-model/check';
import { checkWorkflows } from '../../../src/workflow/check';
import type { TransitionEffect, WorkflowDescriptor } from '../../../src/workflow/types';

const file = 'workflows/parcel.json';
const RECORD_FIELDS: Record<string, readonly string[]> = {
  '/parcels': ['id', 'version', 'status', 'parcel_no', 'sender_user_id', 'carrier_user_id', 'courier_user_id', 'courier_id', 'courier_name', 'delivery_name', 'reason', 'sent_at'],
  '/parcel/holds': ['id', 'parcel_no', 'status', 'hold_reason'],
};

/** A small valid workflow; each test breaks one thing of a copy. */
function parcel(): WorkflowDescriptor {
  return {
    $schema: expectedWorkflowSchemaRef(file),
    name: 'parcel',
    subject: '包裹',
    resource: '/parcels',
    stateField: 'status',
    recordKey: 'parcel_no',
    parties: { merchant: 'sender_user_id', servicer: 'carrier_user_id', delivery: 'courier_user_id' },
    initial: ['NEW'],
    states: [{ key: 'NEW', label: '新建' }, { key: 'SENT', label: '已发出' }, { key: 'DONE', label: '已完成', final: true }],
    transitions: [
      {
        key: 'send', label: '发出', from: ['NEW'], to: 'SENT', operation: 'ship', parties: ['servicer'], bulk: true,
        fields: [{ key: 'courier_id', label: '快递员', widget: 'delivery', picker: { nameKey: 'courier_name' }, rules: [{ name: 'required', message: '请选择快递员' }] }],
        effects: [{ effect: 'stamp', field: 'sent_at' }, { effect: 'assign', party: 'delivery', from: 'courier_id' }],
      },
      { key: 'finish', label: '完成', from: ['SENT'], to: 'DONE', operation: 'sign', parties: ['delivery'] },
      {
        key: 'hold', label: '暂扣', from: ['SENT'], operation: 'intercept', parties: ['merchant'],
        fields: [{ key: 'hold_reason', label: '原因', widget: 'textarea' }],
        effects: [{ effect: 'hold', hold: 'stop' }],
      },
      { key: 'unhold', label: '放行', from: ['SENT'], operation: 'intercept', parties: ['merchant'], whileHeld: 'stop', effects: [{ effect: 'release', hold: 'stop' }] },
    ],
    holds: [{
      key: 'stop', label: '已暂扣', resource: '/parcel/holds', recordKey: 'parcel_no',
      activeWhen: { fact: 'status', operator: 'equal', value: 'ON' }, releasedState: 'OFF', blocks: ['finish'],
    }],
  };
}

const schema = loadCommittedWorkflowSchema();
function check(workflow: object, name = file): string[] {
  return checkWorkflows([{ file: name, text: JSON.stringify(workflow) }], {
    schema,
    expectedSchemaRef: expectedWorkflowSchemaRef,
    recordFields: (resource) => RECORD_FIELDS[resource],
  }).problems.map(formatProblem);
}

/** A copy of the fixture with `change` applied to it. */
function broken(change: (workflow: WorkflowDescriptor) => void): WorkflowDescriptor {
  const workflow = parcel();
  change(workflow);
  return workflow;
}
const transition = (workflow: WorkflowDescriptor, index: number) => workflow.transitions[index]!;

describe('screens:check on workflows', () => {
  it('accepts a valid workflow, and the repository\'s own', () => {
    expect(check(parcel())).toEqual([]);
    expect(checkWorkflowDir().problems.map(formatProblem)).toEqual([]);
  });

  it('checks the workflow schema: a transition names its operation code, one the registry knows', () => {
    expect(check(broken((w) => {
      delete (transition(w, 1) as Partial<WorkflowDescriptor['transitions'][number]>).operation;
    }))).toEqual([expect.stringMatching(/^workflows\/parcel\.json: \/transitions\/1 must name its operation code: "operation": one of "add", .*"recycle", "bill", "write_off"$/)]);
    expect(check(broken((w) => {
      (transition(w, 0) as { operation: string }).operation = 'shipp';
    }))).toEqual([`${file}: /transitions/0/operation unknown operation code "shipp" — did you mean "ship"?`]);
    expect(check({ ...parcel(), colour: 'red' })).toEqual([`${file}: /colour is not an allowed property`]);
  });

  it('wants its $schema relative to the file and its name to be the file\'s', () => {
    expect(check({ ...parcel(), $schema: '../schemas/screen.schema.json' })).toEqual([
      `${file}: /$schema must be "../schemas/workflow.schema.json" (the schema relative to this file), not "../schemas/screen.schema.json"`,
    ]);
    expect(check({ ...parcel(), name: 'parcels' })).toEqual([`${file}: /name must be "parcel", the file's name`]);
  });

  it('reports states it does not declare, in initial, from and to', () => {
    expect(check(broken((w) => {
      w.initial = ['NEWW'];
      transition(w, 1).from = ['SENTT'];
      transition(w, 1).to = 'FINISHED';
    }))).toEqual([
      `${file}: /initial/0 unknown state "NEWW" — did you mean "NEW"?`,
      `${file}: /transitions/1/from/0 unknown state "SENTT" — did you mean "SENT"?`,
      `${file}: /transitions/1/to unknown state "FINISHED" (states: "NEW", "SENT", "DONE")`,
    ]);
  });

  it('reports states no chain of transitions reaches from the initial ones', () => {
    expect(check(broken((w) => {
      w.states.push({ key: 'LOST', label: '丢失' });
    }))).toEqual([`${file}: /states/3 state "LOST" cannot be reached: no chain of transitions leads to it from the initial states ("NEW")`]);
    // A transition leaving from an unreachable state does not make its target reachable.
    expect(check(broken((w) => {
      transition(w, 0).from = ['DONE'];
    }))).toEqual([
      `${file}: /states/1 state "SENT" cannot be reached: no chain of transitions leads to it from the initial states ("NEW")`,
      `${file}: /states/2 state "DONE" cannot be reached: no chain of transitions leads to it from the initial states ("NEW")`,
    ]);
  });

  it('reports keys declared twice', () => {
    expect(check(broken((w) => {
      w.states.push({ key: 'SENT', label: '再发' });
      w.transitions.push({ ...transition(w, 1) });
    }))).toEqual([
      `${file}: /states/3/key duplicate state "SENT", also at /states/1`,
      `${file}: /transitions/4/key duplicate transition "finish", also at /transitions/1`,
    ]);
  });

  it('reports holds it does not declare, and holds blocking transitions it does not have', () => {
    expect(check(broken((w) => {
      transition(w, 3).whileHeld = 'stopp';
      transition(w, 3).effects = [{ effect: 'release', hold: 'pause' }];
      w.holds![0]!.blocks = ['finis'];
    })).sort()).toEqual([
      `${file}: /holds/0/blocks/0 unknown transition "finis" — did you mean "finish"?`,
      `${file}: /transitions/3/whileHeld unknown hold "stopp" — did you mean "stop"?`,
      `${file}: /transitions/3/effects/0/hold unknown hold "pause" (holds: "stop")`,
    ].sort());
  });

  it('reports record fields the resource\'s records do not have', () => {
    expect(check(broken((w) => {
      w.stateField = 'state';
      w.parties.delivery = 'courier_id_user';
      transition(w, 0).fields = [{ key: 'courier_ids', label: '快递员', widget: 'delivery', picker: { nameKey: 'courier' } }];
      transition(w, 0).effects = [{ effect: 'stamp', field: 'sent_time' }, { effect: 'assign', party: 'delivery', from: 'courier_id' }];
    })).sort()).toEqual([
      `${file}: /parties/delivery party field "courier_id_user" is not a field of the records of /parcels — did you mean "courier_id"?`,
      `${file}: /stateField record field "state" is not a field of the records of /parcels — did you mean "status"?`,
      `${file}: /transitions/0/effects/0/field stamp field "sent_time" is not a field of the records of /parcels`,
      `${file}: /transitions/0/effects/1/from "courier_id" is not a field of this transition — did you mean "courier_ids"?`,
      `${file}: /transitions/0/fields/0/key transition field "courier_ids" is not a field of the records of /parcels — did you mean "courier_id"?`,
      `${file}: /transitions/0/fields/0/picker/nameKey picker output "courier" is not a field of the records of /parcels — did you mean "courier_id"?`,
    ].sort());
  });

  it('checks a set effect: the field must be the records\', the value a plain one (the schema)', () => {
    expect(check(broken((w) => {
      transition(w, 3).effects = [{ effect: 'set', field: 'status', value: 'SENT' }];
    }))).toEqual([]);
    expect(check(broken((w) => {
      transition(w, 3).effects = [{ effect: 'set', field: 'stopped', value: true }];
    }))).toEqual([`${file}: /transitions/3/effects/0/field set field "stopped" is not a field of the records of /parcels`]);
    expect(check(broken((w) => {
      transition(w, 3).effects = [{ effect: 'set', field: 'status' } as unknown as TransitionEffect];
    })).join('\n')).toMatch(/\/transitions\/3\/effects\/0 .*value/);
  });

  it('wants a settleLines effect (a bill\'s lines become SETTLED) on a transition that reaches a state', () => {
    expect(check(broken((w) => {
      transition(w, 1).effects = [{ effect: 'settleLines' }];
    }))).toEqual([]);
    expect(check(broken((w) => {
      transition(w, 3).effects = [{ effect: 'release', hold: 'stop' }, { effect: 'settleLines' }];
    }))).toEqual([`${file}: /transitions/3/effects/1/effect a settleLines effect needs a transition that reaches a state ("to")`]);
  });

  it('leaves the fields of hold records it does not know unchecked', () => {
    expect(check(broken((w) => {
      w.holds![0]!.resource = '/parcel/unknown-holds';
      transition(w, 2).fields = [{ key: 'anything', label: '原因', widget: 'textarea' }];
    }))).toEqual([]);
  });

  it('checks the fields of a transition raising a hold against the hold records, and the pickers\' rules', () => {
    expect(check(broken((w) => {
      transition(w, 2).fields = [{ key: 'reason', label: '原因', widget: 'textarea' }];
    }))).toEqual([`${file}: /transitions/2/fields/0/key transition field "reason" is not a field of the records of /parcel/holds`]);
    expect(check(broken((w) => {
      transition(w, 0).fields = [{ key: 'delivery_name', label: '配送商', widget: 'text' }];
      transition(w, 0).effects = [];
    }))).toEqual([`${file}: /transitions/0/fields/0 delivery_name refers to a delivery and must use a picker widget (e.g. "delivery"), not "text"`]);
  });
});

describe('screens:check on the screens\' transition actions', () => {
  const screenFile = 'screens/fixture/parcels.json';
  const base = { $schema: expectedSchemaRef(screenFile), path: '/fixture/parcels', title: '包裹', kind: 'list', columns: [{ key: 'parcel_no', title: '单号' }] };
  const checkScreen = (descriptor: object): string[] =>
    checkScreens([{ file: screenFile, text: JSON.stringify(descriptor) }], {
      schema: loadCommittedSchema(),
      expectedSchemaRef,
      customRenderers: [],
      extraRoutes: ['/'],
      workflows: [{ data: parcel() as unknown as Record<string, unknown> }],
    }).map(formatProblem);
  const send = { action: 'transition', workflow: 'parcel', transition: 'send' };

  it('accepts transitions of the screen\'s own workflow', () => {
    expect(checkScreen({ ...base, api: { resource: '/parcels', params: { status: 'NEW' } }, rowActions: [send, { action: 'transitions', workflow: 'parcel' }], bulkActions: [send] })).toEqual([]);
  });

  it('reports an unknown workflow or transition, with the nearest name', () => {
    expect(checkScreen({ ...base, api: { resource: '/parcels' }, rowActions: [{ ...send, workflow: 'parcels' }, { ...send, transition: 'sned' }, { action: 'transitions', workflow: 'order' }] })).toEqual([
      `${screenFile}: /rowActions/0/workflow unknown workflow "parcels" — did you mean "parcel"?`,
      `${screenFile}: /rowActions/1/transition the "parcel" workflow has no transition "sned" — did you mean "send"?`,
      `${screenFile}: /rowActions/2/workflow unknown workflow "order" (workflows: "parcel")`,
    ]);
  });

  it('reports a workflow of another resource, a bulk use of a transition without "bulk", and a list whose status it never leaves from', () => {
    expect(checkScreen({ ...base, api: { resource: '/letters' }, rowActions: [send] })).toEqual([
      `${screenFile}: /rowActions/0 the "parcel" workflow runs on the records of /parcels, not on this screen's /letters`,
    ]);
    expect(checkScreen({ ...base, api: { resource: '/parcels' }, bulkActions: [{ ...send, transition: 'finish' }] })).toEqual([
      `${screenFile}: /bulkActions/0/transition transition "finish" of the "parcel" workflow does not run on several records (it has no "bulk": true)`,
    ]);
    expect(checkScreen({ ...base, api: { resource: '/parcels', params: { status: 'SENT' } }, rowActions: [send] })).toEqual([
      `${screenFile}: /rowActions/0/transition transition "send" leaves from "NEW", never from this list's status "SENT"`,
    ]);
  });

  it('wants a detail section to show fields or a timeline', () => {
    const show = { $schema: expectedSchemaRef(screenFile), path: '/fixture/parcels/:id', title: '包裹详情', kind: 'show', api: { resource: '/parcels' } };
    expect(checkScreen({ ...show, sections: [{ title: '轨迹', timeline: { key: 'tracks' } }], actions: [{ action: 'transitions', workflow: 'parcel' }] })).toEqual([]);
    expect(checkScreen({ ...show, sections: [{ title: '空' }, { title: '两者', fields: [], timeline: { key: 'tracks' } }] })).toEqual([
      `${screenFile}: /sections/0 a section needs "fields" or a "timeline"`,
      `${screenFile}: /sections/1 a section shows "fields" or a "timeline", not both`,
    ]);
  });

  it('finds nothing to report on the repository\'s screens', { timeout: 120_000 }, () => {
    expect(checkScreenDir().problems.map(formatProblem)).toEqual([]);
  });
});
