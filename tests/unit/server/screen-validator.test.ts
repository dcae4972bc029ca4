// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenValidator } from '../../../server/descriptors/screen-validator';
import { screenSchema } from '../../../server/descriptors/screen-schema';
import { schemaProblems, schemaProblemsOf } from '../../../src/screen-model/schema-problems';
import { repoRoot } from '../../../scripts/build-if-stale';

const roleList = JSON.parse(readFileSync(join(repoRoot, 'screens', 'system', 'role-index.json'), 'utf8')) as Record<string, unknown>;

/** Descriptors with the mistakes an implementer makes: a misspelt widget, a missing key, a wrong type. */
const DESCRIPTORS: Record<string, unknown> = {
  'the role list': roleList,
  'a misspelt filter widget': { ...roleList, filters: [{ key: 'name', label: '角色名称', widget: 'txt' }] },
  'a column without its key': { ...roleList, columns: [{ title: '角色名称' }] },
  'a title that is a number': { ...roleList, title: 7 },
  'an unknown kind': { ...roleList, kind: 'lists' },
};

describe("the server's screen validator (compiled once, loaded from its cache on later starts)", () => {
  it.each(Object.entries(DESCRIPTORS))('finds in %s the problems screens:check finds', (_name, descriptor) => {
    expect(schemaProblems('x.json', descriptor, screenValidator())).toEqual(schemaProblemsOf('x.json', descriptor, screenSchema()));
  });

  it('accepts the role list and words a misspelt widget as screens:check does', () => {
    expect(schemaProblems('x.json', roleList, screenValidator())).toEqual([]);
    const [problem] = schemaProblems('x.json', DESCRIPTORS['a misspelt filter widget'], screenValidator());
    expect(problem?.pointer).toBe('/filters/0/widget');
    expect(problem?.message).toMatch(/"text"/);
  });
});
