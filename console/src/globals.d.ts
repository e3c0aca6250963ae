// Constants the build (scripts/build-console.ts) defines from the server's own source.

/** Event types by group (src/modules/event-catalogue.ts EVENT_GROUPS). */
declare const __EVENT_GROUPS__: Record<string, readonly string[]>;
/** Booking status → the statuses it may change to (src/modules/bookings/rules.ts). */
declare const __BOOKING_NEXT__: Record<string, readonly string[]>;
/** PATCH /v1/workspace's body, key by key (src/modules/settings-sections.ts): JSON Schema with a description. */
declare const __WORKSPACE_SETTINGS__: Record<
  string,
  {
    type?: string | string[];
    description?: string;
    minimum?: number;
    maximum?: number;
    maxLength?: number;
    pattern?: string;
    /** One of fixed values (a TypeBox union of literals). */
    anyOf?: Array<{ const?: string; type?: string }>;
  }
>;
