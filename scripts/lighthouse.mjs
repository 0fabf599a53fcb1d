// Lighthouse scores of a built site, with Debian's Chromium (no browser download). Used by `npm run bench`;
// also runnable alone: node scripts/lighthouse.mjs <built-site-dir> [/path ...]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TYPES = { '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.yaml': 'application/yaml', '.svg': 'image/svg+xml', '.png': 'image/png', '.xml': 'application/xml', '.txt': 'text/plain; charset=utf-8' };

/** Serves `dir` as a static host would (clean URLs, gzip, long cache for hashed assets) on 127.0.0.1. */
export function serveSite(dir) {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const candidates = [pathname, path.posix.join(pathname, 'index.html')];
    let file = candidates.map((p) => path.join(dir, p)).find((f) => f.startsWith(dir) && fs.existsSync(f) && fs.statSync(f).isFile());
    const status = file ? 200 : 404;
    file ??= path.join(dir, '404.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    let body = fs.readFileSync(file);
    const headers = { 'content-type': type, 'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' };
    if (/text|javascript|json|xml|svg/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
      body = zlib.gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(status, headers).end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Returns [{ path, formFactor, performance, accessibility, 'best-practices', seo }] as 0-100 scores. */
export async function runLighthouse(siteDir, paths = ['/', '/docs/api/get-shows-display'], chromePath = process.env.DOCGEN_CHROMIUM ?? '/usr/bin/chromium') {
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (apt-get install chromium)`);
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await serveSite(path.resolve(siteDir));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows = [];
  try {
    for (const p of paths) {
      for (const [formFactor, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
        const result = await lighthouse(origin + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }, config);
        const c = result.lhr.categories;
        const failing = Object.values(result.lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable').map((a) => a.id);
        rows.push({ path: p, formFactor, performance: Math.round(c.performance.score * 100), accessibility: Math.round(c.accessibility.score * 100), 'best-practices': Math.round(c['best-practices'].score * 100), seo: Math.round(c.seo.score * 100), failing });
      }
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir = 'examples/betaseries/out', ...paths] = process.argv.slice(2);
  const rows = await runLighthouse(dir, paths.length ? paths : undefined);
  for (const r of rows) console.log(`${r.path.padEnd(34)} ${r.formFactor.padEnd(8)} performance ${r.performance}  accessibility ${r.accessibility}  best practices ${r['best-practices']}  SEO ${r.seo}${r.failing.length ? '  below 1: ' + r.failing.join(', ') : ''}`);
}
