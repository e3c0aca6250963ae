// Request and response schemas of tags.
import Type, { type Static } from 'typebox';
import { SLUG_PATTERN } from '../../platform/slug.js';

const Name = Type.String({ minLength: 1, maxLength: 100 });

export const CreateTagBody = Type.Object({ name: Name, slug: Type.Optional(Type.String({ pattern: SLUG_PATTERN, maxLength: 100 })) });
export type CreateTagBody = Static<typeof CreateTagBody>;

export const UpdateTagBody = Type.Partial(CreateTagBody);
export type UpdateTagBody = Static<typeof UpdateTagBody>;

export const Tag = Type.Object({ id: Type.String(), name: Type.String(), slug: Type.String(), createdAt: Type.String(), updatedAt: Type.String() });
export type Tag = Static<typeof Tag>;

export const TagListQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) });
