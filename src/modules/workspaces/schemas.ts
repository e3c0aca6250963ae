// The workspace settings resource (GET/PATCH /v1/workspace): the workspace's own fields around every area's
// settings, in the order their sections were registered (settings.ts).
import Type from 'typebox';
import { Component } from '../../platform/http/schemas.js';
import { HANDLE_MAX_LENGTH, HANDLE_PATTERN } from './handles.js';
import type { SettingsRegistry } from './settings.js';

/** The answer's and the PATCH body's schemas, built once every area has registered its section. */
export function workspaceSettingsSchemas(settings: SettingsRegistry) {
  const WorkspaceSettings = Component(
    'Workspace',
    Type.Object(
      {
        id: Type.String({ description: 'ws_… id' }),
        name: Type.String(),
        bookingPageHandle: Type.String({
          description: "Where the workspace's public booking page is: `/book/<bookingPageHandle>`.",
        }),
        type: Type.Union([Type.Literal('live'), Type.Literal('sandbox')]),
        ...settings.answerSchemas(),
        limits: Type.Object({ perMinute: Type.Integer(), burst: Type.Integer() }),
        createdAt: Type.String(),
        updatedAt: Type.String(),
      },
      {
        description:
          "The workspace (tenant) of the calling key: its type and limits, and its settings (workspace-wide defaults, then each area's).",
      },
    ),
  );
  const UpdateWorkspaceBody = Type.Partial(
    Type.Object({
      name: Type.String({ minLength: 1, maxLength: 200, description: "The workspace's name, as its members see it." }),
      bookingPageHandle: Type.String({
        minLength: 1,
        maxLength: HANDLE_MAX_LENGTH,
        pattern: HANDLE_PATTERN,
        description:
          "The booking page's address, `/book/<handle>`: lower-case letters and digits in dash-separated runs, unique across workspaces (409 `BOOKING_PAGE_HANDLE_TAKEN` when another workspace has it). A new workspace's is made from its name. The old address stops answering when it changes.",
      }),
      ...settings.patchSchemas(),
    }),
    {
      examples: [
        { name: 'Blue Danube Tours', timezone: 'Europe/Vienna', defaultCurrency: 'EUR', defaultInvoiceSeries: 'BDT' },
      ],
    },
  );
  return { WorkspaceSettings, UpdateWorkspaceBody };
}

/** What PATCH /v1/workspace takes: the name and any area's settings (validated by the schemas above). */
export type UpdateWorkspaceBody = { name?: string; bookingPageHandle?: string } & Record<string, unknown>;
