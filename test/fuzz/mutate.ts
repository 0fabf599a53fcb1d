// Random changes to Markdown and specs for the fuzz test: fast-check arbitraries and the pure functions that apply
// them. Kept apart from build.test.ts so that seeds.test.ts can replay a case without running the fuzzing itself.
import fc from 'fast-check';

export type Mutation =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'repeat'; at: number; length: number; times: number };

export const markdownTokens = [
  '\n', '\n\n', '---\n', '---', ':::', ':::tip[Title', ':::note\n', '\n:::\n', ':::danger{#x}\n', '```', '```js title="a.js" {1-3,9}\n', '~~~',
  '# ', '## ', '###### ', '[', ']', '](', '](./missing.md)', '](../guides/first.md#nope)', '](#details)', '](/docs/intro)', '![x](', '![x](./img/logo.png)',
  '![x](../../../etc/passwd)', '<div>', '</div>', '<script>x()</script>', '<!--', '-->', '<a href="javascript:x()">', '<img src=x onerror=y>', '<h2 id="dup">',
  '|', '| --- |', '> ', '- ', '1. ', '- [ ] ', '[^1]', '[^1]: note\n', '*', '**', '_', '`', '{', '}', '{#id}', '\\', '\u0000', '\uFFFD', '\u202E',
  '\uD800', '😀', '&#0;', '&amp;', '<', '>', '"', "'", 'javascript:', 'https://', 'www.example.com', 'a@b.co', ':smile:', '::leaf\n', ':text[x]{a=1}',
  '    ', '\t', 'slug: ', 'tags: ', 'title: ', 'sidebar_position: ', '%2e%2e/', '../', '\r\n', '\r',
];
export const yamlTokens = [
  '\n', ': ', '- ', '{', '}', '[', ']', '&a ', '*a', '<<: *a', '$ref: ', "'#/components/schemas/Nope'", "'#/'", "'./missing.yaml'",
  "'http://127.0.0.1:9/x.yaml'", '"', "'", '\t', '  ', 'null', '~', 'true', '0x1F', '1e400', '!!binary ', '!!js/function ', '? ', '|', '>-',
  'operationId: ', 'type: ', 'enum: ', 'required: ', 'oneOf: ', 'allOf: ', 'items: ', '<script>x()</script>', '../', '\u0000', '\uFFFD',
];

const mutationOf = (tokens: string[]) => fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...tokens) }, fc.string({ maxLength: 12 }), fc.string({ unit: 'binary', maxLength: 6 })) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 60 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('repeat' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 120 }), times: fc.integer({ min: 2, max: 40 }) }) },
);

/** Applies text mutations in order; positions wrap around the current length. Pure. */
export function applyMutations(text: string, mutations: Mutation[]): string {
  let s = text;
  for (const m of mutations) {
    const at = m.at % (s.length + 1);
    if (m.kind === 'insert') s = s.slice(0, at) + m.text + s.slice(at);
    else if (m.kind === 'delete') s = s.slice(0, at) + s.slice(at + m.length);
    else s = s.slice(0, at) + s.slice(at, at + m.length).repeat(m.times) + s.slice(at + m.length);
  }
  return s;
}

const frontMatterKeys = ['title', 'description', 'sidebar_label', 'sidebar_position', 'slug', 'tags', 'hide_table_of_contents', 'unknown_key'];
/** A front-matter line with a known (or unknown) key and any JSON value (JSON is YAML). */
const frontMatterLine = fc.tuple(fc.constantFrom(...frontMatterKeys), fc.jsonValue({ maxDepth: 2 })).map(([k, v]) => `${k}: ${JSON.stringify(v) ?? 'null'}`);

/** Puts extra front-matter lines at the top of a document (creating the block when there is none). Pure. */
export function addFrontMatter(text: string, lines: string[]): string {
  if (!lines.length) return text;
  return text.startsWith('---\n') ? `---\n${lines.join('\n')}\n${text.slice(4)}` : `---\n${lines.join('\n')}\n---\n\n${text}`;
}

export const markdownCase = fc.record({
  file: fc.nat(),
  mutations: fc.array(mutationOf(markdownTokens), { minLength: 1, maxLength: 12 }),
  frontMatter: fc.array(frontMatterLine, { maxLength: 3 }),
});

/** A change to the parsed spec: a value put somewhere (or a key removed), found by its index in a walk of the tree. */
export type SpecEdit = { at: number; value: unknown } | { at: number; remove: true };
const hostileText = fc.constantFrom('<script>alert(1)</script>', 'javascript:alert(1)', '<img src=x onerror=alert(1)>', '../../x', '', ' ', 'a'.repeat(300), '\u0000', '{id}');
const specValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  hostileText,
  fc.constantFrom({ $ref: '#/components/schemas/Show' }, { $ref: '#/components/schemas/Nope' }, { $ref: '#' }, { $ref: './nope.yaml' }, { type: 'object', properties: { x: { $ref: '#/components/schemas/Show' } } }, { oneOf: [] }, { allOf: [{ type: 'string' }, { type: 'integer' }] }),
);
const specEdit: fc.Arbitrary<SpecEdit> = fc.oneof(
  fc.record({ at: fc.nat(), value: specValue }),
  fc.record({ at: fc.nat(), remove: fc.constant(true as const) }),
);
export const specCase = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), mutations: fc.array(mutationOf(yamlTokens), { minLength: 1, maxLength: 6 }) }),
  fc.record({ kind: fc.constant('tree' as const), edits: fc.array(specEdit, { minLength: 1, maxLength: 6 }) }),
);

/** Applies edits to a copy of the spec object: each picks a slot (object key or array index) by walk order. Pure. */
export function applySpecEdits(spec: unknown, edits: SpecEdit[]): unknown {
  const copy = structuredClone(spec) as Record<string, unknown>;
  for (const edit of edits) {
    const slots: [Record<string, unknown> | unknown[], string | number][] = [];
    const walk = (v: unknown) => {
      if (!v || typeof v !== 'object') return;
      for (const [k, child] of Object.entries(v)) { slots.push([v as Record<string, unknown>, Array.isArray(v) ? Number(k) : k]); walk(child); }
    };
    walk(copy);
    if (!slots.length) break;
    const [holder, key] = slots[edit.at % slots.length];
    if ('remove' in edit) {
      if (Array.isArray(holder)) holder.splice(key as number, 1);
      else delete holder[key as string];
    } else {
      (holder as Record<string | number, unknown>)[key] = structuredClone(edit.value);
    }
  }
  return copy;
}
