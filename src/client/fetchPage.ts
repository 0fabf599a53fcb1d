// Fetching a page's HTML for soft navigation and preloading. The site's own 404 page is a page too.

/** Thrown when the target cannot be shown in place (not HTML): the caller does a full page load. */
export class FullLoad extends Error {}

/** Returns the HTML of a page; throws an Error naming the problem (network, HTTP status) or FullLoad. */
export async function fetchPage(url: string, lowPriority = false): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' }, priority: lowPriority ? 'low' : 'auto' } as RequestInit);
  let problem: Error | undefined;
  if (!response.ok && response.status !== 404) problem = new Error(`The server answered ${`${response.status} ${response.statusText}`.trim()} for ${new URL(url).pathname}.`);
  else if (!/html/.test(response.headers.get('content-type') ?? '')) problem = new FullLoad('not a page');
  if (!problem) return response.text();
  // Drop the unread body, or the request stays open (and a file download would go on).
  void response.body?.cancel().catch(() => undefined);
  throw problem;
}
