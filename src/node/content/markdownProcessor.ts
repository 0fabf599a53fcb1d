// The unified processor, built once per build. Plugins hand their findings out through vfile.data.
// Order matters:
//   remark-directive before remarkAdmonitions (it creates the directive nodes);
//   remarkTwinEdits before remarkAdmonitions (it reads directives as written);
//   remarkCodeMeta marks Markdown code blocks and copies the fence meta (`title=`, `{1,3}`) into a property: rehype-raw drops node.data;
//   rehype-raw before the other rehype plugins (raw HTML becomes real elements, so its links and images are seen);
//   rehype-sanitize (optional) right after rehype-raw, so it never strips the classes our plugins add.
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics.js';
import { error } from '../diagnostics.js';
import type { Heading, SourceLink } from '../../shared/types.js';
import { remarkAdmonitions } from './plugins/remarkAdmonitions.js';
import { remarkTwinEdits, type TwinEdit } from './plugins/remarkTwinEdits.js';
import { rehypeHeadings } from './plugins/rehypeHeadings.js';
import { rehypeLinks } from './plugins/rehypeLinks.js';
import { rehypeCodeBlocks, remarkCodeMeta } from './plugins/rehypeCodeBlocks.js';
import { rehypeTaskLists } from './plugins/rehypeTaskLists.js';
import { rehypeSearchText, type TextSection } from './plugins/rehypeSearchText.js';
import { patchEditMap } from './patchEditMap.js';
import { findDeepNesting, maxNestingDepth } from './findDeepNesting.js';
import { markdownItToMdast } from './markdownItToMdast/markdownItToMdast.js';

// Before any parse: micromark 4.0.3 is quadratic on long documents without it (see patchEditMap.ts).
patchEditMap();

export interface MarkdownContext {
  file: string;
  root: string;
  url: string;
  /** The site's base URL ('/' or '/sub/'): internal links and images in the HTML carry it, routes do not. */
  baseUrl?: string;
  lineOffset: number;
  /** Absolute Markdown path → route, for rewriting `./other.md` links. */
  markdownRoutes: ReadonlyMap<string, string>;
  onBrokenMarkdownLinks: 'error' | 'warn';
  /**
   * Registers an image; returns its public URL, undefined when the file does not exist, or why it may not be read
   * ('points outside the site folder').
   */
  addAsset: (absolutePath: string) => string | { refused: string } | undefined;
}

export interface DocgenFileData {
  context: MarkdownContext;
  headings: Heading[];
  links: SourceLink[];
  unresolvedLinks: string[];
  diagnostics: Diagnostic[];
  contentHeading?: string;
  twinEdits?: TwinEdit[];
  /** The page's text by h2/h3 section, for the search index (rehypeSearchText). */
  textSections?: TextSection[];
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  links: SourceLink[];
  unresolvedLinks: string[];
  diagnostics: Diagnostic[];
  /**
   * The plain text of the content's first h1, when it has one: that h1, left in the HTML with its markup, is the
   * page's heading (see rehypeHeadings.ts).
   */
  contentHeading?: string;
  /** Where the page's Markdown twin differs from this Markdown (plugins/remarkTwinEdits.ts). */
  twinEdits: TwinEdit[];
  textSections: TextSection[];
}

// GitHub's schema, plus the attributes our own plugins and common docs markup need.
const sanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), 'dataCodeBlock'],
    '*': [...(defaultSchema.attributes?.['*'] ?? []), 'className', 'id', 'role', 'ariaLabel', 'tabIndex'],
  },
};

/** Records whether the Markdown holds raw HTML, so rehype-raw (parse5, a third of the Markdown time) runs only then. */
function remarkNoteRawHtml() {
  return (tree: MdastRoot, file: VFile) => {
    (file.data as { hasRawHtml?: boolean }).hasRawHtml = tree.children.length > 0 && hasHtml(tree);
  };
}
// A loop, not recursion: the tree can be thousands of levels deep before anything else complains.
function hasHtml(root: { type: string; children?: unknown[] }): boolean {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'html') return true;
    if (node.children) for (const child of node.children) stack.push(child as typeof root);
  }
  return false;
}
function rehypeRawWhenNeeded() {
  const raw = (rehypeRaw as unknown as () => (tree: HastRoot, file: VFile) => HastRoot)();
  return (tree: HastRoot, file: VFile) => ((file.data as { hasRawHtml?: boolean }).hasRawHtml ? raw(tree, file) : tree);
}

