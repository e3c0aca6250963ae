// The Travel Commerce API's TypeScript SDK.
export { createClient, retryingFetch, type ClientOptions, type TravelCommerceClient } from './client.js';
export { ApiError, type ErrorBody, type ErrorCode } from './errors.js';
export { paginate, type ListItem, type ListPath, type PageOptions } from './pagination.js';
export { verifyWebhook, type VerifyOptions, type WebhookHeaders } from './webhooks.js';
export type { components, operations, paths } from './schema.js';
