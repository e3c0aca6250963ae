// Booking page: everything about the workspace's hosted page at /book/<handle> in one place (issue 29 §4). Each card
// saves its own part through the public API (PATCH /v1/workspace for the page's settings, the brand and the booking
// questions; POST /v1/gallery/upload for a new logo; POST /v1/payments/accounts/upsert for the provider), so a
// refusal shows beside the field it names. The snippets and the preview are of this server's own origin.
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, type Workspace } from '../api.js';
import { href } from '../router.js';
import { useSession } from '../session.js';
import { words } from '../format.js';
import { Badge, CopyButton, ErrorLine, Field, Loading, Notice, PageTitle, useLoad } from '../ui.js';
import './bookpage-settings.css';

type Option = { id: string; name: string };
type Account = { id: string; provider: string; displayName: string; fields: string[] };

/** Each provider's name and credential fields, as the payments API takes them (docs/payments.md). */
const PROVIDERS: Record<string, { name: string; type: 'live' | 'sandbox'; fields: Array<[string, string]> }> = {
  test: { name: 'Test provider (sandbox)', type: 'sandbox', fields: [] },
  stripe: {
    name: 'Stripe Checkout',
    type: 'live',
    fields: [
      ['secretKey', 'Secret key (sk_…)'],
      ['webhookSecret', 'Webhook signing secret (whsec_…)'],
    ],
  },
  paymentprovider: {
    name: 'Card payments (contract provider)',
    type: 'live',
    fields: [
      ['posSignature', 'POS signature'],
      ['apiKey', 'API key'],
    ],
  },
};

/** Every page of a list the API pages with a cursor. */
async function everyPage<T>(page: (cursor: string | undefined) => Promise<{ data: T[]; next: string | null }>) {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const { data, next } = await page(cursor);
    all.push(...data);
    cursor = next ?? undefined;
  } while (cursor);
  return all;
}

const activeProducts = () =>
  everyPage<Option>(async (cursor) => {
    const { data } = await api.GET('/v1/products', {
      params: { query: { status: 'active', source: 'owned', limit: 100, ...(cursor ? { cursor } : {}) } },
    });
    return { data: data.data.map((p) => ({ id: p.id, name: p.title })), next: data.pagination.next_cursor ?? null };
  });

const publishedForms = () =>
  everyPage<Option>(async (cursor) => {
    const { data } = await api.GET('/v1/forms', {
      params: { query: { status: 'published', limit: 100, ...(cursor ? { cursor } : {}) } },
    });
    return {
      data: data.data.map((f) => ({ id: f.id, name: f.title || f.name })),
      next: data.pagination.next_cursor ?? null,
    };
  });

/** A card that saves its own part: its error beside the fields it names, its notice after a save. */
function useSave(onSaved: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
      onSaved();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, notice, run };
}

const patchWorkspace = (body: Record<string, unknown>) => api.PATCH('/v1/workspace', { body });

export function BookingPageSettingsPage() {
  const { session, can } = useSession();
  const workspace = useLoad(async () => (await api.GET('/v1/workspace')).data.data, []);
  const products = useLoad(() => (can('products:read') ? activeProducts() : Promise.resolve(null)), []);
  const forms = useLoad(() => (can('forms:read') ? publishedForms() : Promise.resolve(null)), []);
  const accounts = useLoad(
    async () =>
      can('payments:read')
        ? ((await api.GET('/v1/payments/accounts')).data.data.map((a) => ({
            id: a.id,
            provider: a.provider,
            displayName: a.displayName,
            fields: a.configEncrypted?.fields ?? [],
          })) as Account[])
        : null,
    [],
  );
  const ws = workspace.data;
  const editable = can('workspace:write');
  const address = ws ? `${location.origin}/book/${ws.bookingPageHandle}` : '';

  return (
    <section class="bookpage-settings">
      <PageTitle
        actions={
          ws && (
            <a class="button" href={address} target="_blank" rel="noopener">
              Open the page
            </a>
          )
        }
      >
        Booking page
      </PageTitle>
      <p class="hint">
        Guests book and pay on this page with no fee; put it on your own website with the snippet below, or share its
        address.
      </p>
      <ErrorLine error={workspace.error} />
      {workspace.loading && !ws && <Loading what="the booking page's settings" />}
      {ws && (
        <div class="bookpage-cards">
          <AddressCard ws={ws} address={address} editable={editable} onSaved={workspace.reload} />
          <ProductsCard ws={ws} products={products.data ?? null} editable={editable} onSaved={workspace.reload} />
          <LookCard ws={ws} editable={editable && can('gallery:write')} onSaved={workspace.reload} />
          <QuestionsCard ws={ws} forms={forms.data ?? null} editable={editable} onSaved={workspace.reload} />
          <PaymentsCard
            type={session.workspace.type}
            accounts={accounts.data ?? null}
            error={accounts.error}
            editable={can('payments:write')}
            onSaved={accounts.reload}
          />
          <FramingCard ws={ws} editable={editable} onSaved={workspace.reload} />
          <SnippetsCard ws={ws} />
          <PreviewCard address={address} version={ws.updatedAt} />
        </div>
      )}
    </section>
  );
}

