import { Link } from '../parts/Link.js';

export function NotFoundPage() {
  return (
    <div className="dg-standalone dg-notfound">
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link that brought you here may be out of date.</p>
      <p><Link href="/" className="dg-button dg-button--primary">Back to the home page</Link></p>
    </div>
  );
}
