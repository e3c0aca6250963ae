// The bookings' section of the workspace settings (src/modules/workspaces/settings.ts): the forms the booking
// wizard's billing and passenger data must satisfy, and how long a hold lasts when a request does not say.
import Type from 'typebox';
import { Nullable, PrefixedId } from '../../platform/http/schemas.js';
import type { SettingsReader, SettingsSection } from '../workspaces/settings.js';

export type WizardSettings = {
  /** The form the wizard's billing data must satisfy; null checks none. */
  wizardBillingFormId: string | null;
  /** The form each passenger must satisfy (at least one passenger then); null checks none. */
  wizardPassengerFormId: string | null;
  /** A hold's length when a request gives none; null: the server's HOLD_DEFAULT_MINUTES. */
  holdMinutes: number | null;
};

export const wizardSettings: SettingsSection<WizardSettings> = {
  answer: {
    wizardBillingFormId: Nullable(Type.String()),
    wizardPassengerFormId: Nullable(Type.String()),
    holdMinutes: Nullable(Type.Integer()),
  },
  patch: {
    wizardBillingFormId: Nullable({
      ...PrefixedId('form'),
      description:
        "The form (form_… id) the booking wizard's billing data must satisfy; without one (null) nothing is checked.",
    }),
    wizardPassengerFormId: Nullable({
      ...PrefixedId('form'),
      description:
        'The form (form_… id) each passenger of the booking wizard must satisfy (at least one passenger then); without one (null) nothing is checked.',
    }),
    holdMinutes: Nullable(
      Type.Integer({
        minimum: 1,
        maximum: 10080,
        description:
          "How many minutes a hold lasts when the request does not say: a booking made with `hold: true` and no `holdMinutes` (a phone booking held in the console), and the seats the booking wizard holds while the guest pays. Kept within the server's HOLD_MIN_MINUTES..HOLD_MAX_MINUTES; null: the server's HOLD_DEFAULT_MINUTES. OCTO reservations name their own length or take the server's.",
      }),
    ),
  },
  defaults: { wizardBillingFormId: null, wizardPassengerFormId: null, holdMinutes: null },
};

export type WizardSettingsReader = SettingsReader<WizardSettings>;