function Card(props: { title: string; id: string; children: JSX.Element | Array<JSX.Element | null | false> }) {
  return (
    <section class="card" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.children}
    </section>
  );
}

function SaveRow(props: { busy: boolean; label: string; error: unknown; notice: string | null; fields: string[] }) {
  // A refusal about one of the card's fields shows beside it (Field); anything else here.
  const beside = props.fields.some(
    (f) => (props.error as { body?: { details?: { field?: string } } } | null)?.body?.details?.field === f,
  );
  return (
    <>
      {!beside && <ErrorLine error={props.error} />}
      <Notice text={props.notice} />
      <div class="actions">
        <button type="submit" class="primary" disabled={props.busy}>
          {props.busy ? 'Saving…' : props.label}
        </button>
      </div>
    </>
  );
}

function AddressCard(props: { ws: Workspace; address: string; editable: boolean; onSaved: () => void }) {
  const [handle, setHandle] = useState(props.ws.bookingPageHandle);
  useEffect(() => setHandle(props.ws.bookingPageHandle), [props.ws.bookingPageHandle]);
  const save = useSave(props.onSaved);
  return (
    <Card title="Address" id="bp-address">
      <p class="bookpage-address">
        <a href={props.address} target="_blank" rel="noopener" class="mono">
          {props.address}
        </a>{' '}
        <CopyButton value={props.address} label="Copy address" />
      </p>
      {props.editable ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save.run(
              () => patchWorkspace({ bookingPageHandle: handle.trim() }),
              'The page moved to its new address; the old one now leads nowhere.',
            );
          }}
        >
          <Field
            label="Handle"
            name="bookingPageHandle"
            error={save.error}
            hint="The page's name in its address: lower-case letters, digits and dashes. Changing it moves the page; links to the old address stop working."
          >
            {(id, describedBy) => (
              <input
                id={id}
                aria-describedby={describedBy}
                value={handle}
                maxLength={200}
                autoComplete="off"
                spellcheck={false}
                onInput={(e) => setHandle(e.currentTarget.value)}
              />
            )}
          </Field>
          <SaveRow {...save} label="Save handle" fields={['bookingPageHandle']} />
        </form>
      ) : null}
    </Card>
  );
}

