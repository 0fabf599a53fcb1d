// React templates of the API reference. Each renders the article content only (from the <h1>); the site Layout
// supplies the document, navbar, sidebar, breadcrumbs, TOC, pagination and footer.
export { ApiOperationPage } from './ApiOperationPage.js';
export { ApiOverviewPage } from './ApiOverviewPage.js';
export { ApiIndexPage } from './ApiIndexPage.js';
export { MethodBadge } from './MethodBadge.js';
export { ApiSchemaPage } from './ApiSchemaPage.js';
export { ApiSchemaUsersPage } from './ApiSchemaUsersPage.js';
