/** @jsxRuntime automatic @jsxImportSource react */
// Spec Markdown, rendered and sanitised at build time (renderDescription), injected as HTML.
import { renderDescription, type DescriptionOptions } from '../../src/node/openapi/renderDescription.js';

/** Shows a description from the spec; nothing when there is none. */
export function Description(props: { text?: string; options?: DescriptionOptions; className?: string }) {
  if (!props.text) return null;
  const { html } = renderDescription(props.text, props.options);
  return <div className={`dg-api-markdown${props.className ? ' ' + props.className : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
