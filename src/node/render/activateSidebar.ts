// A sidebar's HTML rendered once (sidebarHtml.tsx), made one page's with string edits: the sidebar is most of a
// page's React work, and it differs between pages only in the current link and the open categories.

// As React writes an attribute value (its escapeTextForBrowser): the template's hrefs are React's.
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const LINK = '<a href="';
const CLASS = '" class="';
const CATEGORY = '<details class="dg-sidebar__category"';
const CATEGORY_NUMBER = / data-dg-category="[^"]*" data-dg-cat="(\d+)"/y;
const ACTIVE = ' dg-sidebar__link--active" aria-current="page';
const OPEN = ' open=""';

/** Where a template's links and categories can be marked: read once per template, then every page is a splice. */
interface TemplateIndex {
  /** Escaped href → the positions of the closing quotes of its links' class attributes. */
  links: Map<string, number[]>;
  /** Category number (data-dg-cat) → the position just after its `<details class="dg-sidebar__category"`. */
  categories: Map<number, number>;
}

// Templates are few (one per sidebar and scope): each is read once here. Bounded, for `docgen serve`, whose every
// rebuild makes new ones.
const indexes = new Map<string, TemplateIndex>();
const MAX_INDEXES = 64;

function indexTemplate(html: string): TemplateIndex {
  const links = new Map<string, number[]>();
  for (let at = html.indexOf(LINK); at >= 0; at = html.indexOf(LINK, at + LINK.length)) {
    const hrefEnd = html.indexOf('"', at + LINK.length);
    if (hrefEnd < 0 || !html.startsWith(CLASS, hrefEnd)) continue;
    const classEnd = html.indexOf('"', hrefEnd + CLASS.length);
    if (classEnd < 0) continue;
    const href = html.slice(at + LINK.length, hrefEnd);
    const list = links.get(href);
    if (list) list.push(classEnd);
    else links.set(href, [classEnd]);
  }
  const categories = new Map<number, number>();
  for (let at = html.indexOf(CATEGORY); at >= 0; at = html.indexOf(CATEGORY, at + CATEGORY.length)) {
    CATEGORY_NUMBER.lastIndex = at + CATEGORY.length;
    const m = CATEGORY_NUMBER.exec(html);
    if (m && !categories.has(Number(m[1]))) categories.set(Number(m[1]), at + CATEGORY.length);
  }
  return { links, categories };
}

/**
 * Marks the links to `href` as current and opens the categories numbered `open` (data-dg-cat; pure, the memo of
 * template indexes aside). Splices at the places the template's index holds, instead of a RegExp built per page and
 * two passes over the whole template.
 */
export function activateSidebarHtml(html: string, href: string, open: number[]): string {
  let index = indexes.get(html);
  if (!index) {
    if (indexes.size >= MAX_INDEXES) indexes.clear();
    indexes.set(html, (index = indexTemplate(html)));
  }
  const edits: [at: number, text: string][] = [];
  for (const at of index.links.get(escapeAttr(href)) ?? []) edits.push([at, ACTIVE]);
  for (const number of new Set(open)) {
    const at = index.categories.get(number);
    if (at !== undefined) edits.push([at, OPEN]);
  }
  if (edits.length === 0) return html;
  edits.sort((a, b) => a[0] - b[0]);
  let out = '';
  let done = 0;
  for (const [at, text] of edits) {
    out += html.slice(done, at) + text;
    done = at;
  }
  return out + html.slice(done);
}
