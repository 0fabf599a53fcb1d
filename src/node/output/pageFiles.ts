// The pages output: every route rendered to one HTML file, in route order.
import { renderFailed } from './pageProblems.js';
import type { BuiltSite, OutputFile } from './siteOutputs.js';
import type { Diagnostic } from '../diagnostics.js';

/** Renders each route of the site (of its share); a page that throws is reported and left out (the build then fails). */
export function* pageFiles(site: BuiltSite, report: (problem: Diagnostic) => void): Iterable<OutputFile> {
  const { routes } = site.graph;
  const { index, of } = site.share ?? { index: 0, of: 1 };
  for (let i = index; i < routes.length; i += of) {
    const route = routes[i];
    let rendered;
    try {
      rendered = site.renderPage(route);
    } catch (e) {
      report(renderFailed(e, route));
      continue;
    }
    yield { path: '/' + route.outputPath, contents: rendered.html, bytes: rendered.bytes, page: { route, rendered } };
  }
}
