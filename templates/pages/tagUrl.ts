import { slug as githubSlug } from 'github-slugger';

/** The URL segment of a tag; must match the route graph's slugify(). */
export function slugifyTag(tag: string): string {
  return githubSlug(tag) || 'item';
}
