// The console: checks the session cookie, then shows the sign-in (or the password setup of an invitation link) or
// the signed-in shell (workspace switcher, navigation, the page of the route).
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import { api, ApiError, messageOf, setCsrfToken, whenSessionLost, type Session } from './api.js';
import { href, navigate, useRoute, type Route } from './router.js';
import { SessionContext, scopeAllows, useSession, type SessionState } from './session.js';
import { Badge, ErrorLine, focusMainHeading, Loading, NoAccess, PageTitle } from './ui.js';
import { words } from './format.js';
import { SignInPage } from './pages/sign-in.js';
import { SetupPage } from './pages/setup.js';
import { TodayPage } from './pages/today.js';
import { SettingsPage } from './pages/settings.js';
import { BookingPageSettingsPage } from './pages/bookpage-settings.js';
import { KeysPage } from './pages/keys.js';
import { WebhookPage, WebhooksPage } from './pages/webhooks.js';
import { BookingsPage } from './pages/bookings.js';
import { BookingPage } from './pages/booking-page.js';
import { NewBookingPage } from './pages/new-booking.js';
import { AnalyticsPage } from './pages/analytics.js';
import { AuditPage, MembersPage } from './pages/members.js';
import { CalendarPage } from './pages/calendar.js';
import { DeparturePage } from './pages/departure.js';
import { CustomersPage } from './pages/customers.js';
import { NewProductPage, ProductPage, ProductsPage } from './pages/products.js';
import { ProductPricingPage } from './pages/products-pricing.js';
import { CheckInPage } from './pages/check-in.js';
import { MessagePage, MessagesPage } from './pages/messages.js';
import { TemplatesPage } from './pages/messages-templates.js';

export function App() {
  const route = useRoute();
  // undefined while the cookie is being checked; null when signed out.
  const [session, setSessionState] = useState<Session | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const [checkError, setCheckError] = useState<unknown>(null);

  const setSession = useCallback((s: Session | null) => {
    setCsrfToken(s?.csrf_token ?? null);
    setSessionState(s);
  }, []);

  useEffect(() => {
    whenSessionLost(() => {
      setSession(null);
      setNotice('Your session has ended. Sign in again to go on.');
    });
    api.GET('/v1/auth/session').then(
      ({ data }) => setSession(data.data),
      (err: unknown) => {
        if (!(err instanceof ApiError && err.status === 401)) setCheckError(err);
        setSession(null);
      },
    );
  }, []);

  if (route.parts[0] === 'setup')
    return (
      <Frame>
        <SetupPage token={route.query.get('token') ?? ''} />
      </Frame>
    );
  if (session === undefined)
    return (
      <Frame>
        <Loading what="the console" />
      </Frame>
    );
  if (!session) {
    return (
      <Frame>
        <ErrorLine error={checkError} />
        <SignInPage
          notice={notice}
          onSignedIn={(s) => {
            setNotice(null);
            setCheckError(null);
            setSession(s);
            if (route.parts[0] === 'sign-in') navigate('#/', { replace: true });
          }}
        />
      </Frame>
    );
  }
  return (
    <Shell
      session={session}
      setSession={setSession}
      route={route}
      onSignedOut={() => setNotice('You are signed out.')}
    />
  );
}

/** The page frame for signed-out pages: the product's name and one column. */
function Frame({ children }: { children: ComponentChildren }) {
  return (
    <div class="frame">
      <header class="topbar">
        <span class="brand">Travel Commerce</span>
      </header>
      <main id="main" class="narrow">
        {children}
      </main>
    </div>
  );
}

interface NavItem {
  path: string;
  label: string;
  scope?: string;
  /** `day`: the operator's day-to-day pages, first; `admin`: the workspace's and developers' pages, after them. */
  group: 'day' | 'admin';
}

