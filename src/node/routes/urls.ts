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
