// Each area's section of the workspace settings, in the order GET/PATCH /v1/workspace answers them: index.ts
// registers them, and the console's build (scripts/build-console.ts) reads the PATCH body's schemas from here for
// the settings form (a field and its help text per key).
import { billingSettings } from './billing/workspace-settings.js';
import { bookingPageSettings } from './bookpage/workspace-settings.js';
import { wizardSettings } from './bookings/workspace-settings.js';
import { catalogSettings } from './catalog/workspace-settings.js';
import { brandSettings } from './documents/workspace-settings.js';
import { workspaceSettingsSchemas } from './workspaces/schemas.js';
import { SettingsRegistry } from './workspaces/settings.js';

export const SETTINGS_SECTIONS = {
  bookings: wizardSettings,
  billing: billingSettings,
  catalog: catalogSettings,
  brand: brandSettings,
  bookpage: bookingPageSettings,
};

/** What PATCH /v1/workspace takes, key by key (JSON Schema, with each key's description), in answer order. */
export function workspacePatchProperties(): Record<string, unknown> {
  const registry = new SettingsRegistry();
  for (const section of Object.values(SETTINGS_SECTIONS)) registry.register<object>(section);
  return workspaceSettingsSchemas(registry).UpdateWorkspaceBody.properties;
}
