// Parts of a page that the build's thread leaves for its worker to finish (worker/siteWorker.ts): highlighted code
// and the sidebar's current link and open categories. When the build's thread renders every page alone (all but
// specs of 2 to 40 MB: worker/shareApiPages.ts), it is the one that runs out of time while the worker, which only
// writes them, waits (10,000 operations: the worker was idle 25 s of a 45 s build; BetaSeries: half of its render
// stage). So this thread puts a marker where such a part goes (the raw code, or which sidebar template to activate;
// only while the worker keeps up, so that both threads end together),
// and the worker replaces each marker with the HTML this thread would have made, before it reads the page's links
// and writes it: the same bytes either way.
// A marker: NUL, the build's nonce, a kind letter, fields separated by U+0001, NUL. The nonce is random for each
// build, so no text of a page can pass for a marker; a part whose own text holds NUL or U+0001 is finished here.
import { randomBytes } from 'node:crypto';

const NUL = '\u0000';
const SEP = '\u0001';

/** How the worker turns each kind of marker back into HTML. */
export interface PartFinisher {
  /** highlightCode(code, language). */
  code(code: string, language: string): string;
  /** highlightSample(code, language). */
  sample(code: string, language: string): string;
  /** activateSidebarHtml(template's HTML, href, open). */
  sidebar(template: number, href: string, open: number[]): string;
}

/** A nonce for one build's markers. */
export function newPartNonce(): string {
  return randomBytes(6).toString('hex');
}

const markable = (text: string) => !text.includes(NUL) && !text.includes(SEP);

/** The marker of code to highlight ('code') or of a generated sample ('sample'); undefined when it cannot carry the text. */
export function codeMarker(nonce: string, kind: 'code' | 'sample', language: string, code: string): string | undefined {
  return markable(code) && markable(language) ? NUL + nonce + (kind === 'code' ? 'C' : 'S') + language + SEP + code + NUL : undefined;
}

/** The marker of a sidebar: its template's number, the page's href, the categories to open. */
export function sidebarMarker(nonce: string, template: number, href: string, open: number[]): string | undefined {
  return markable(href) ? NUL + nonce + 'B' + template + SEP + href + SEP + open.join(',') + NUL : undefined;
}

/** A finished sidebar's place in a page, and its template. */
export interface SidebarRange { start: number; end: number; template: number }

/**
 * The page with each of this build's markers replaced by its finished HTML (pure, given a pure finisher).
 * `sidebarAt` learns where in the result each sidebar went, and which template it is: the marked ones, and `known`
 * (a sidebar already finished, at a range of `html`) where it ends up.
 */
export function finishPage(html: string, nonce: string, finish: PartFinisher, sidebarAt?: (start: number, end: number, template: number) => void, known?: SidebarRange): string {
  const prefix = NUL + nonce;
  let at = html.indexOf(prefix);
  // The known sidebar holds no marker: it moves by what the markers before it added or removed.
  const copied = (from: number, to: number, outAt: number) => {
    if (known && sidebarAt && known.start >= from && known.end <= to) sidebarAt(outAt + known.start - from, outAt + known.end - from, known.template);
  };
  if (at < 0) {
    copied(0, html.length, 0);
    return html;
  }
  let out = '';
  let done = 0;
  while (at >= 0) {
    const end = html.indexOf(NUL, at + prefix.length);
    if (end < 0) throw new Error('A page part marker is not closed: the page was cut');
    const kind = html.charCodeAt(at + prefix.length);
    const fields = html.slice(at + prefix.length + 1, end).split(SEP);
    copied(done, at, out.length);
    out += html.slice(done, at);
    if (kind === 66 /* B */) {
      const start = out.length;
      out += finish.sidebar(Number(fields[0]), fields[1], fields[2] ? fields[2].split(',').map(Number) : []);
      sidebarAt?.(start, out.length, Number(fields[0]));
    } else if (kind === 67 /* C */) out += finish.code(fields[1], fields[0]);
    else out += finish.sample(fields[1], fields[0]);
    done = end + 1;
    at = html.indexOf(prefix, done);
  }
  copied(done, html.length, out.length);
  return out + html.slice(done);
}