function ProductsCard(props: { ws: Workspace; products: Option[] | null; editable: boolean; onSaved: () => void }) {
  const stored = props.ws.bookingPageProductIds;
  const [all, setAll] = useState(stored === null);
  const [chosen, setChosen] = useState<Set<string>>(new Set(stored ?? []));
  useEffect(() => {
    setAll(props.ws.bookingPageProductIds === null);
    setChosen(new Set(props.ws.bookingPageProductIds ?? []));
    // Reset only when this card's own setting changed: another card's save reloads the workspace too.
  }, [JSON.stringify(props.ws.bookingPageProductIds)]);
  const save = useSave(props.onSaved);
  const toggle = (id: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  if (!props.products)
    return (
      <Card title="Products on the page" id="bp-products">
        <p class="hint">{all ? 'Every active product.' : `${chosen.size} chosen products.`}</p>
      </Card>
    );
  const products = props.products;
  return (
    <Card title="Products on the page" id="bp-products">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // Kept in the catalog's order; ids of products no longer active stay chosen only while shown.
          const ids = all ? null : products.filter((p) => chosen.has(p.id)).map((p) => p.id);
          void save.run(() => patchWorkspace({ bookingPageProductIds: ids }), 'The page offers the products chosen.');
        }}
      >
        <fieldset disabled={!props.editable}>
          <legend>Which products guests can book</legend>
          <label class="check">
            <input type="radio" name="bp-which" checked={all} onChange={() => setAll(true)} />
            Every active product, new ones included
          </label>
          <label class="check">
            <input type="radio" name="bp-which" checked={!all} onChange={() => setAll(false)} />
            Only the products I choose
          </label>
        </fieldset>
        {!all && (
          <fieldset class="bookpage-products" disabled={!props.editable}>
            <legend>Products on the page</legend>
            {products.length === 0 && <p class="hint">No active products yet: publish one on the Products page.</p>}
            {products.map((p) => (
              <label class="check" key={p.id}>
                <input
                  type="checkbox"
                  checked={chosen.has(p.id)}
                  onChange={(e) => toggle(p.id, e.currentTarget.checked)}
                />
                {p.name}
              </label>
            ))}
          </fieldset>
        )}
        {props.editable && <SaveRow {...save} label="Save products" fields={['bookingPageProductIds']} />}
        {props.editable && save.error !== null && <FieldMessage error={save.error} field="bookingPageProductIds" />}
      </form>
    </Card>
  );
}

/** The API's message about a field that has no single control (a checkbox list). */
function FieldMessage(props: { error: unknown; field: string }) {
  const details = (props.error as { body?: { details?: { field?: string; message?: string } } } | null)?.body?.details;
  if (details?.field !== props.field) return null;
  return (
    <p class="field-error" role="alert">
      {details.message}
    </p>
  );
}

function LookCard(props: { ws: Workspace; editable: boolean; onSaved: () => void }) {
  const [colour, setColour] = useState(props.ws.brandColor);
  useEffect(() => setColour(props.ws.brandColor), [props.ws.brandColor]);
  const [file, setFile] = useState<File | null>(null);
  const save = useSave(props.onSaved);
  const logo = props.ws.logoFileId
    ? `/book/${props.ws.bookingPageHandle}/api/logo?v=${props.ws.logoFileId.slice(-12)}`
    : null;
  const submit = async () => {
    const body: Record<string, unknown> = {};
    if (colour !== props.ws.brandColor) body.brandColor = colour;
    if (file) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      const { data } = await api.POST('/v1/gallery/upload', {
        body: { fileName: file.name, contentType: file.type, contentBase64: btoa(binary), altText: 'Logo' },
      });
      body.logoFileId = data.fileId;
    }
    if (Object.keys(body).length) await patchWorkspace(body);
  };
  return (
    <Card title="Colour and logo" id="bp-look">
      <p class="hint">
        The same colour and logo as your tickets, invoices and emails (also in <a href={href('/settings')}>Settings</a>
        ).
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save.run(submit, 'Saved: the page shows them on its next load.');
        }}
      >
        <Field label="Brand colour" name="brandColor" error={save.error} hint="Buttons and links on the page.">
          {(id, describedBy) => (
            <span class="settings-colour">
              <input
                id={id}
                aria-describedby={describedBy}
                type="color"
                value={colour}
                disabled={!props.editable}
                onInput={(e) => setColour(e.currentTarget.value)}
              />
              <span class="mono">{colour}</span>
            </span>
          )}
        </Field>
        <div class="bookpage-logo">
          {logo ? <img src={logo} alt="Your current logo" /> : <p class="hint">No logo yet.</p>}
        </div>
        {props.editable && (
          <Field
            label="New logo"
            name="logoFileId"
            error={save.error}
            hint="A PNG or JPEG image, ideally wide and at least 200 px tall."
          >
            {(id, describedBy) => (
              <input
                id={id}
                aria-describedby={describedBy}
                type="file"
                accept="image/png,image/jpeg"
                onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              />
            )}
          </Field>
        )}
        {props.editable && <SaveRow {...save} label="Save colour and logo" fields={['brandColor', 'logoFileId']} />}
      </form>
    </Card>
  );
}

