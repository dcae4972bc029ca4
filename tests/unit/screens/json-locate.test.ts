// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { locatePointer, pointerKeys, syntaxErrorOffset } from '../../../src/screen-model/json-locate';

const TEXT = `{
  "path": "/saas/system/role/index",
  "filters": [
    { "key": "name", "widget": "txet" },
    { "key": "a/b", "options": [1, 2] }
  ],
  "api": { "resource": "/system/roles" }
}`;

/** The text a pointer marks. */
const marked = (text: string, pointer: string): string => {
  const { from, to } = locatePointer(text, pointer);
  return text.slice(from, to);
};

describe('locatePointer (a problem of screens:check → its place in the editor)', () => {
  it('marks a member with a plain value from its key to its value', () => {
    expect(marked(TEXT, '/filters/0/widget')).toBe('"widget": "txet"');
    expect(marked(TEXT, '/path')).toBe('"path": "/saas/system/role/index"');
  });

  it('marks only the key of a member holding an object or array', () => {
    expect(marked(TEXT, '/api')).toBe('"api"');
    expect(marked(TEXT, '/filters')).toBe('"filters"');
  });

  it('marks an array item: a plain one whole, an object by its opening brace', () => {
    expect(marked(TEXT, '/filters/1/options/1')).toBe('2');
    expect(marked(TEXT, '/filters/1')).toBe('{');
  });

  it('reads escaped pointer keys (~1 is "/")', () => {
    expect(pointerKeys('/filters/1/a~1b~0')).toEqual(['filters', '1', 'a/b~']);
    expect(marked(TEXT, '/filters/1/key')).toBe('"key": "a/b"');
  });

  it('marks the nearest value that exists for a missing property (a "required" error)', () => {
    expect(marked(TEXT, '/api/list')).toBe('"api"');
    expect(marked(TEXT, '/filters/0/label')).toBe('{');
  });

  it('marks the first character for the whole document and for text that is not JSON', () => {
    expect(marked(TEXT, '')).toBe('{');
    expect(locatePointer('{ "a": ', '/a')).toEqual({ from: 0, to: 1 });
  });

  it('keeps the last of repeated keys, as JSON.parse does', () => {
    const text = '{"kind": "list", "kind": "lsit"}';
    expect(marked(text, '/kind')).toBe('"kind": "lsit"');
  });
});

describe('syntaxErrorOffset', () => {
  it('takes the position JSON.parse names', () => {
    const text = '{ "a": 1,, }';
    let message = '';
    try {
      JSON.parse(text);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(syntaxErrorOffset(message, text)).toBe(text.indexOf(',,') + 1);
  });

  it('puts an unfinished text at its end', () => {
    expect(syntaxErrorOffset('Unexpected end of JSON input', '{ "a": ')).toBe(7);
  });
});
