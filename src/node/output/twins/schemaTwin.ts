// The Markdown twin of a schema page: the schema's tree as a list of dotted property paths (schemaList), then the
// operations and schemas that use it. Made from the view the page is rendered from. Users the page groups by tag
// (over 50) are listed under a heading per tag with its count. A compact twin (see apiTwins.ts) lists as many users as
// fit its room and counts the others, which the HTML page lists; every tag keeps its heading. A schema whose users are
// on pages of their own (groupSchemaUsers.ts) lists its tags, linked to those pages' twins, as its page does. Pure.
import type { SchemaPageView } from '../../openapi/createSchemaPageView.js';
import { SCHEMA_PAGE_IDS } from '../../openapi/createSchemaPageView.js';
import type { NamedSchema } from '../../openapi/createSchemaCatalog.js';
import { partGroupTitle, usedByPagesNote, type UsedByOperation, type UsedByPart } from '../../openapi/groupSchemaUsers.js';
import { schemaRootLines, type ListedPaths } from './schemaList.js';
import { compactNote, count, oneLine, type CompactTwin, type TwinLinker } from './twinText.js';

// What the sentence that counts the users left out may take, with the note at the top.
const SHORTENED_LINES_CHARS = 600;
// A "Used by" list this short is never cut, even in a twin too long anyway (its tree is).
const USED_BY_KEPT_CHARS = 5_000;

/** The body of a schema page's twin (front matter excluded). */
export function schemaTwinBody(view: SchemaPageView, title: string, link: TwinLinker, compact?: CompactTwin): string {
  const listed: ListedPaths = new Map();
  const out = [`# ${title}`, ''];
  const noteAt = out.length;
  out.push('## Schema', '');
  schemaRootLines(view.root, listed, `the ${view.name} schema`, out, link, compact && new Map());
  out.push('');
  out.push('## Used by', '');
  const { operations, schemas } = view.usedBy;
  if (!operations.length && !schemas.length) out.push('No operation or other schema refers to this schema directly.');
  if (view.usedBy.layout === 'pages') {
    out.push(usedByPagesNote(count(operations.length), view.usedBy.parts), '');
    out.push(...view.usedBy.groups.map((g) => {
      const [first, ...more] = (g.hrefs ?? []).map((href) => link.twin(href));
      return `- [${g.title}](${first}) (${count(g.operations.length)})${more.length ? `, continued: ${more.map((href, i) => `[part ${i + 2}](${href})`).join(', ')}` : ''}`;
    }));
    if (schemas.length) out.push('', ...schemas.map((s) => `- [${s.name}](${link.twin(s.href)}) (schema)`));
    return finish(out);
  }
  const sections = userSections(view, link);
  if (view.usedBy.layout === 'groups') out.push(`${count(operations.length)} operations, by tag.`);
  if (!compact) return finish([...out, ...sections.flatMap((s) => sectionLines(s, s.lines.length))]);

  // The users that fit, in order, and a count of the others; a short list stays whole. Every tag keeps its heading
  // and count, and a tag cut short says so: room for those is set aside first.
  const kept = sections.reduce((n, s) => n + (s.heading ? s.heading.length + CUT_LINE_CHARS : 0), 0);
  let room = Math.max(compact.room - finish(out).length - SHORTENED_LINES_CHARS - kept, USED_BY_KEPT_CHARS);
  const shown = sections.map(() => 0);
  fill: for (const [i, section] of sections.entries()) {
    for (const line of section.lines) {
      if (room < line.length + 1) break fill;
      room -= line.length + 1;
      shown[i]++;
    }
  }
  sections.forEach((s, i) => out.push(...sectionLines(s, shown[i])));
  const total = operations.length + schemas.length;
  const shownSchemas = sections.reduce((n, s, i) => n + (s.schemas ? shown[i] : 0), 0);
  const shownAll = shown.reduce((a, b) => a + b, 0);
  const moreOperations = operations.length - (shownAll - shownSchemas);
  const moreSchemas = schemas.length - shownSchemas;
  if (shownAll < total) {
    const more = [moreOperations && `${count(moreOperations)} more operation${moreOperations === 1 ? '' : 's'}`, moreSchemas && `${count(moreSchemas)} ${shownSchemas ? 'more ' : ''}schema${moreSchemas === 1 ? '' : 's'}`].filter(Boolean).join(' and ');
    out.push('', `And ${more}: ${count(total)} users in all, too many for this twin. [The page](${compact.page}#${SCHEMA_PAGE_IDS.usedBy}) lists them all.`);
  }
  out.splice(noteAt, 0, ...compactNote(compact, [shownAll < total && `"Used by" lists ${count(shownAll)} of its ${count(total)} entries`]));
  return finish(out);
}

// What the line that says how many of a tag's users a compact twin leaves out may take.
const CUT_LINE_CHARS = 60;

/** A run of "Used by" entries: under a tag's heading (with its count) when the page groups them, else one after the other. */
interface UserSection { heading?: string; lines: string[]; schemas: boolean }

/** The "Used by" entries of a page that lists them: by tag, as the page groups them, then the schemas. */
function userSections(view: SchemaPageView, link: TwinLinker): UserSection[] {
  const schemas = { lines: view.usedBy.schemas.map((s) => `- [${s.name}](${link.twin(s.href)}) (schema)`), schemas: true };
  if (view.usedBy.layout !== 'groups') return [{ lines: view.usedBy.operations.map((op) => userLine(op, link)), schemas: false }, schemas];
  return [
    ...view.usedBy.groups.map((g) => ({ heading: `### ${g.title} (${count(g.operations.length)})`, lines: g.operations.map((op) => userLine(op, link)), schemas: false })),
    ...(schemas.lines.length ? [{ ...schemas, heading: '### Schemas' }] : []),
  ];
}

/** A section's first `shown` entries, under its heading; a heading whose entries are cut says how many are left out. */
function sectionLines(section: UserSection, shown: number): string[] {
  const lines = section.lines.slice(0, shown);
  if (!section.heading) return lines;
  const left = section.lines.length - shown;
  // A sentence after the list, not an entry of it: every list item is a user.
  const cut = left === section.lines.length ? 'Not listed in this twin.' : `And ${count(left)} more in this tag, not listed in this twin.`;
  return ['', section.heading, '', ...lines, ...(left ? ['', cut] : [])];
}

/** One operation of a "Used by" list: its request line, linked, and its summary. */
function userLine(op: UsedByOperation, link: TwinLinker): string {
  return `- [${op.requestLine}](${link.twin(op.href)})${op.label !== op.requestLine ? `: ${oneLine(op.label)}` : ''}`;
}

/** The body of the twin of a page of a schema's users: its tags, each with its operations. */
export function schemaUsersTwinBody(named: NamedSchema, part: UsedByPart, title: string, link: TwinLinker): string {
  const out = [`# ${title}`, '', `The operations whose parameters, bodies or responses use the [${named.name}](${link.twin(named.url)}) schema, by tag.`];
  const pages = [part.previous && `[Previous page](${link.twin(part.previous)})`, part.next && `[Next page](${link.twin(part.next)})`].filter(Boolean);
  if (pages.length) out.push('', pages.join(' · '));
  for (const group of part.groups) {
    out.push('', `## ${partGroupTitle(group)}`, '', ...group.operations.map((op) => userLine(op, link)));
  }
  return finish(out);
}

function finish(lines: string[]): string {
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n';
}
