// Pieces every view of the page shares: the seller's header with the language switch, and links that keep the
// language the guest chose.
import type { ComponentChildren } from 'preact';
import { LANG, T, type Lang } from './i18n.js';

/** An address on this page, keeping `?lang=` when the guest chose one. */
export function pageHref(
  path: string,
  lang: Lang | null = new URLSearchParams(location.search).get('lang') as Lang | null,
) {
  return lang ? `${path}?lang=${lang}` : path;
}

export function Header(props: { name: string; handle: string; logoUrl?: string | null; children?: ComponentChildren }) {
  const other: Lang = LANG === 'en' ? 'ro' : 'en';
  return (
    <header class="bar">
      <a class="seller" href={pageHref(`/book/${props.handle}`)}>
        {props.logoUrl && <img class="logo" src={props.logoUrl} alt="" />}
        {props.name}
      </a>
      <a class="lang" href={pageHref(location.pathname, other)} lang={other} hreflang={other}>
        {other === 'ro' ? 'Română' : 'English'}
      </a>
      {props.children}
    </header>
  );
}

export function Message(props: { children: ComponentChildren; tone?: 'error' | 'info' }) {
  return (
    <p class={`message ${props.tone ?? 'info'}`} role={props.tone === 'error' ? 'alert' : 'status'}>
      {props.children}
    </p>
  );
}

export const Loading = () => <p class="loading">{T.loading}</p>;

/**
 * A product's image in a box of fixed shape (4:3, reserved before it loads, so nothing moves), loaded when near the
 * screen. Its alt text is the operator's; without one it is decorative (the title beside it says what it is).
 */
export function Photo({ image, eager }: { image: { url: string; alt: string } | null; eager?: boolean }) {
  if (!image) return null;
  return (
    <img
      class="photo"
      src={image.url}
      alt={image.alt}
      width={640}
      height={480}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
