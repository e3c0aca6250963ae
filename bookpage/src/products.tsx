// The seller's products: a card each with its image, summary and from-price, linking to its booking page.
import { useEffect, useState } from 'preact/hooks';
import { api, type Card, type PageInfo } from './api.js';
import { money, T } from './i18n.js';
import { Header, Loading, Message, pageHref, Photo } from './shared.js';

export function ProductList({ handle }: { handle: string }) {
  const [state, setState] = useState<{ page: PageInfo; data: Card[] } | 'failed' | null>(null);
  useEffect(() => {
    api.products(handle).then(setState, () => setState('failed'));
  }, [handle]);
  if (state === null) return <Loading />;
  if (state === 'failed') return <Message tone="error">{T.failed}</Message>;
  document.title = state.page.name;
  return (
    <>
      <Header name={state.page.name} handle={handle} logoUrl={state.page.logoUrl} />
      <section class="content">
        <h1>{T.products}</h1>
        {state.data.length === 0 ? (
          <Message>{T.noProducts}</Message>
        ) : (
          <ul class="cards">
            {state.data.map((p) => (
              <li key={p.slug} class="card">
                <Photo image={p.image} />
                <h2>
                  <a href={pageHref(`/book/${handle}/${p.slug}`)}>{p.title}</a>
                </h2>
                {p.summary && <p>{p.summary}</p>}
                <p class="meta">
                  {p.durationDays ? <span>{T.days(p.durationDays)}</span> : null}
                  {p.fromPrice && (
                    <span class="price">
                      {T.from} <strong>{money(p.fromPrice.amount, p.fromPrice.currency)}</strong>
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
