// import() of a URL known only at run time: the config and page components (data: URLs), serve's rebuilt templates.
// In dist/docgen.cjs, scripts/bundle.mjs swaps this module for one that calls the import() its loader passes in
// (bin/loadCompiled.mjs): in Node 20, code run from V8's code cache cannot call import() itself.

/** Imports an ES module by URL. */
export function importUrl(url: string): Promise<any> {
  return import(url);
}
