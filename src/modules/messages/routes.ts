// HTTP for messages: the log, resending, the delivery settings, previews and tests; the service does the rest.
import Type from 'typebox';
import type { Api } from '../../platform/module.js';
import { ListQuery, ListResponse, listEnvelope, pageOf, parseSort } from '../../platform/http/pagination.js';
import { authErrors, IdParamsOf, Ref } from '../../platform/http/schemas.js';
import {
  Message,
  MessageListQuery,
  MessageSettings,
  MessageWithBody,
  Preview,
  PreviewBody,
  TestBody,
} from './schemas.js';
import type { MessagesService } from './service.js';

const tags = ['Messages'];
const IdParams = IdParamsOf('msg');
const Data = Type.Object({ data: Ref(Message) });
const SORTS = { created_at: 'created_at', createdAt: 'created_at' } as const;

export function messagesRoutes(app: Api, service: MessagesService): void {
  app.get(
    '/v1/messages',
    {
      config: { scope: 'bookings:read' },
      schema: {
        operationId: 'listMessages',
        tags,
        summary: 'List messages',
        description:
          "The workspace's emails, newest first: `status`, `template` and `bookingId` filter (a booking's messages include its invoice's).",
        querystring: Type.Intersect([ListQuery, MessageListQuery]),
        response: { 200: ListResponse(Ref(Message)), ...authErrors },
      },
    },
    async (req) => {
      const page = pageOf(req.query);
      const sort = parseSort(req.query, SORTS, { column: 'created_at', direction: 'desc' });
      const { status, template, bookingId } = req.query;
      const { items, total } = await service.list(req.auth.workspaceId, { status, template, bookingId }, sort, page);
      return listEnvelope(items, total, page);
    },
  );

  app.get(
    '/v1/messages/settings',
    {
      config: { scope: 'bookings:read' },
      schema: {
        operationId: 'getMessageSettings',
        tags,
        summary: 'How messages are delivered',
        description:
          'Whether messages are sent over SMTP (`SMTP_URL` is set) or kept without sending, the sender address, whether they are DKIM-signed, and the templates.',
        response: { 200: Type.Object({ data: MessageSettings }), ...authErrors },
      },
    },
    async () => ({ data: service.settings() }),
  );

  app.get(
    '/v1/messages/:id',
    {
      config: { scope: 'bookings:read' },
      schema: {
        operationId: 'getMessage',
        tags,
        summary: 'Get a message',
        description: 'One message with its HTML and text parts as sent (null until its first attempt renders them).',
        params: IdParams,
        response: { 200: Type.Object({ data: Ref(MessageWithBody) }), ...authErrors },
      },
    },
    async (req) => ({ data: await service.get(req.auth.workspaceId, req.params.id) }),
  );

  app.post(
    '/v1/messages/:id/resend',
    {
      config: { scope: 'bookings:write' },
      schema: {
        operationId: 'resendMessage',
        tags,
        summary: 'Send a message again',
        description:
          'Queues a new message with the same template, recipient and records, rendered afresh from them; its `resendOf` names this one. A message whose recipient was erased (`to` is `[erased]`) is not sent again.',
        params: IdParams,
        errors: ['MESSAGE_RECIPIENT_ERASED'],
        response: { 201: Data, ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.resend(req.auth.workspaceId, req.params.id) }),
  );

  app.post(
    '/v1/messages/preview',
    {
      config: { scope: 'bookings:read' },
      schema: {
        operationId: 'previewMessage',
        tags,
        summary: 'Preview a template',
        description:
          "Renders a template with a real booking (`bookingId`) or invoice (`invoiceId`, for `invoice_issued`) of the workspace, in `locale` or the booking's language; nothing is stored or sent.",
        body: PreviewBody,
        response: { 200: Type.Object({ data: Preview }), ...authErrors },
      },
    },
    async (req) => ({ data: await service.preview(req.auth.workspaceId, req.body) }),
  );

  app.post(
    '/v1/messages/test',
    {
      config: { scope: 'bookings:write' },
      schema: {
        operationId: 'sendTestMessage',
        tags,
        summary: 'Send a test',
        description:
          'Sends a template rendered with a real booking or invoice to `to` (e.g. yourself), through the same queue as every message; it is listed with `test: true`.',
        body: TestBody,
        response: { 201: Data, ...authErrors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await service.sendTest(req.auth.workspaceId, req.body) }),
  );
}
