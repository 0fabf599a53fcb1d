/** @jsxRuntime automatic @jsxImportSource react */
// /docs/category/api: the overview and each tag as a card with its description and operation count.
import type { LoadedApi } from '../../src/node/openapi/types.js';
import type { ApiIndexCard } from '../../src/node/openapi/listApiIndexCards.js';
import { Link } from '../parts/Link.js';

/** The API index page: a card per tag, linking to the tag's first operation. */
export function ApiIndexPage(props: { api: LoadedApi; cards: ApiIndexCard[] }) {
  const { api, cards } = props;
  return (
    <div className="dg-api dg-api-index">
      <h1>{api.title}</h1>
      <p>One page per operation of the {api.title}, grouped by tag.</p>
      <ul className="dg-cards">
        {cards.map((card) => (
          <li key={card.id} className={`dg-card${card.depth ? ` dg-card--nested dg-card--depth-${Math.min(card.depth, 3)}` : ''}`}>
            <Link className="dg-card__link" href={card.href}>
              <h2 className="dg-card__title" id={card.id}>
                {card.title}
                {card.kind ? <span className="dg-badge dg-badge--tag-kind">{card.kind}</span> : null}
              </h2>
              {card.description && <p className="dg-card__description">{card.description}</p>}
              {card.count !== undefined && (
                <p className="dg-card__count">
                  {card.count} {card.count === 1 ? 'operation' : 'operations'}
                </p>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