/** The pages, in their order within each group. */
const NAV: NavItem[] = [
  { path: '/', label: 'Today', group: 'day' },
  { path: '/calendar', label: 'Calendar', scope: 'inventory:read', group: 'day' },
  { path: '/bookings', label: 'Bookings', scope: 'bookings:read', group: 'day' },
  { path: '/customers', label: 'Customers', scope: 'customers:read', group: 'day' },
  { path: '/products', label: 'Products', scope: 'products:read', group: 'day' },
  { path: '/check-in', label: 'Check-in', scope: 'bookings:write', group: 'day' },
  { path: '/messages', label: 'Messages', scope: 'bookings:read', group: 'day' },
  { path: '/analytics', label: 'Analytics', scope: 'analytics:read', group: 'admin' },
  { path: '/members', label: 'Members', scope: 'members:read', group: 'admin' },
  { path: '/audit', label: 'Audit log', scope: 'members:read', group: 'admin' },
  { path: '/settings', label: 'Settings', scope: 'workspace:read', group: 'admin' },
  { path: '/booking-page', label: 'Booking page', scope: 'workspace:read', group: 'admin' },
  { path: '/keys', label: 'API keys', scope: 'keys:read', group: 'admin' },
  { path: '/webhooks', label: 'Webhooks', scope: 'webhooks:read', group: 'admin' },
];

const NAV_GROUPS = [
  { group: 'day', label: 'Day to day' },
  { group: 'admin', label: 'Administration and developers' },
] as const;

/**
 * The page links: a bar on wide screens; on narrow ones a "Menu" button that opens them as a list (Escape closes
 * it and gives focus back to the button; following a link closes it).
 */
function Navigation({ section, can }: { section: string; can: (scope: string) => boolean }) {
  const [open, setOpen] = useState(false);
  const listsId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [section]);
  const visible = NAV.filter((n) => !n.scope || can(n.scope));
  const current = visible.find((n) => n.path === section);
  return (
    <nav
      class="nav"
      aria-label="Console"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <div class="nav-narrow">
        <button
          ref={button}
          type="button"
          class="nav-toggle"
          aria-expanded={open}
          aria-controls={listsId}
          onClick={() => setOpen(!open)}
        >
          Menu
        </button>
        {current && <span class="nav-current">{current.label}</span>}
      </div>
      <div id={listsId} class={open ? 'nav-lists open' : 'nav-lists'}>
        {NAV_GROUPS.map(({ group, label }) => {
          const items = visible.filter((n) => n.group === group);
          return (
            items.length > 0 && (
              <ul key={group} aria-label={label}>
                {items.map((n) => (
                  <li key={n.path}>
                    <a
                      href={href(n.path)}
                      aria-current={section === n.path ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                    >
                      {n.label}
                    </a>
                  </li>
                ))}
              </ul>
            )
          );
        })}
      </div>
    </nav>
  );
}

function Shell(props: {
  session: Session;
  setSession: (s: Session | null) => void;
  route: Route;
  onSignedOut: () => void;
}) {
  const { session, route } = props;
  const state = useMemo<SessionState>(
    () => ({ session, setSession: props.setSession, can: (scope) => scopeAllows(session.scopes, scope) }),
    [session, props.setSession],
  );
  const section = `/${route.parts[0] ?? ''}`;
  const routeKey = `${route.parts.join('/')}?${route.query.toString()}`;
  const first = useRef(true);
  useEffect(() => {
    // After a route change, focus (and screen readers) go to the new page's heading.
    if (first.current) first.current = false;
    else focusMainHeading();
  }, [route.parts.join('/')]);

  const signOut = async () => {
    try {
      await api.POST('/v1/auth/sign-out');
    } finally {
      props.onSignedOut();
      props.setSession(null);
      navigate('#/', { replace: true });
    }
  };

  return (
    <SessionContext.Provider value={state}>
      <div class="frame">
        <button type="button" class="skip" onClick={focusMainHeading}>
          Skip to content
        </button>
        <header class="topbar">
          <span class="brand">Travel Commerce</span>
          <WorkspaceSwitcher />
          <div class="who">
            <span class="who-email" title={session.user.email}>
              {session.user.email}
            </span>
            <Badge tone="muted">{words(session.role)}</Badge>
            <button type="button" onClick={signOut}>
              Sign out
            </button>
          </div>
        </header>
        <Navigation section={section} can={state.can} />
        {/* A new workspace is a new console: every page loads afresh. */}
        <main id="main" key={`${session.workspace.id}`} data-route={routeKey}>
          <Page route={route} />
        </main>
      </div>
    </SessionContext.Provider>
  );
}

