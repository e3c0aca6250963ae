// Request and response schemas of tags.
import Type, { type Static } from 'typebox';
import { Component } from '../../platform/http/schemas.js';
import { SLUG_PATTERN } from '../../platform/slug.js';

const Name = Type.String({ minLength: 1, maxLength: 100 });

export const CreateTagBody = Type.Object(
  { name: Name, slug: Type.Optional(Type.String({ pattern: SLUG_PATTERN, maxLength: 100 })) },
  { examples: [{ name: 'Wine tasting' }] },
);
export type CreateTagBody = Static<typeof CreateTagBody>;

export const UpdateTagBody = Type.Partial(CreateTagBody, { examples: [{ name: 'Wine & vineyards', slug: 'wine' }] });
export type UpdateTagBody = Static<typeof UpdateTagBody>;

export const Tag = Component(
  'Tag',
  Type.Object(
    {
      id: Type.String({ description: 'tag_… id' }),
      name: Type.String(),
      slug: Type.String(),
      createdAt: Type.String(),
      updatedAt: Type.String(),
    },
    { description: 'A label products carry (by slug).' },
  ),
);
export type Tag = Static<typeof Tag>;

export const TagListQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })) });
