import { defineConfig } from 'docgen-cli';

// The BetaSeries API documentation. Constants from the site specification (section 9).
export default defineConfig({
  title: 'BetaSeries API',
  tagline: 'Build apps on the TV series and movie tracking service: shows, episodes, movies, members and more.',
  url: 'https://developers.betaseries.com',
  baseUrl: '/',
  spec: 'openapi/betaseries.yaml',
  navbar: {
    title: 'BetaSeries API',
    items: [
      { label: 'Buttons', href: '/docs/buttons/introduction', position: 'left', sidebar: 'buttons' },
      { label: 'Getting started', href: '/docs/getting-started/making-requests', position: 'left', sidebar: 'gettingStarted' },
      { label: 'API reference', href: '/docs/category/api', position: 'left', sidebar: 'api' },
      { label: 'BetaSeries', href: 'https://www.betaseries.com', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', href: '/docs/intro' },
          { label: 'Making requests', href: '/docs/getting-started/making-requests' },
          { label: 'Authentication', href: '/docs/getting-started/authentication' },
          { label: 'API reference', href: '/docs/category/api' },
        ],
      },
      {
        title: 'Embed',
        items: [
          { label: 'Buttons', href: '/docs/buttons/introduction' },
          { label: 'Terms of use', href: '/docs/getting-started/terms' },
        ],
      },
      {
        title: 'BetaSeries',
        items: [
          { label: 'Website', href: 'https://www.betaseries.com' },
          { label: 'Legal terms', href: 'https://www.betaseries.com/legal/terms' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 BetaSeries. Built with docgen.',
  },
  announcementBar: {
    id: 'api-v3-docs-2025',
    content: 'These are the docs of the BetaSeries API 3.0. <a href="/docs/getting-started/making-requests">Make your first request</a>.',
    dismissible: true,
  },
  colorMode: { defaultMode: 'light', disableSwitch: false },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  mobileBreakpoint: 996,
  progressBarDelay: 200,
  codeSamples: [
    { id: 'python', label: 'Python', target: 'python', client: 'requests' },
    { id: 'curl', label: 'curl', target: 'shell', client: 'curl' },
    { id: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient' },
    { id: 'go', label: 'Go', target: 'go', client: 'native' },
    { id: 'nodejs', label: 'Node.js', target: 'node', client: 'fetch' },
    { id: 'ruby', label: 'Ruby', target: 'ruby', client: 'native' },
    { id: 'php', label: 'PHP', target: 'php', client: 'curl' },
    { id: 'java', label: 'Java', target: 'java', client: 'unirest' },
    { id: 'powershell', label: 'PowerShell', target: 'powershell', client: 'restmethod' },
  ],
  i18n: { defaultLocale: 'en', locales: [{ code: 'en', label: 'English' }] },
  links: { onBrokenLinks: 'error', onBrokenMarkdownLinks: 'warn' },
  sidebars: {
    tutorial: ['intro', { category: 'tutorial-basics' }, { category: 'tutorial-extras' }],
    buttons: [{ dir: 'buttons' }],
    gettingStarted: [{ dir: 'getting-started' }],
    api: [{ api: true }],
  },
  // The tutorial pages explain docgen itself, not the API: llms.txt lists them as optional, llms-full.txt leaves them out.
  llms: { optional: ['/docs/tutorial-basics', '/docs/tutorial-extras'] },
});