function QuestionsCard(props: { ws: Workspace; forms: Option[] | null; editable: boolean; onSaved: () => void }) {
  const [billing, setBilling] = useState(props.ws.wizardBillingFormId ?? '');
  const [passenger, setPassenger] = useState(props.ws.wizardPassengerFormId ?? '');
  useEffect(() => {
    setBilling(props.ws.wizardBillingFormId ?? '');
    setPassenger(props.ws.wizardPassengerFormId ?? '');
  }, [props.ws.wizardBillingFormId, props.ws.wizardPassengerFormId]);
  const save = useSave(props.onSaved);
  const select = (value: string, set: (v: string) => void) => (id: string, describedBy: string | undefined) => (
    <select
      id={id}
      aria-describedby={describedBy}
      value={value}
      disabled={!props.editable || !props.forms}
      onChange={(e) => set(e.currentTarget.value)}
    >
      <option value="">No questions</option>
      {value && !props.forms?.some((f) => f.id === value) && (
        <option value={value}>{value} (not a published form)</option>
      )}
      {(props.forms ?? []).map((f) => (
        <option key={f.id} value={f.id}>
          {f.name}
        </option>
      ))}
    </select>
  );
  return (
    <Card title="Booking questions" id="bp-questions">
      <p class="hint">
        A published form's questions are asked on the page: once per booking, and for each traveller. Forms are made
        with the Forms API (<a href="/docs#tag/forms">API reference</a>).
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save.run(
            () => patchWorkspace({ wizardBillingFormId: billing || null, wizardPassengerFormId: passenger || null }),
            'Saved: the page asks these questions.',
          );
        }}
      >
        <Field label="Questions per booking" name="wizardBillingFormId" error={save.error}>
          {select(billing, setBilling)}
        </Field>
        <Field label="Questions per traveller" name="wizardPassengerFormId" error={save.error}>
          {select(passenger, setPassenger)}
        </Field>
        {props.editable && props.forms ? (
          <SaveRow {...save} label="Save questions" fields={['wizardBillingFormId', 'wizardPassengerFormId']} />
        ) : null}
      </form>
    </Card>
  );
}

