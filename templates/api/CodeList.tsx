/** @jsxRuntime automatic @jsxImportSource react */
import { Fragment } from 'react';

/** Values as code, separated by commas: `a`, `b`, `c`. */
export function CodeList({ values }: { values: string[] }) {
  return (
    <>
      {values.map((v, i) => (
        <Fragment key={i}>
          {i > 0 ? ', ' : null}
          <code>{v}</code>
        </Fragment>
      ))}
    </>
  );
}
