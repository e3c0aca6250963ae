// The outbox: every state change writes its event row in the same transaction as the change (DESIGN §4).
// Modules that react to events (webhook fan-out) register a hook that runs inside that same transaction,
// so an event and the work it causes commit or roll back together.
import { clock } from './clock.js';
import { json } from './db/codecs.js';
import type { Tx } from './db/index.js';
import type { EventType } from './event-types.js';
import { newId } from './ids.js';

export interface EventRecord {
  id: string;
  type: string;
  created_at: string;
  workspace_id: string;
  data: Record<string, unknown>;
}

export type EventsTable = {
  events: { id: string; workspace_id: string; type: string; data: string; created_at: string };
}

export type EmitHook = (tx: Tx, event: EventRecord) => Promise<void>;

export class Outbox {
  private readonly hooks: EmitHook[] = [];

  onEmit(hook: EmitHook): void {
    this.hooks.push(hook);
  }

  async emit(tx: Tx, workspaceId: string, type: EventType, data: object): Promise<EventRecord> {
    const event: EventRecord = {
      id: newId('evt'),
      type,
      created_at: clock.iso(),
      workspace_id: workspaceId,
      data: data as Record<string, unknown>,
    };
    await tx
      .withTables<EventsTable>()
      .insertInto('events')
      .values({ id: event.id, workspace_id: workspaceId, type, data: json.write(data), created_at: event.created_at })
      .execute();
    for (const hook of this.hooks) await hook(tx, event);
    return event;
  }
}
