// The page inside the Book now overlay (bookpage/embed/embed.ts) on the operator's own site: Escape asks the
// overlay to close (a key pressed in the frame never reaches the site's page), and a link that leaves the page (the
// payment provider's, which no provider lets be framed) opens in the whole window.

/** What the overlay listens for; it checks the message came from its own frame and this server's origin. */
export const CLOSE_MESSAGE = 'tc-bookpage:close';

export function whenFramed(): void {
  if (window.parent === window) return;
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !e.defaultPrevented) window.parent.postMessage({ type: CLOSE_MESSAGE }, '*');
  });
  document.addEventListener(
    'click',
    (e) => {
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link) return;
      const to = new URL(link.href, location.href);
      if (to.origin !== location.origin || !to.pathname.startsWith('/book/')) link.target = '_top';
    },
    true,
  );
}
