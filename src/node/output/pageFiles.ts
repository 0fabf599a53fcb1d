// The pages output: every route rendered to one HTML file, in route order.
import { renderFailed } from './pageProblems.js';
import type { BuiltSite, OutputFile } from './siteOutputs.js';
import type { Diagnostic } from '../diagnostics.js';

/** Renders each route of the site; a page that throws is reported and left out (the build then fails). */
export function* pageFiles(site: BuiltSite, report: (problem: Diagnostic) => void): Iterable<OutputFile> {
  for (const route of site.graph.routes) {
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
