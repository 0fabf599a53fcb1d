// Code compiled or read at run time (the config, page components) is imported from a data: URL: no file to write.

/** A data: URL that node imports as an ES module with `code` as its source. */
export function moduleDataUrl(code: string): string {
  return 'data:text/javascript;base64,' + Buffer.from(code).toString('base64');
}
