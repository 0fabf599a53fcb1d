// How every part of the conversion declines a document: it throws, and markdownItToMdast catches it and leaves the
// document to remark. Throwing, not returning, because a refusal can come from deep inside markdown-it's own rules.

/** A refusal, with why (for tests). */
export class Refused extends Error {}

/** Declines the document being converted: remark will parse it. */
export function refuse(why: string): never {
  throw new Refused(why);
}