function Page({ route }: { route: Route }) {
  const { can } = useSession();
  const [first, second] = route.parts;
  switch (first) {
    case undefined:
    case 'sign-in':
      return <TodayPage />;
    case 'keys':
      return can('keys:read') ? <KeysPage /> : <NoAccess what="API keys" />;
    case 'webhooks':
      if (!can('webhooks:read')) return <NoAccess what="Webhooks" />;
      return second ? <WebhookPage id={second} query={route.query} /> : <WebhooksPage />;
    case 'bookings':
      if (!can('bookings:read')) return <NoAccess what="Bookings" />;
      if (second === 'new') return <NewBookingPage />;
      return second ? <BookingPage id={second} /> : <BookingsPage query={route.query} />;
    case 'calendar':
      return can('inventory:read') ? <CalendarPage query={route.query} /> : <NoAccess what="Calendar" />;
    case 'departures':
      if (!can('inventory:read')) return <NoAccess what="Departures" />;
      return second ? <DeparturePage id={second} /> : <CalendarPage query={route.query} />;
    case 'products':
      if (!can('products:read')) return <NoAccess what="Products" />;
      if (second === 'new') return <NewProductPage />;
      if (second && route.parts[2] === 'prices') return <ProductPricingPage id={second} />;
      return second ? <ProductPage id={second} query={route.query} /> : <ProductsPage query={route.query} />;
    case 'customers':
      return <CustomersPage route={route} />;
    case 'analytics':
      return can('analytics:read') ? <AnalyticsPage query={route.query} /> : <NoAccess what="Analytics" />;
    case 'members':
      return can('members:read') ? <MembersPage /> : <NoAccess what="Members" />;
    case 'audit':
      return can('members:read') ? <AuditPage query={route.query} /> : <NoAccess what="Audit log" />;
    case 'settings':
      return can('workspace:read') ? <SettingsPage /> : <NoAccess what="Settings" />;
    case 'booking-page':
      return can('workspace:read') ? <BookingPageSettingsPage /> : <NoAccess what="Booking page" />;
    case 'check-in':
      return can('bookings:write') ? <CheckInPage /> : <NoAccess what="Check-in" />;
    case 'messages':
      if (!can('bookings:read')) return <NoAccess what="Messages" />;
      if (second === 'templates') return <TemplatesPage />;
      return second ? <MessagePage id={second} /> : <MessagesPage query={route.query} />;
    default:
      return (
        <section>
          <PageTitle>Page not found</PageTitle>
          <p>
            There is no page at this address. <a href="#/">Go to Today</a>.
          </p>
        </section>
      );
  }
}

/** The workspace this session acts in; with several, a picker and a Switch button (no switch on arrow keys). */
function WorkspaceSwitcher() {
  const { session, setSession } = useSession();
  const [choice, setChoice] = useState(session.workspace.id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setChoice(session.workspace.id), [session.workspace.id]);
  const current = (
    <span class="ws-current">
      <span class="ws-name">{session.workspace.name}</span>{' '}
      <Badge tone={session.workspace.type === 'live' ? 'good' : 'warn'}>{session.workspace.type}</Badge>
    </span>
  );
  if (session.workspaces.length < 2) return <div class="ws">{current}</div>;
  const submit = async (e: Event) => {
    e.preventDefault();
    if (choice === session.workspace.id) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.POST('/v1/auth/switch-workspace', { body: { workspaceId: choice } });
      setSession(data.data);
      navigate('#/');
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="ws" onSubmit={submit}>
      <label for="ws-select" class="visually-hidden">
        Workspace
      </label>
      <select id="ws-select" value={choice} onChange={(e) => setChoice((e.currentTarget as HTMLSelectElement).value)}>
        {session.workspaces.map((w) => (
          <option key={w.id} value={w.id}>{`${w.name} (${w.type}, ${w.role})`}</option>
        ))}
      </select>
      <button type="submit" disabled={busy || choice === session.workspace.id}>
        Switch
      </button>
      {error && (
        <span class="error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
