// Runs the outputs into a writer: each file written as it comes (a page is let go once written), every page's
// links kept for the link check, which runs once every file exists.
import type { Diagnostic } from '../diagnostics.js';
import { DocgenError, error } from '../diagnostics.js';
import { formatSize } from '../content/loadSources.js';
import { checkLinks } from '../links/checkLinks.js';
import { listConfigLinks } from '../loadConfigFile.js';
import type { SiteConfig } from '../config.js';
import type { PageLinks } from '../links/collectPageLinks.js';
import type { SidebarItem } from '../../shared/types.js';
import type { RouteGraph } from '../routes/createRouteGraph.js';
import { writeFailed } from './pageProblems.js';
import type { BuiltSite, OutputFile, SiteOutput } from './siteOutputs.js';
import type { Writer } from './writer.js';

export interface WriteSiteOptions {
  /** Filled with each written file's size in bytes, by site path without the leading slash. */
  sizes: Map<string, number>;
  signal?: AbortSignal;
  lap?: (stage: string) => void;
}

/** Writes every output's files, then checks every link; returns the problems (throws only when aborted). */
export async function writeSite(site: BuiltSite, outputs: SiteOutput[], writer: Writer, options: WriteSiteOptions): Promise<Diagnostic[]> {
  const problems: Diagnostic[] = [];
  const report = (problem: Diagnostic) => { problems.push(problem); };
  const pages: PageLinks[] = [];
  const files = new Set<string>();
  // Every file written so far, and each folder with the first file written in it: a later file named like one of
  // those folders could not be written (EISDIR), nor one inside a folder that is a file (ENOTDIR).
  const written = new Set<string>();
  const folders = new Map<string, string>();
  // For a write that fails later (writes run beside the rendering): the page's source, to name it.
  const sources = new Map<string, string>();
  let pageBytes = 0;
  let lastYield = performance.now();
  const writeFiles = async (outputFiles: Iterable<OutputFile>) => {
    for (const file of outputFiles) {
      // Rendering is synchronous: give the event loop a turn now and then, or a Ctrl-C/SIGTERM (and serve's abort)
      // would only be seen after the commit, and the interrupted build would replace out/ anyway.
      if (performance.now() - lastYield > 50) { await new Promise<void>((resolve) => setImmediate(resolve)); lastYield = performance.now(); }
      if (options.signal?.aborted) throw new DocgenError(error('interrupted', 'The build was interrupted'));
      const relPath = file.path.slice(1);
      const bytes = file.bytes ?? (typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength);
      // A name the file system refuses (too long, reserved) is that file's problem, not a crash.
      const source = file.page?.route.source ?? file.page?.route.url ?? file.source;
      // Two outputs that make the same file (static/sitemap.xml and docgen's sitemap): the first stays, the build fails.
      const collision = file.page ? undefined : collisionOf(file, written, folders);
      if (collision) {
        problems.push(error('output-collision', collision, { file: file.source, hint: 'Rename or move the file: docgen writes this path itself.' }));
        continue;
      }
      try { writer.write(relPath, file.contents); } catch (e) { problems.push(writeFailed(e, relPath, source)); continue; }
      const backlog = writer.backlog?.();
      if (backlog) { await backlog; lastYield = performance.now(); }
      if (source !== undefined) sources.set(relPath, source);
      options.sizes.set(relPath, bytes);
      written.add(file.path);
      addFolders(file.path, folders);
      if (!file.page) { files.add(file.path); continue; }
      // The 404 page is written but is not a link target; its links are checked on the pages that have them.
      if (file.page.route.kind !== 'not-found') pages.push(file.page.rendered.links);
      pageBytes += bytes;
      checkSiteSize(pageBytes, pages.length, site.graph);
    }
  };
  const [pageOutput, ...otherOutputs] = outputs;
  await writeFiles(pageOutput(site, report));
  options.lap?.('render');
  for (const output of otherOutputs) {
    await writeFiles(output(site, report));
    options.lap?.(output.stage ?? 'write');
  }
  for (const { relPath, error } of await writer.finish()) {
    problems.push(writeFailed(error, relPath, sources.get(relPath)));
    options.sizes.delete(relPath);
  }
  options.lap?.('write');
  // A page that could not be rendered or written is reported as such: the links to it (the A–Z index, the sidebar)
  // are not broken links on top of that.
  const unwritten = site.graph.routes.filter((r) => !written.has('/' + r.outputPath)).flatMap((r) => [r.url, r.url + '/']);
  const links = checkLinks({ pages, files: unwritten.length ? new Set([...files, ...unwritten]) : files, baseUrl: site.config.baseUrl, sourceLinks: site.content.sourceLinks, severity: site.config.links.onBrokenLinks, configLinks: configLinksOf(site.config), elsewhere: otherLanguageSites(site.config) });
  options.lap?.('links');
  return [...problems, ...links];
}

