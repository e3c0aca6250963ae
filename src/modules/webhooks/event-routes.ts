// HTTP for the events API: the workspace's event log, filtered by type patterns and time.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, Ref } from '../../platform/http/schemas.js';
import { Event, EventListQuery } from './event-schemas.js';
import type { EventService } from './event-service.js';

const EVENT_SORTS = { created_at: 'created_at', createdAt: 'created_at' } as const;

export function eventRoutes(app: Api, events: EventService): void {
  const etags = ['Events'];
  app.get(
    '/v1/events',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'listEvents',
        tags: etags,
        summary: 'List events',
        description:
          "The workspace's event log, newest first: what webhooks deliver, kept for the retention window. Filter by `type` (types or patterns such as `booking.*`, comma-separated), `created_after` / `created_before`, and `subject` (the events about one record, such as a booking's history with its payments).",
        querystring: Type.Intersect([ListQuery, EventListQuery]),
        response: { 200: ListResponse(Ref(Event)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, EVENT_SORTS, { column: 'created_at', direction: 'desc' });
      const { items, total } = await events.list(req.auth.workspaceId, req.query, sort, page);
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/events/:id',
    {
      config: { scope: 'events:read' },
      schema: {
        operationId: 'getEvent',
        tags: etags,
        summary: 'Get an event',
        description: 'Answers one event as webhooks deliver it.',
        params: IdParamsOf('evt'),
        response: { 200: Type.Object({ data: Ref(Event) }), ...authErrors },
      },
    },
    async (req) => ({ data: await events.get(req.auth.workspaceId, req.params.id) }),
  );
}
