// Entry of the booking page (scripts/build-bookpage.ts): /book/<handle> lists the products, /book/<handle>/<slug>
// books one. Plain links between the two: each address is a page of its own that reload and Back keep.
import { render } from 'preact';
import './styles.css';
import { whenFramed } from './framed.js';
import { LANG } from './i18n.js';
import { ProductList } from './products.js';
import { ProductPage } from './product.js';

document.documentElement.lang = LANG;
whenFramed();
const [, handle = '', slug] = location.pathname.split('/').filter(Boolean);

render(
  slug ? (
    <ProductPage handle={decodeURIComponent(handle)} slug={decodeURIComponent(slug)} />
  ) : (
    <ProductList handle={handle} />
  ),
  document.getElementById('app')!,
);
