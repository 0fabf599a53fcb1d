// The home page: a React component, wrapped in the site layout by docgen. Its links go through docgen's Link, which
// puts the site's base URL in front of them (a site served under /developers/ links to /developers/docs/…).
import { Link } from 'docgen-cli/components';

export const meta = {
  title: 'BetaSeries API documentation',
  description: 'Guides and a complete reference for the BetaSeries API 3.0: TV shows, episodes, movies, members, comments and more.',
};

const features = [
  {
    title: 'Every endpoint, documented',
    text: 'All 169 operations of the API 3.0 with typed parameters, response schemas, examples and code samples in nine languages.',
    href: '/docs/category/api',
    link: 'Browse the reference',
  },
  {
    title: 'Start in five minutes',
    text: 'Get an API key, send the two headers every request needs and read your first show. Then sign members in with OAuth.',
    href: '/docs/getting-started/making-requests',
    link: 'Make your first request',
  },
  {
    title: 'Buttons for your website',
    text: 'Let your visitors add a series to their BetaSeries account or mark an episode as watched with one click.',
    href: '/docs/buttons/introduction',
    link: 'Embed a button',
  },
];

export default function Home() {
  return (
    <div className="dg-home">
      <section className="dg-hero">
        <h1 className="dg-hero__title">BetaSeries API</h1>
        <p className="dg-hero__tagline">Build apps on the TV series and movie tracking service: shows, episodes, movies, members and more.</p>
        <div className="dg-hero__actions">
          <Link className="dg-button dg-button--primary" href="/docs/getting-started/making-requests">Get started</Link>
          <Link className="dg-button dg-button--secondary" href="/docs/category/api">API reference</Link>
        </div>
      </section>
      <section className="dg-features" aria-label="Highlights">
        {features.map((f) => (
          <div key={f.title} className="dg-feature">
            <h2>{f.title}</h2>
            <p>{f.text}</p>
            <p><Link href={f.href}>{f.link} →</Link></p>
          </div>
        ))}
      </section>
    </div>
  );
}
