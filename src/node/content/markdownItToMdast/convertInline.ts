// markdown-it's inline tokens as mdast phrasing content: text merged as remark merges it (soft line breaks
// included), emphasis, code, breaks, and links, images and raw HTML with their source positions. What GFM or
// remark-directive would read in text (autolink literals, strikethrough, `:name` in an image's alt) is refused.
import type { Token } from 'markdown-it';
import type { PhrasingContent, Link, Image, Html } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { offsetInContent, type ContentMap } from './contentMap.js';
import { places } from './places.js';
import { refuse } from './refuse.js';
import type { SourceText } from './sourceText.js';

/** An inline token's children as phrasing content; `map` is undefined where its places are unknown (an image's alt). */
export function convertInline(source: SourceText, inline: Token, map: ContentMap | undefined, inImage = false): PhrasingContent[] {
  const content = inline.content;
  // Runs of three delimiters or more: micromark and markdown-it pair some of them differently.
  if (/\*\*\*|___/.test(content)) refuse('a run of three * or _');
  const children = inline.children ?? [];
  let j = 0;
  let inLabel = inImage ? 1 : 0;
  const at = (t: Token) => (map ? source.span(offsetInContent(content, map, places(t).start!), offsetInContent(content, map, places(t).end!)) : undefined);
  const read = (until: string | undefined): PhrasingContent[] => {
    const out: PhrasingContent[] = [];
    const text = (value: string) => {
      const tail = out[out.length - 1];
      if (tail?.type === 'text') tail.value += value;
      else out.push({ type: 'text', value });
    };
    while (j < children.length) {
      const t = children[j++];
      if (t.type === until) return out;
      switch (t.type) {
        case 'text':
          // Not inside a link's text or an image's alt: micromark reads no autolink literal in an open label, and
          // remark-gfm's later pass skips links.
          if (/~/.test(t.content) || (!inLabel && /www\.|https?:\/\/|mailto:|xmpp:|@/i.test(t.content))) refuse('text that GFM may read as an autolink or strikethrough');
          text(t.content);
          break;
        case 'softbreak':
          text('\n');
          break;
        case 'hardbreak':
          out.push({ type: 'break' });
          break;
        case 'code_inline':
          out.push({ type: 'inlineCode', value: t.content });
          break;
        case 'em_open':
          out.push({ type: 'emphasis', children: read('em_close') });
          break;
        case 'strong_open':
          out.push({ type: 'strong', children: read('strong_close') });
          break;
        case 'link_open': {
          if (!t.meta) refuse('a link without its place');
          const position = at(t);
          const title = t.attrGet('title');
          inLabel++;
          out.push({ type: 'link', url: t.attrGet('href') ?? '', title: title ?? null, children: read('link_close'), position } as Link);
          inLabel--;
          break;
        }
        case 'image': {
          if (!t.meta) refuse('an image without its place');
          // The alt text's inline tokens were read from the label alone: no places in them.
          // remark-directive reads `:name` in it as a directive, which remarkAdmonitions cannot put back into a string.
          if (/:[A-Za-z]/.test(t.content)) refuse('an image whose alt text may hold a directive');
          const alt = toString({ type: 'paragraph', children: convertInline(source, t, undefined, true) });
          const title = t.attrGet('title');
          out.push({ type: 'image', url: t.attrGet('src') ?? '', title: title ?? null, alt, position: at(t) } as Image);
          break;
        }
        case 'html_inline':
          if (!t.meta) refuse('raw HTML without its place');
          out.push({ type: 'html', value: t.content, position: at(t) } as Html);
          break;
        default:
          refuse(`markdown-it's inline ${t.type}`);
      }
    }
    if (until) refuse(`no ${until}`);
    return out;
  };
  return read(undefined);
}
