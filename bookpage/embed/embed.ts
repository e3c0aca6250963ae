// The Book now snippet an operator pastes into their own website (served at /bookpage/embed.js, built by
// scripts/build-bookpage.ts):
//   <script src="https://<host>/bookpage/embed.js" data-handle="delta-tours" data-product="<slug>" async></script>
// It puts a "Book now" button where the tag is; the button opens the booking page in a modal dialog over the site
// (an iframe of /book/<handle>[/<slug>], which the page allows only for the origins the operator listed). Native
// <dialog>: the rest of the site is inert while it is open, focus moves into it and back to the button after, and
// Escape (also pressed inside the frame, which tells us by postMessage), the close button or the backdrop close it.
// Styles are set through the CSSOM, which a site's Content-Security-Policy does not block, and it loads nothing.

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script?.src) return;
  const data = script.dataset;
  const handle = data.handle ?? '';
  const product = data.product ?? '';
  const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
  if (!SLUG.test(handle) || (product && !SLUG.test(product))) {
    console.error('Book now: data-handle (and data-product, when given) must be the booking page’s lower-case names');
    return;
  }
  const origin = new URL(script.src).origin;
  const lang = data.lang === 'en' || data.lang === 'ro' ? data.lang : '';
  const page = `${origin}/book/${handle}${product ? `/${product}` : ''}${lang ? `?lang=${lang}` : ''}`;
  const label = data.label?.trim() || (lang === 'ro' ? 'Rezervă acum' : 'Book now');
  const closeLabel = lang === 'ro' ? 'Închide' : 'Close';
  const accent = /^#[0-9a-fA-F]{6}$/.test(data.color ?? '') ? data.color! : '#0b5cad';

  /** An element with its style set through the CSSOM. */
  function make<K extends keyof HTMLElementTagNameMap>(tag: K, style: Partial<CSSStyleDeclaration>) {
    const node = document.createElement(tag);
    Object.assign(node.style, style);
    return node;
  }

  const button = make('button', {
    font: 'inherit',
    fontWeight: '600',
    padding: '0.7em 1.4em',
    minHeight: '44px',
    border: '0',
    borderRadius: '6px',
    background: accent,
    color: '#fff',
    cursor: 'pointer',
  });
  button.type = 'button';
  button.className = 'tc-book-now';
  button.textContent = label;
  button.setAttribute('aria-haspopup', 'dialog');
  script.insertAdjacentElement('afterend', button);

  let open: { dialog: HTMLDialogElement; overflow: string; onMessage: (e: MessageEvent) => void } | null = null;

  function close() {
    if (!open) return;
    const { dialog, overflow, onMessage } = open;
    open = null;
    window.removeEventListener('message', onMessage);
    if (dialog.open) dialog.close();
    dialog.remove();
    document.documentElement.style.overflow = overflow;
    button.focus();
  }

  button.addEventListener('click', () => {
    if (open) return;
    const narrow = window.matchMedia('(max-width: 640px)').matches;
    const dialog = make('dialog', {
      padding: '0',
      border: '0',
      borderRadius: narrow ? '0' : '10px',
      width: narrow ? '100vw' : 'min(960px, calc(100vw - 2rem))',
      height: narrow ? '100dvh' : 'min(880px, calc(100dvh - 2rem))',
      maxWidth: '100vw',
      maxHeight: '100dvh',
      overflow: 'hidden',
      background: '#fff',
      boxShadow: '0 10px 40px rgba(0, 0, 0, 0.35)',
    });
    dialog.className = 'tc-book-now-dialog';
    dialog.setAttribute('aria-label', label);
    const bar = make('div', { display: 'flex', justifyContent: 'flex-end', background: '#f6f7f9' });
    const closer = make('button', {
      font: '1rem system-ui, sans-serif',
      padding: '0.5em 1em',
      minHeight: '44px',
      border: '0',
      background: 'transparent',
      color: '#1d2530',
      cursor: 'pointer',
    });
    closer.type = 'button';
    closer.textContent = `✕ ${closeLabel}`;
    closer.addEventListener('click', close);
    bar.append(closer);
    const frame = make('iframe', { display: 'block', width: '100%', height: 'calc(100% - 44px)', border: '0' });
    frame.title = label;
    frame.src = page;
    dialog.append(bar, frame);
    // Escape on the site's page (the dialog's cancel) or inside the frame (its message); a click on the backdrop.
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      close();
    });
    dialog.addEventListener('click', (e) => {
      if (e.target === dialog) close();
    });
    const onMessage = (e: MessageEvent) => {
      if (e.origin === origin && e.source === frame.contentWindow && e.data?.type === 'tc-bookpage:close') close();
    };
    window.addEventListener('message', onMessage);
    open = { dialog, overflow: document.documentElement.style.overflow, onMessage };
    document.documentElement.style.overflow = 'hidden';
    document.body.append(dialog);
    dialog.showModal();
    closer.focus();
  });
})();
