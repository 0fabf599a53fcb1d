/** @jsxRuntime automatic @jsxImportSource react */

/** The HTTP method as a coloured badge (colours: --dg-get, --dg-post...). */
export function MethodBadge(props: { method: string; className?: string }) {
  const method = props.method.toLowerCase().replace(/[^a-z0-9-]/g, '');
  return <span className={`dg-method dg-method--${method}${props.className ? ' ' + props.className : ''}`}>{method.toUpperCase()}</span>;
}
