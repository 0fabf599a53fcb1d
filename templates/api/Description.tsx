/** @jsxRuntime automatic @jsxImportSource react */
// A description from the spec, as the HTML the node side made of its Markdown (render/describeApiViews.ts: rendered
// and sanitised at build time), injected as it is.

/** Shows a description's HTML; nothing when there is none. */
export function Description(props: { html?: string; className?: string }) {
  if (!props.html) return null;
  return <div className={`dg-api-markdown${props.className ? ' ' + props.className : ''}`} dangerouslySetInnerHTML={{ __html: props.html }} />;
}
