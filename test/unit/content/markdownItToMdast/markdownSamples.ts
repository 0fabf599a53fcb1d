// Markdown documents made at random from the constructs docs are written with, and their edge cases: for the
// comparison of the fast parse with remark's (markdownItToMdast.test.ts). Deterministic for a seed.

/** A small seeded generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = ['docgen', 'the', 'API', 'shows', 'episode', 'token', 'member', 'Série', 'naïve', '—', '…', 'x', '*', '_', '#', '1.', '-', '+', '|', '!', '[', ']', '(', ')', '<', '>', '&', '"', "'", '`', '\\', ':', '::', 'a:b', ':note', '@', 'www', '=', '---', '***'];
const inlines: ((r: Pick<Gen, 'pick' | 'word' | 'words'>) => string)[] = [
  (g) => g.words(),
  (g) => `*${g.words()}*`,
  (g) => `**${g.words()}**`,
  (g) => `_${g.words()}_`,
  (g) => `__${g.words()}__`,
  (g) => `***${g.word()}***`,
  (g) => `\`${g.words()}\``,
  (g) => `\`\` ${g.word()} \`\``,
  (g) => `[${g.words()}](${g.pick(['./other.md', '../x/y.md#z', '/docs/api', 'https://example.com/a_b', '#anchor', '<a b>', 'x "title"', "y 'title'", '/p?q=1&r=2', 'mailto:me@example.com', '', './img/a.png', 'javascript:alert(1)', '%20x', 'é'])})`,
  (g) => `![${g.words()}](${g.pick(['./img/a.png', '/img/b.png', 'https://example.com/c.png', 'd.png "Title"'])})`,
  (g) => `[${g.word()}][ref]`,
  (g) => `[ref]`,
  (g) => `<https://example.com/${g.word().replace(/[^a-z]/gi, '')}>`,
  (g) => `<me@example.com>`,
  (g) => g.pick(['<span class="x">', '</span>', '<br>', '<b>bold</b>', '<!-- c -->', '<a href="./other.md">o</a>', '<img src="/i.png">', '<kbd>K</kbd>']),
  (g) => g.pick(['&amp;', '&copy;', '&#35;', '&#x41;', '&nbsp;', '&bogus;', '\\*', '\\[', '\\_', '\\\\', '\\<']),
  (g) => g.pick(['  \n', '\\\n', '\n', '\n   ']),
  (g) => g.pick(['https://example.com', 'www.example.com', 'me@example.com', '~~gone~~', '~one~', ':name[label]', ':name{#id}', 'a:name', '[ ]', '[x]']),
  (g) => g.pick(['[^note]', '{1,3}', '10:30', 'key:value', 'C#', 'a*b*c', '*a *b* c*', '_a_b_', '**a*b**', '[a [b] c](/x)', '[a](/x "t")']),
];

export interface Gen {
  r: () => number;
  pick<T>(list: readonly T[]): T;
  word(): string;
  words(): string;
}

function gen(seed: number): Gen {
  const r = random(seed);
  const g: Gen = {
    r,
    pick: (list) => list[Math.floor(r() * list.length)],
    word: () => g.pick(words),
    words: () => Array.from({ length: 1 + Math.floor(r() * 5) }, () => g.word()).join(' '),
  };
  return g;
}

function inline(g: Gen, plain: number): string {
  const parts: string[] = [];
  const n = 1 + Math.floor(g.r() * 6);
  for (let i = 0; i < n; i++) parts.push(g.r() < plain ? g.words() : g.pick(inlines)(g));
  return parts.join(g.pick([' ', ' ', '', '\n']));
}

const infos = ['', 'js', 'ts title="a.ts"', 'js {1,3}', 'json', 'md', 'bash title="x" {2}', 'python   ', 'x\\y', 'a&amp;b', '{1}'];

function block(g: Gen, depth: number, plain: number): string {
  const kinds = depth > 2 ? 8 : 15;
  switch (Math.floor(g.r() * kinds)) {
    case 0: case 1: case 2:
      return inline(g, plain);
    case 3:
      return `${'#'.repeat(1 + Math.floor(g.r() * 6))} ${inline(g, plain).replace(/\n/g, ' ')}${g.pick(['', ' ##', ' #', '  '])}`;
    case 4: {
      const fence = g.pick(['```', '````', '~~~']);
      const body = Array.from({ length: Math.floor(g.r() * 4) }, () => g.pick(['const a = 1;', '  indented', '', ':::note', '```', '<div>', '[x](y)', 'a | b'])).join('\n');
      return `${fence}${g.pick(infos)}\n${body}\n${g.r() < 0.95 ? fence : ''}`;
    }
    case 5:
      return `    ${g.words()}\n    ${g.words()}`;
    case 6:
      return g.pick(['---', '***', '___', '- - -']);
    case 7:
      return `${inline(g, plain)}\n${g.pick(['===', '---', '-'])}`;
    case 8: case 9: {
      const ordered = g.r() < 0.4;
      const start = ordered ? g.pick([1, 1, 0, 3, 10]) : 0;
      const marker = ordered ? g.pick(['.', ')']) : g.pick(['-', '*', '+']);
      const gap = g.r() < 0.4 ? '\n\n' : '\n';
      const items = Array.from({ length: 1 + Math.floor(g.r() * 4) }, (_, k) => {
        const head = `${ordered ? start + k : ''}${marker} `;
        const pad = ' '.repeat(head.length);
        const task = g.r() < 0.2 ? g.pick(['[ ] ', '[x] ', '[X] ', '[ ]', '[x]  ']) : '';
        const body = [task + inline(g, plain).replace(/\n/g, '\n' + pad)];
        if (g.r() < 0.35) body.push(block(g, depth + 1, plain).replace(/\n/g, '\n' + pad));
        return head + body.join(g.pick(['\n\n' + pad, '\n' + pad]));
      });
      return items.join(gap);
    }
    case 10:
      return block(g, depth + 1, plain).split('\n').map((l) => (g.r() < 0.9 ? '> ' + l : l)).join('\n');
    case 11: {
      const cols = 1 + Math.floor(g.r() * 4);
      const cell = () => g.pick([g.words(), g.pick(inlines)(g).replace(/\n/g, ' '), '', '`a|b`', 'x \\| y']).replace(/\n/g, ' ');
      const row = (n: number) => (g.r() < 0.8 ? '| ' : '') + Array.from({ length: n }, cell).join(' | ') + (g.r() < 0.8 ? ' |' : '');
      const delim = '|' + Array.from({ length: cols }, () => g.pick(['---', ':--', '--:', ':-:', '-'])).join('|') + '|';
      const body = Array.from({ length: Math.floor(g.r() * 4) }, () => row(Math.max(1, cols + g.pick([0, 0, 0, -1, 1]))));
      return [row(cols), delim, ...body].join('\n');
    }
    case 12: case 13: {
      const colons = g.pick([':::', ':::', '::::']);
      const name = g.pick(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'other', 'x-', 'Note']);
      const label = g.pick(['', '', '[Title here]', '[**Bold** title]', '[]', '[a [b]]', '{#id}', ' extra']);
      const inner = Array.from({ length: 1 + Math.floor(g.r() * 3) }, () => block(g, depth + 1, plain)).join('\n\n');
      return `${colons}${name}${label}\n${inner}\n${g.r() < 0.95 ? g.pick([colons, ':::', '::::', '::: ']) : ''}`;
    }
    default:
      return g.pick(['<div class="box">\n<p>raw <a href="./x.md">x</a></p>\n</div>', '<!-- comment -->', '<details>\n<summary>More</summary>\n\nText *inside*.\n\n</details>', '  <div>\n  indented\n  </div>', '<script>\nlet a = 1;\n</script>', '[ref]: /docs/ref "Ref"', '[^note]: A footnote.', '::leaf[x]', '<br/>']);
  }
}

/** A document of a few blocks. `plain`: the share of plain words among the inline pieces (more plain, fewer refusals). */
export function markdownSample(seed: number, plain = 0.5): string {
  const g = gen(seed);
  const blocks = Array.from({ length: 1 + Math.floor(g.r() * 8) }, () => block(g, 0, plain));
  return blocks.join(g.pick(['\n\n', '\n\n', '\n', '\n\n\n'])) + g.pick(['\n', '', '\n\n']);
}
