// URL helpers for the route graph (pure).
import { slug as githubSlug } from 'github-slugger';

/** The file a route is written to: '/' → index.html, '/docs/x' → docs/x/index.html. */
export function outputPathFor(url: string): string {
  return url === '/' ? 'index.html' : `${url.replace(/^\/+/, '')}/index.html`;
}

/** A URL-safe slug for tags and category labels ('Tutorial - Basics' → 'tutorial---basics'). */
export function slugify(text: string): string {
  return githubSlug(text) || 'item';
}

/** Turns 'create-a-page' into 'Create a page' for pages without a title. */
export function humanize(id: string): string {
  const last = id.split('/').pop() ?? id;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : id;
}

/**
 * Returns why an output path (relative to out/) cannot be written safely, or undefined when it can (pure).
 * Names come from file names, front matter and specs: none may climb out of out/ or exceed what file systems take.
 */
export function outputPathProblem(outputPath: string): string | undefined {
  const parts = outputPath.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return "a part of its path is empty, '.' or '..'";
  if (/[\u0000-\u001f\u007f\\]/.test(outputPath)) return 'its path contains a control character or a backslash';
  if (parts.some((p) => new TextEncoder().encode(p).length > 255)) return 'a part of its path is longer than 255 bytes, more than file systems accept';
  return undefined;
}
