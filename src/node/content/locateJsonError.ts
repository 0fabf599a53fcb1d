// JSON.parse on Node 20 says what is wrong ("Unexpected token '}'") but not where. This small scanner follows the
// JSON grammar only far enough to find the offset of the first error, so category files get file:line:col.

/** Returns the line and column (1-based) of the first syntax error in a JSON text, or undefined if it is valid (pure). */
export function locateJsonError(text: string): { line: number; column: number } | undefined {
  const offset = firstJsonError(text);
  if (offset === undefined) return undefined;
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

class JsonSyntaxError {
  constructor(readonly offset: number) {}
}

function firstJsonError(text: string): number | undefined {
  let i = 0;
  const fail = (): never => { throw new JsonSyntaxError(Math.min(i, text.length)); };
  const space = () => { while (i < text.length && ' \t\n\r'.includes(text[i])) i++; };
  const expect = (c: string) => { if (text[i] !== c) fail(); i++; };
  const string = () => {
    expect('"');
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail();
      if (text[i] === '\\') {
        i++;
        if (text[i] === 'u') { if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail(); i += 4; }
        else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    expect('"');
  };
  const value = (depth: number): void => {
    if (depth > 1000) fail(); // deeper than any real file: stop before the stack does
    space();
    const c = text[i];
    if (c === '{') {
      i++; space();
      if (text[i] === '}') { i++; return; }
      for (;;) {
        space(); string(); space(); expect(':'); value(depth + 1); space();
        if (text[i] === ',') { i++; continue; }
        expect('}'); return;
      }
    }
    if (c === '[') {
      i++; space();
      if (text[i] === ']') { i++; return; }
      for (;;) {
        value(depth + 1); space();
        if (text[i] === ',') { i++; continue; }
        expect(']'); return;
      }
    }
    if (c === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!literal) fail();
    i += literal![0].length;
  };
  try {
    value(0);
    space();
    if (i < text.length) fail();
    return undefined;
  } catch (e) {
    if (e instanceof JsonSyntaxError) return e.offset;
    throw e;
  }
}