function PaymentsCard(props: {
  type: string;
  accounts: Account[] | null;
  error: unknown;
  editable: boolean;
  onSaved: () => void;
}) {
  const available = Object.entries(PROVIDERS).filter(([, p]) => p.type === props.type);
  const [provider, setProvider] = useState(available[0]?.[0] ?? 'test');
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const save = useSave(() => {
    setSecrets({});
    props.onSaved();
  });
  const spec = PROVIDERS[provider]!;
  const account = props.accounts?.find((a) => a.provider === provider);
  return (
    <Card title="Payments" id="bp-payments">
      <ErrorLine error={props.error} />
      {props.accounts && (
        <ul class="bookpage-accounts">
          {props.accounts.length === 0 && (
            <li class="hint">No payment provider set up: guests can hold seats but not pay.</li>
          )}
          {props.accounts.map((a) => (
            <li key={a.id}>
              <strong>{PROVIDERS[a.provider]?.name ?? words(a.provider)}</strong>{' '}
              {(PROVIDERS[a.provider]?.fields ?? []).map(([f, label]) => (
                <span key={f} class="bookpage-secret">
                  {label}: {a.fields.includes(f) ? <Badge tone="good">set</Badge> : <Badge tone="warn">not set</Badge>}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      {props.editable && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const given = Object.fromEntries(
              spec.fields.map(([f]) => [f, secrets[f] ?? '']).filter(([, v]) => v !== ''),
            );
            void save.run(
              () =>
                api.POST('/v1/payments/accounts/upsert', {
                  body: {
                    provider: provider as 'test' | 'stripe' | 'paymentprovider',
                    displayName: spec.name,
                    ...(Object.keys(given).length ? { config: given } : {}),
                  },
                }),
              'Saved. The credentials are stored sealed and are never shown again.',
            );
          }}
        >
          <Field label="Provider" name="provider" error={save.error}>
            {(id, describedBy) => (
              <select
                id={id}
                aria-describedby={describedBy}
                value={provider}
                onChange={(e) => setProvider(e.currentTarget.value)}
              >
                {available.map(([key, p]) => (
                  <option key={key} value={key}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {spec.fields.map(([f, label]) => (
            <Field
              key={f}
              label={label}
              name="config"
              error={save.error}
              hint={
                account?.fields.includes(f) ? 'Set. Leave empty to keep it; type a new one to replace it.' : 'Not set.'
              }
            >
              {(id, describedBy) => (
                <input
                  id={id}
                  aria-describedby={describedBy}
                  type="password"
                  autoComplete="off"
                  value={secrets[f] ?? ''}
                  onInput={(e) => setSecrets({ ...secrets, [f]: e.currentTarget.value })}
                />
              )}
            </Field>
          ))}
          {spec.fields.length === 0 && (
            <p class="hint">The test provider needs no credentials: guests choose to pay, fail or abandon.</p>
          )}
          <SaveRow {...save} label={account ? 'Update provider' : 'Set up provider'} fields={['provider', 'config']} />
        </form>
      )}
    </Card>
  );
}

function FramingCard(props: { ws: Workspace; editable: boolean; onSaved: () => void }) {
  const [text, setText] = useState(props.ws.bookingPageFrameOrigins.join('\n'));
  const storedText = props.ws.bookingPageFrameOrigins.join('\n');
  useEffect(() => setText(storedText), [storedText]);
  const save = useSave(props.onSaved);
  return (
    <Card title="Your website" id="bp-framing">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          // One origin a line, as people paste them: case and a trailing slash do not matter to a browser, and a
          // bare host is an https site.
          const origins = text
            .split(/\s+/)
            .map((s) => s.trim().toLowerCase().replace(/\/+$/, ''))
            .filter(Boolean)
            .map((s) => (/^[a-z][a-z0-9+.-]*:\/\//.test(s) ? s : 'https://' + s));
          void save.run(
            () => patchWorkspace({ bookingPageFrameOrigins: [...new Set(origins)] }),
            'Saved: those sites may show the page.',
          );
        }}
      >
        <Field
          label="Sites that may show the page in a frame"
          name="bookingPageFrameOrigins"
          error={save.error}
          hint="One a line, like www.delta-tours.ro, or *.delta-tours.ro for every subdomain (https, unless you write http:// for a local test site); at most 20. The Book now snippet's window works only on these sites; the plain link works everywhere."
        >
          {(id, describedBy) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              rows={4}
              value={text}
              readOnly={!props.editable}
              spellcheck={false}
              onInput={(e) => setText(e.currentTarget.value)}
            />
          )}
        </Field>
        {props.editable && <SaveRow {...save} label="Save sites" fields={['bookingPageFrameOrigins']} />}
      </form>
    </Card>
  );
}

function SnippetsCard({ ws }: { ws: Workspace }) {
  const origin = location.origin;
  const script = `<script src="${origin}/bookpage/embed.js" data-handle="${ws.bookingPageHandle}" data-label="Book now" data-color="${ws.brandColor}" async></script>`;
  const link = `<a href="${origin}/book/${ws.bookingPageHandle}">Book now</a>`;
  return (
    <Card title="Put it on your website" id="bp-snippets">
      <p class="hint">
        Paste the button where it should appear. It opens the page over your site; add{' '}
        <code>data-product="product-slug"</code> to open one product, <code>data-lang="ro"</code> for Romanian.
      </p>
      <Snippet label="Book now button (script)" value={script} />
      <Snippet label="Plain link (no script)" value={link} />
    </Card>
  );
}

function Snippet(props: { label: string; value: string }) {
  return (
    <Field label={props.label}>
      {(id, describedBy) => (
        <div class="bookpage-snippet">
          <textarea id={id} aria-describedby={describedBy} readOnly rows={4} value={props.value} spellcheck={false} />
          <CopyButton value={props.value} label={`Copy ${props.label.split(' (')[0]!.toLowerCase()}`} />
        </div>
      )}
    </Field>
  );
}

function PreviewCard(props: { address: string; version: string }) {
  const [narrow, setNarrow] = useState(false);
  return (
    <Card title="Preview" id="bp-preview">
      <label class="check">
        <input type="checkbox" checked={narrow} onChange={(e) => setNarrow(e.currentTarget.checked)} />
        As on a phone (390 px)
      </label>
      <div class="bookpage-preview">
        <iframe
          key={props.version}
          title="Preview of your booking page"
          src={props.address}
          style={{ width: narrow ? '390px' : '100%' }}
        />
      </div>
    </Card>
  );
}