/**
 * Parses with markdown-it where it gives remark's tree (markdownItToMdast/), with remark-parse (and the syntax
 * remark-gfm and remark-directive add to it) everywhere else.
 */
function remarkParseFast(this: Processor) {
  const remark = this.parser!;
  this.parser = (markdown, file) => {
    const tree = markdownItToMdast(markdown);
    fastParseCount[tree ? 'fast' : 'remark']++;
    return tree ?? remark(markdown, file);
  };
}

let treeParser: Processor | undefined;

/**
 * The mdast of a document as the pipeline reads it (same parsers, same syntax), before any of docgen's transforms:
 * the Markdown twins (output/twins) start from it. Undefined when it is nested too deeply to read.
 */
export function parseMarkdownTree(markdown: string): MdastRoot | undefined {
  if (findDeepNesting(markdown)) return undefined;
  treeParser ??= unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkParseFast).freeze() as unknown as Processor;
  try { return treeParser.parse(markdown) as MdastRoot; } catch (e) {
    if (e instanceof RangeError) return undefined;
    throw e;
  }
}

/** How many documents each parser read in this thread (tests: the fast path must be taken). */
export const fastParseCount = { fast: 0, remark: 0 };

/**
 * Creates the Markdown → HTML function; build it once and reuse it for every file. `fast: false` parses every
 * document with remark (tests compare the two).
 */
export function createMarkdownRenderer(options: { sanitize: boolean; fast?: boolean }): (markdown: string, context: MarkdownContext) => RenderedMarkdown {
  let processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(options.fast === false ? [] : [remarkParseFast]).use(remarkTwinEdits).use(remarkAdmonitions).use(remarkCodeMeta).use(remarkNoteRawHtml)
    .use(remarkRehype, { allowDangerousHtml: true, footnoteLabelTagName: 'h2' }).use(rehypeRawWhenNeeded) as unknown as Processor;
  if (options.sanitize) processor = processor.use(rehypeSanitize, sanitizeSchema) as unknown as Processor;
  processor = processor.use(rehypeHeadings).use(rehypeLinks).use(rehypeCodeBlocks).use(rehypeTaskLists).use(rehypeSearchText) as unknown as Processor;
  processor.freeze();

  return (markdown, context) => {
    const failed = (diagnostic: Diagnostic): RenderedMarkdown => ({ html: '', headings: [], links: [], unresolvedLinks: [], diagnostics: [diagnostic], twinEdits: [], textSections: [] });
    const deep = findDeepNesting(markdown);
    if (deep) {
      return failed(error('markdown-too-deep', `The Markdown is nested ${deep.depth} levels deep here (block quotes, list items, ::: containers or a run of * or _); docgen accepts up to ${maxNestingDepth}`, {
        file: context.file, line: deep.line + context.lineOffset, column: deep.column, hint: 'Flatten this part: parsing time grows much faster than the depth.',
      }));
    }
    const data: DocgenFileData = { context, headings: [], links: [], unresolvedLinks: [], diagnostics: [] };
    const file = new VFile({ path: context.file, value: markdown, data: data as never });
    let tree: HastRoot;
    try {
      tree = processor.runSync(processor.parse(file), file) as HastRoot;
    } catch (e) {
      // Inline nesting (thousands of emphasis markers or HTML elements) is not measured up front: it ends here.
      if (e instanceof RangeError && /call stack/i.test(e.message)) {
        return failed(error('markdown-too-deep', 'The Markdown is nested too deeply to transform (thousands of levels of emphasis, links or HTML elements)', {
          file: context.file, cause: e, hint: 'Look for long runs of *, _, [ or unclosed HTML tags, and flatten them.',
        }));
      }
      return failed(error('markdown-failed', `Cannot transform the Markdown: ${(e as Error).message}`, { file: context.file, cause: e, hint: 'docgen did not expect this input: run with --verbose for the stack trace and report it.' }));
    }
    const out = file.data as unknown as DocgenFileData;
    return {
      html: toHtml(tree, { allowDangerousHtml: true }),
      headings: out.headings,
      links: out.links,
      unresolvedLinks: out.unresolvedLinks,
      diagnostics: out.diagnostics,
      contentHeading: out.contentHeading,
      twinEdits: out.twinEdits ?? [],
      textSections: out.textSections ?? [],
    };
  };
}
