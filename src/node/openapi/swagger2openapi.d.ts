// swagger2openapi ships no types; this is the one function docgen calls.
declare module 'swagger2openapi' {
  const converter: {
    convertObj(spec: object, options: { patch?: boolean; warnOnly?: boolean }): Promise<{ openapi: Record<string, any> }>;
  };
  export default converter;
}
