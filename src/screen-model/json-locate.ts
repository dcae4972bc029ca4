/**
 * Where a JSON pointer of a checked descriptor lies in its text, so the screen workbench can mark a
 * problem of screens:check (file, JSON pointer, message) at its place in the editor. Pure; no I/O.
 */

/** Character offsets in the text, `to` exclusive. */
export interface TextRange {
  from: number;
  to: number;
}

/** A value of the text with its span, and the span of its key when it is an object member. */
interface ValueSpan {
  from: number;
  to: number;
  key?: TextRange;
  /** Members by key, or items by index; absent for strings, numbers, booleans and null. */
  children?: Map<string, ValueSpan>;
}

const SPACE = new Set([' ', '\t', '\n', '\r']);
const LITERAL_END = new Set([',', ']', '}', ' ', '\t', '\n', '\r']);

/** The spans of every value of a JSON text; undefined when the text is not JSON. */
function spansOf(text: string): ValueSpan | undefined {
  let at = 0;
  const skipSpace = (): void => {
    while (at < text.length && SPACE.has(text.charAt(at))) at += 1;
  };
  const expect = (char: string): void => {
    if (text.charAt(at) !== char) throw new SyntaxError(`expected ${char} at ${at}`);
    at += 1;
  };
  const readString = (): string => {
    const from = at;
    expect('"');
    while (at < text.length && text.charAt(at) !== '"') at += text.charAt(at) === '\\' ? 2 : 1;
    expect('"');
    return JSON.parse(text.slice(from, at)) as string;
  };
  const readValue = (): ValueSpan => {
    skipSpace();
    const from = at;
    const first = text.charAt(at);
    if (first === '{' || first === '[') {
      const isObject = first === '{';
      const close = isObject ? '}' : ']';
      const children = new Map<string, ValueSpan>();
      at += 1;
      skipSpace();
      while (text.charAt(at) !== close) {
        skipSpace();
        let key: TextRange | undefined;
        let name = String(children.size);
        if (isObject) {
          const keyFrom = at;
          name = readString();
          key = { from: keyFrom, to: at };
          skipSpace();
          expect(':');
        }
        // A repeated key: JSON.parse keeps the last one, and so does the map.
        children.set(name, { ...readValue(), key });
        skipSpace();
        if (text.charAt(at) === ',') at += 1;
        else if (text.charAt(at) !== close) throw new SyntaxError(`expected , or ${close} at ${at}`);
      }
      at += 1;
      return { from, to: at, children };
    }
    if (first === '"') {
      readString();
      return { from, to: at };
    }
    while (at < text.length && !LITERAL_END.has(text.charAt(at))) at += 1;
    if (at === from) throw new SyntaxError(`unexpected ${first || 'end'} at ${at}`);
    return { from, to: at };
  };
  try {
    return readValue();
  } catch {
    return undefined;
  }
}

/** The keys of a JSON pointer ("/a/b~1c" → ["a", "b/c"]); '' is the whole document. */
export function pointerKeys(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The range to mark for a JSON pointer: a member with a plain value is marked key and value
 * (`"widget": "txet"`), a member holding an object or array its key, an array item its value (or its
 * opening bracket). A pointer to something the text lacks (a missing property) marks the nearest value
 * that exists; a text that is not JSON, its first character.
 */
export function locatePointer(text: string, pointer: string): TextRange {
  const root = spansOf(text);
  if (!root) return { from: 0, to: Math.min(1, text.length) };
  let node = root;
  for (const key of pointerKeys(pointer)) {
    const child = node.children?.get(key);
    if (!child) break;
    node = child;
  }
  const compound = node.children !== undefined;
  if (node.key) return compound ? node.key : { from: node.key.from, to: node.to };
  return compound ? { from: node.from, to: node.from + 1 } : { from: node.from, to: node.to };
}

/**
 * Where JSON.parse stopped, from its error message ("… at position 42 …", or the end of the input);
 * the start of the text when the message names no place.
 */
export function syntaxErrorOffset(message: string, text: string): number {
  const position = /at position (\d+)/.exec(message);
  if (position?.[1] !== undefined) return Math.min(Number(position[1]), text.length);
  if (/end of (JSON )?input|Unterminated string/i.test(message)) return text.length;
  return 0;
}
