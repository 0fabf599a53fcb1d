// The HTML of the spec's descriptions on an API page, made here on the node side before the templates draw the page:
// the templates receive it with the view, as data, and never run the Markdown pipeline themselves. Each description's
// headings start one level under the heading it sits beneath on the page (its `#` becomes an <h5> inside a schema
// tree). The views are the page's own (built for this render), so the HTML is added to them in place.
import type { ApiSecurityScheme, LoadedApi } from '../openapi/types.js';
import type { SchemaRow } from '../openapi/buildSchemaView.js';
import type { MediaTypeView, OperationView, ResponseView } from '../openapi/createOperationView.js';
import type { SchemaPageView } from '../openapi/createSchemaPageView.js';
import { isTitleLike, operationLabel, overviewUrl } from '../openapi/apiUrls.js';
import { hasAboutSection, overviewDescriptionOptions } from '../openapi/listOverviewHeadings.js';
import { renderDescription, type DescriptionOptions } from '../openapi/renderDescription.js';

/** What an operation page shows besides its view's rows: its title, its descriptions as HTML, the overview's URL. */
export interface OperationPageText {
  title: string;
  /** A summary that reads as a paragraph rather than a title (apiUrls.isTitleLike), shown before the description. */
  summaryHtml?: string;
  descriptionHtml?: string;
  requestBodyHtml?: string;
  /** The overview page, where the security schemes the operation names are described. */
  overviewUrl: string;
}

/** What the overview page shows beside the API model: its descriptions as HTML. */
export interface OverviewPageText {
  descriptionHtml?: string;
  /** Each security scheme's description, by scheme key. */
  schemes: Record<string, string | undefined>;
  hasAboutSection: boolean;
}

const NESTED: DescriptionOptions = { headingBase: 5 };

const html = (text: string | undefined, options: DescriptionOptions) => (text ? renderDescription(text, options).html : undefined);

/** Adds the HTML of every description in an operation's view (rows included); returns the page's other texts. */
export function describeOperationView(api: LoadedApi, view: OperationView): OperationPageText {
  const { op } = view;
  const linkBase = api.linkBase;
  const page = { headingBase: 2, linkBase };
  for (const group of view.parameterGroups) for (const p of group.params) describeRow(p.row);
  if (view.requestBody) describeMediaTypes(view.requestBody.content);
  describeResponses(view.responses, 5, linkBase);
  for (const cb of view.callbacks) {
    for (const cop of cb.operations) {
      cop.descriptionHtml = html(cop.description, { headingBase: 4, linkBase });
      if (cop.requestBody) describeMediaTypes(cop.requestBody.content);
      describeResponses(cop.responses, 6, linkBase);
    }
  }
  return {
    title: operationLabel(op),
    summaryHtml: op.summary && !isTitleLike(op.summary) ? html(op.summary, page) : undefined,
    descriptionHtml: html(op.description, page),
    requestBodyHtml: html(view.requestBody?.body.description, { headingBase: 3, linkBase }),
    overviewUrl: overviewUrl(api),
  };
}

/** Adds the HTML of every description in a schema page's tree. */
export function describeSchemaPageView(view: SchemaPageView): void {
  describeRow(view.root);
}

/** The overview page's descriptions as HTML. */
export function describeOverview(api: LoadedApi): OverviewPageText {
  const scheme = (s: ApiSecurityScheme) => html(s.description, { headingBase: 4, linkBase: api.linkBase });
  return {
    descriptionHtml: html(api.description, overviewDescriptionOptions(api)),
    schemes: Object.fromEntries(api.securitySchemes.map((s) => [s.key, scheme(s)])),
    hasAboutSection: hasAboutSection(api),
  };
}

function describeResponses(responses: ResponseView[], headingBase: number, linkBase: string | undefined): void {
  for (const r of responses) {
    r.descriptionHtml = html(r.response.description, { headingBase, linkBase });
    for (const header of r.headers) describeRow(header);
    describeMediaTypes(r.content);
  }
}

function describeMediaTypes(content: MediaTypeView[]): void {
  for (const m of content) {
    if (m.schema) describeRow(m.schema);
    if (m.itemSchema) describeRow(m.itemSchema);
  }
}

function describeRow(row: SchemaRow): void {
  row.descriptionHtml = html(row.description, NESTED);
  for (const child of row.children) describeRow(child);
  for (const group of row.groups ?? []) for (const option of group.options) describeRow(option);
}
