// A person's data rights on their page: "Export data" saves everything the workspace holds about them as a JSON file
// (GET /v1/people/{id}/export), "Erase personal data" erases it after a dialog that says what goes and what stays and
// asks for the word typed (POST /v1/people/{id}/erase). Both are recorded in the audit log by the API.
import { useState } from 'preact/hooks';
import { api, type Answer } from '../api.js';
import { count, when } from '../format.js';
import { useSession } from '../session.js';
import { Dialog, DialogFormActions, ErrorLine, Field, Notice, saveFile } from '../ui.js';

type Person = Answer<'/v1/people/{id}', 'get'>;
type Erasure = Answer<'/v1/people/{id}/erase', 'post'>;

/** What the erasure dialog asks to be typed, so a stray click or Enter cannot erase. */
const WORD = 'ERASE';

export function PersonDataCard({ person, onErased }: { person: Person; onErased: () => void }) {
  const { can } = useSession();
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const exportData = async () => {
    setExporting(true);
    setError(null);
    setNotice(null);
    try {
      const { data } = await api.GET('/v1/people/{id}/export', { params: { path: { id: person.id } } });
      saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `person-${person.id}.json`);
      setNotice('The export was downloaded.');
    } catch (err) {
      setError(err);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div class="card">
      <h2>Personal data</h2>
      {person.erasedAt ? (
        <p>
          Their personal data was erased on {when(person.erasedAt)}. Their bookings, payments and issued invoices stay.
        </p>
      ) : (
        <p class="hint">A guest may ask for everything the workspace holds about them, or for it to be erased.</p>
      )}
      <div class="actions">
        <button type="button" onClick={exportData} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export data'}
        </button>
        {can('customers:delete') && !person.erasedAt && (
          <button type="button" class="danger" onClick={() => setErasing(true)}>
            Erase personal data
          </button>
        )}
      </div>
      <ErrorLine error={error} />
      <Notice text={notice} />
      {erasing && (
        <EraseDialog
          person={person}
          onClose={() => setErasing(false)}
          onErased={(done) => {
            const kept = done.retained.length;
            setNotice(
              kept === 0
                ? 'Their personal data was erased.'
                : `Their personal data was erased; ${count(kept)} issued invoice${kept === 1 ? '' : 's'} keep${kept === 1 ? 's' : ''} their buyer details, as the law requires.`,
            );
            onErased();
          }}
        />
      )}
    </div>
  );
}

function EraseDialog(props: { person: Person; onClose: () => void; onErased: (done: Erasure) => void }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const name = `${props.person.firstName} ${props.person.lastName}`;
  const ready = typed.trim().toUpperCase() === WORD;
  const erase = async (e: Event) => {
    e.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.POST('/v1/people/{id}/erase', { params: { path: { id: props.person.id } } });
      props.onClose();
      props.onErased(data);
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };
  return (
    <Dialog title={`Erase ${name}’s personal data?`} onClose={props.onClose} role="alertdialog">
      <form onSubmit={erase} aria-label="Erase personal data">
        <div class="dialog-body">
          <p>
            Their name, emails, phones and country are erased here and everywhere else they appear: the contact of the
            bookings they made, their place among other bookings’ travellers, their form answers and the emails sent to
            them. Searches will no longer find them. <strong>This cannot be undone.</strong>
          </p>
          <p>
            Their bookings, payments, refunds and the figures in analytics stay as they are. Issued invoices keep their
            buyer details, as tax law requires.
          </p>
          <Field label={`Type ${WORD} to confirm`} hint="Export their data first if they asked for a copy.">
            {(id, describedBy) => (
              <input
                id={id}
                aria-describedby={describedBy}
                value={typed}
                autoComplete="off"
                autofocus
                onInput={(e) => setTyped(e.currentTarget.value)}
              />
            )}
          </Field>
        </div>
        <ErrorLine error={error} />
        <DialogFormActions
          label="Erase personal data"
          busy={busy}
          busyLabel="Erasing…"
          danger
          disabled={!ready}
          onClose={props.onClose}
        />
      </form>
    </Dialog>
  );
}
