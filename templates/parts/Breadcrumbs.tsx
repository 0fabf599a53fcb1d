import { Link } from './Link.js';

export function Breadcrumbs({ trail, title }: { trail: { label: string; href?: string }[]; title: string }) {
  return (
    <nav className="dg-breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li><Link href="/"><span className="dg-sr-only">Home</span><svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24"><path d="M3 11l9-8 9 8v10h-6v-6H9v6H3z" fill="currentColor" /></svg></Link></li>
        {trail.map((t, i) => <li key={i}>{t.href ? <Link href={t.href}>{t.label}</Link> : <span>{t.label}</span>}</li>)}
        <li aria-current="page"><span>{title}</span></li>
      </ol>
    </nav>
  );
}
