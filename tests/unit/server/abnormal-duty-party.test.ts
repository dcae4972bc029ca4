// @vitest-environment node
// An abnormal case's 责任方 is one of the parties the abnormal collection accepts (codes.ts DUTY_PARTIES):
// the user config category DUTY_PARTY lists exactly those, and every abnormal screen picks or filters the
// party from that list instead of free text.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listScreenFiles, SCREENS_DIR } from '../../../scripts/screens-lib';
import { USER_CONFIG_API } from '../../../src/config/picker-api';
import { abnormalsCollection } from '../../../server/orders/abnormals-collection';
import { DUTY_PARTIES } from '../../../server/codes/codes';
import { call, login, startTestServer, type TestServer } from './test-server.js';

type Field = { key?: string; widget?: string; optionsFrom?: unknown };
let ts: TestServer;
let token = '';

beforeAll(async () => {
  ts = await startTestServer();
  token = (await login(ts.url, 'servicer')).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

/** The duty_party inputs (form fields and filters) of the screens of abnormal cases. */
function dutyPartyInputs(): Array<{ path: string; field: Field }> {
  return listScreenFiles(SCREENS_DIR).flatMap((path) => {
    const descriptor = JSON.parse(readFileSync(path, 'utf8')) as { kind?: string; api?: { resource?: string }; filters?: Field[]; sections?: Array<{ fields?: Field[] }> };
    if (descriptor.api?.resource !== '/order/abnormals') return [];
    const formFields = descriptor.kind === 'form' ? (descriptor.sections ?? []).flatMap((section) => section.fields ?? []) : [];
    const fields = [...(descriptor.filters ?? []), ...formFields];
    return fields.filter((field) => field.key === 'duty_party').map((field) => ({ path, field }));
  });
}

describe('责任方 of an abnormal case', () => {
  it('is offered as exactly the parties the server accepts', async () => {
    const { body } = await call(ts.url, `/api${USER_CONFIG_API}?category_code=DUTY_PARTY`, { token });
    const offered = (body.data as Array<{ code: string; name: string }>);
    expect(offered.map((item) => item.code)).toEqual([...DUTY_PARTIES]);
    expect(offered.map((item) => item.name)).toEqual([...DUTY_PARTIES]);
    expect(abnormalsCollection.fields.duty_party?.enum).toEqual([...DUTY_PARTIES]);
  });

  it('is picked from that list on every abnormal form and filter', () => {
    const inputs = dutyPartyInputs();
    expect(inputs.some(({ path }) => path.endsWith('saas-abnormal-form.json'))).toBe(true);
    for (const { path, field } of inputs) {
      expect({ path, widget: field.widget, optionsFrom: field.optionsFrom }).toEqual({
        path, widget: 'select', optionsFrom: { userConfigCategory: 'DUTY_PARTY' },
      });
    }
  });
});
