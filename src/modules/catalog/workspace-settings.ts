// The catalog's section of the workspace settings (src/modules/workspaces/settings.ts): when availability turns
// LIMITED. Its reader also gives the workspace's time zone, whose local days the availability calendar uses.
import Type from 'typebox';
import type { SettingsReader, SettingsSection } from '../workspaces/settings.js';

export type CatalogSettings = {
  /** A departure is LIMITED once its vacancies are at most this percentage of its capacity. */
  availabilityLimitedPercent: number;
};

export const catalogSettings: SettingsSection<CatalogSettings> = {
  answer: { availabilityLimitedPercent: Type.Integer() },
  patch: {
    availabilityLimitedPercent: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: "Availability says LIMITED once vacancies are at most this percentage of a departure's capacity.",
    }),
  },
  defaults: { availabilityLimitedPercent: 20 },
};

export type CatalogSettingsReader = SettingsReader<CatalogSettings>;
