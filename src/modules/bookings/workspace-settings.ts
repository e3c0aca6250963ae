// The booking wizard's section of the workspace settings (src/modules/workspaces/settings.ts): the forms its
// billing and passenger data must satisfy.
import Type from 'typebox';
import { Nullable, PrefixedId } from '../../platform/http/schemas.js';
import type { SettingsReader, SettingsSection } from '../workspaces/settings.js';

export type WizardSettings = {
  /** The form the wizard's billing data must satisfy; null checks none. */
  wizardBillingFormId: string | null;
  /** The form each passenger must satisfy (at least one passenger then); null checks none. */
  wizardPassengerFormId: string | null;
};

export const wizardSettings: SettingsSection<WizardSettings> = {
  answer: { wizardBillingFormId: Nullable(Type.String()), wizardPassengerFormId: Nullable(Type.String()) },
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
  },
  defaults: { wizardBillingFormId: null, wizardPassengerFormId: null },
};

export type WizardSettingsReader = SettingsReader<WizardSettings>;
