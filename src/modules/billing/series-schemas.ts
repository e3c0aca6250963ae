// Request and response schemas of contract series (camelCase, as the reference shows them).
import Type, { type Static } from 'typebox';
import { Component, Nullable, Ref } from '../../platform/http/schemas.js';
import { RESET_PERIODS } from './series-pattern.js';

const fields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  prefix: Nullable(Type.String({ minLength: 1, maxLength: 32, pattern: '^[^{}]*$' })),
  pattern: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'e.g. CNT-{year}-{sequence:04}; placeholders {year}, {month}, {prefix}, {sequence}, {sequence:NN}',
  }),
  resetPeriod: Type.Enum([...RESET_PERIODS], {
    description: 'when the sequence restarts at startValue (default never)',
  }),
  startValue: Type.Integer({
    minimum: 0,
    maximum: 1_000_000_000_000,
    description: 'first sequence value after each reset (default 1)',
  }),
  enforceGapless: Type.Boolean({ description: 'default true' }),
  enforceMonotonicDates: Type.Boolean({ description: 'default false' }),
  active: Type.Boolean({ description: 'default true' }),
  defaultForBe: Type.Boolean({ description: 'default false; promote an existing series with set-default' }),
};

export const UpdateSeriesBody = Type.Partial(Type.Object(fields), {
  examples: [{ resetPeriod: 'month', active: true }],
});
export type UpdateSeriesBody = Static<typeof UpdateSeriesBody>;

export const CreateSeriesBody = Type.Object(
  { ...UpdateSeriesBody.properties, name: fields.name, pattern: fields.pattern },
  {
    examples: [
      {
        name: 'Contracts 2026',
        prefix: 'BDT',
        pattern: '{prefix}-{year}-{sequence:04}',
        resetPeriod: 'year',
        startValue: 1,
      },
    ],
  },
);
export type CreateSeriesBody = Static<typeof CreateSeriesBody>;

export const ContractSeries = Component(
  'ContractSeries',
  Type.Object(
    {
      id: Type.String({ description: 'cs_… id' }),
      workspaceId: Type.String(),
      name: Type.String(),
      prefix: Nullable(Type.String()),
      pattern: Type.String(),
      resetPeriod: Type.Enum([...RESET_PERIODS]),
      startValue: Type.Integer(),
      enforceGapless: Type.Boolean(),
      enforceMonotonicDates: Type.Boolean(),
      active: Type.Boolean(),
      defaultForBe: Type.Boolean(),
      createdAt: Type.String(),
      updatedAt: Type.String(),
    },
    { description: 'A numbering series for contracts: its pattern, reset period and rules.' },
  ),
);
export type ContractSeries = Static<typeof ContractSeries>;

export const SeriesData = Type.Object({ series: Ref(ContractSeries) });

export const SeriesListQuery = Type.Object({
  activeOnly: Type.Optional(
    Type.Enum(['true', 'false', '1', '0'], { description: 'only active series (default false)' }),
  ),
});

export const AllocateBody = Type.Object(
  {
    date: Type.Optional(
      Type.String({ format: 'date', description: 'YYYY-MM-DD; default today in the workspace time zone' }),
    ),
  },
  { examples: [{ date: '2026-06-01' }] },
);
export type AllocateBody = Static<typeof AllocateBody>;

export const Allocation = Type.Object({ number: Type.String(), sequence: Type.Integer() });