/**
 * Why a file cannot be written beside those written before it (static/sitemap.xml, static/assets, static/sitemap.xml/x),
 * naming the file docgen makes itself; undefined when it can. Pure.
 */
function collisionOf(file: OutputFile, written: Set<string>, folders: Map<string, string>): string | undefined {
  const name = file.source ?? 'A generated file';
  if (written.has(file.path)) return `${name} and a file docgen makes itself both make ${file.path}`;
  const inside = folders.get(file.path);
  if (inside) return `${name} is a file where docgen makes its own folder ${file.path}/ (${inside})`;
  for (let at = file.path.lastIndexOf('/'); at > 0; at = file.path.lastIndexOf('/', at - 1)) {
    const above = file.path.slice(0, at);
    if (written.has(above)) return `${name} needs a folder ${above}/ where docgen makes its own file ${above}`;
  }
  return undefined;
}

/** Records the folders above a written file ('/assets/img/x.png': '/assets/img', '/assets'). */
function addFolders(filePath: string, folders: Map<string, string>): void {
  for (let at = filePath.lastIndexOf('/'); at > 0; at = filePath.lastIndexOf('/', at - 1)) {
    const folder = filePath.slice(0, at);
    if (folders.has(folder)) return;
    folders.set(folder, filePath);
  }
}

// A safety net, not a policy: the BetaSeries site is about 20 MB. A site projected past this is almost always a
// sidebar of thousands of links repeated on every page (output grows with pages × links), and would fill the disk.
const maxSiteBytes = 4e9;

/** Stops the build with a clear error when the output, projected from the pages written so far, passes maxSiteBytes. */
function checkSiteSize(written: number, pages: number, graph: RouteGraph): void {
  // Projected only after a few pages, so one big page early on does not decide for the whole site.
  const projected = pages >= 25 ? (written / pages) * graph.routes.length : written;
  if (projected <= maxSiteBytes) return;
  const countLinks = (items: SidebarItem[]): number => items.reduce((n, i) => n + 1 + (i.type === 'category' ? countLinks(i.items) : 0), 0);
  const [biggest, links] = Object.values(graph.sidebars).map((s) => [s.id, countLinks(s.items)] as const).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  throw new DocgenError(error('site-too-large', `The site would be about ${formatSize(projected)} (${formatSize(written / pages)} per page, ${graph.routes.length} pages): stopped before filling the disk`, {
    hint: links > 1000
      ? `The '${biggest}' sidebar has ${links} entries and every page of it carries them all: split the spec or the docs into smaller sites.`
      : 'Look for very large pages (huge examples or Markdown files) and split them.',
  }));
}

/** The config's navbar and footer links and its favicon, located in its file's text. */
function configLinksOf(config: SiteConfig): { file: string; hrefs: ReturnType<typeof listConfigLinks> } | undefined {
  if (!config.configFile) return undefined;
  const hrefs = [...config.navbar.items.map((i) => i.href), ...config.footer.links.flatMap((group) => group.items.map((i) => i.href)), ...(config.favicon ? [config.favicon] : [])];
  const located = listConfigLinks(hrefs, config.configSource);
  // Pages carry them with the base URL in front (withBase, in the templates); the same path without it came from
  // somewhere else (a page component's own <a>) and is that page's problem.
  const base = config.baseUrl.replace(/\/$/, '');
  if (!base) return { file: config.configFile, hrefs: located };
  const prefixed = new Map([...located].map(([href, at]) => [href.startsWith('/') && !href.startsWith('//') ? base + href : href, at]));
  return { file: config.configFile, hrefs: prefixed };
}

/**
 * Where the language menu's other languages live, as site paths (with the base URL): each is a site of its own,
 * built separately, so its pages are not in this build. Links that leave the site (a localePath to another host) are
 * not checked anyway.
 */
function otherLanguageSites(config: SiteConfig): string[] {
  const base = config.baseUrl.replace(/\/$/, '');
  return config.i18n.locales
    .filter((l) => l.code !== config.i18n.defaultLocale)
    .map((l) => config.i18n.localePath('/', l.code))
    .filter((p) => p.startsWith('/') && !p.startsWith('//') && p !== '/')
    .map((p) => base + p.replace(/\/$/, ''));
}
