// Request and response schemas of forms and their submissions. Records are snake_case (spec "Form"); bodies
// accept `notification_emails` in both spellings.
import Type, { type Static } from 'typebox';
import { Component, Nullable } from '../../platform/http/schemas.js';

export const FIELD_TYPES = ['text', 'email', 'number', 'phone', 'date', 'select', 'checkbox', 'textarea'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FORM_STATUSES = ['draft', 'published'] as const;

/** A select option: `{value, label}`, or a plain string standing for both. */
const OptionInput = Type.Union([
  Type.String({ minLength: 1, maxLength: 200 }),
  Type.Object({
    value: Type.String({ minLength: 1, maxLength: 200 }),
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  }),
]);

const FieldInput = Type.Object({
  // Field ids are the keys of a submission body.
  id: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' }),
  type: Type.Enum([...FIELD_TYPES]),
  label: Type.String({ minLength: 1, maxLength: 200 }),
  required: Type.Optional(Type.Boolean()),
  placeholder: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  options: Type.Optional(Type.Array(OptionInput, { minItems: 1, maxItems: 200 })),
});
export type FieldInput = Static<typeof FieldInput>;

const LocalisedText = Type.Record(
  Type.String({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$' }),
  Type.String({ minLength: 1, maxLength: 2000 }),
);

const SettingsInput = Type.Object({
  /** What a successful submit answers in `message`, per locale. */
  success_message: Type.Optional(LocalisedText),
  /** Where the submitter's page goes next (`redirect_url` of the submit answer). */
  redirect_url: Type.Optional(Nullable(Type.String({ format: 'uri', maxLength: 2000 }))),
});
export type SettingsInput = Static<typeof SettingsInput>;

const Emails = Type.Array(Type.String({ format: 'email', maxLength: 254 }), { maxItems: 20 });

const writable = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 }),
  title: Nullable(Type.String({ maxLength: 200 })),
  description: Nullable(Type.String({ maxLength: 5000 })),
  status: Type.Enum([...FORM_STATUSES]),
  fields: Type.Array(FieldInput, { maxItems: 100 }),
  settings: Nullable(SettingsInput),
  notification_emails: Emails,
  notificationEmails: Emails,
};

export const UpdateFormBody = Type.Partial(Type.Object(writable), {
  examples: [{ status: 'published', notification_emails: ['sales@bluedanube.example'] }],
});
export type UpdateFormBody = Static<typeof UpdateFormBody>;

export const CreateFormBody = Type.Object(
  { ...UpdateFormBody.properties, name: writable.name },
  {
    examples: [
      {
        name: 'Tailor-made trip request',
        title: 'Plan your trip with us',
        fields: [
          { id: 'name', type: 'text', label: 'Your name', required: true },
          { id: 'email', type: 'email', label: 'Email', required: true },
          { id: 'travellers', type: 'number', label: 'Travellers' },
          {
            id: 'region',
            type: 'select',
            label: 'Region',
            options: ['Transylvania', 'Danube Delta', { value: 'other', label: 'Somewhere else' }],
          },
        ],
        settings: { success_message: { en: 'Thank you! We will write within a day.' } },
        notification_emails: ['sales@bluedanube.example'],
      },
    ],
  },
);
export type CreateFormBody = Static<typeof CreateFormBody>;

export const FormField = Type.Object({
  id: Type.String(),
  type: Type.String(),
  label: Type.String(),
  required: Type.Boolean(),
  placeholder: Type.Optional(Nullable(Type.String())),
  options: Type.Optional(Type.Array(Type.Object({ value: Type.String(), label: Type.String() }))),
});
export type FormField = Static<typeof FormField>;

export const FormSettings = Type.Object({
  success_message: Type.Optional(Type.Record(Type.String(), Type.String())),
  redirect_url: Type.Optional(Nullable(Type.String())),
});
export type FormSettings = Static<typeof FormSettings>;

export const Form = Component(
  'Form',
  Type.Object(
    {
      id: Type.String({ description: 'form_… id' }),
      workspace_id: Type.String(),
      name: Type.String(),
      slug: Type.String(),
      title: Nullable(Type.String()),
      description: Nullable(Type.String()),
      status: Type.String(),
      fields: Type.Array(FormField),
      settings: Nullable(FormSettings),
      notification_emails: Type.Array(Type.String()),
      created_by: Nullable(
        Type.String({
          description:
            'Who created it: the API key (`key_…`) or the person signed in to the console (`usr_…`); null for forms made before that was recorded',
        }),
      ),
      created_at: Type.String(),
      updated_at: Type.String(),
    },
    { description: 'A form: its fields, settings and where its submissions are announced.' },
  ),
);
export type Form = Static<typeof Form>;

export const FormListQuery = Type.Object({
  status: Type.Optional(Type.Enum([...FORM_STATUSES])),
  q: Type.Optional(Type.String({ maxLength: 200 })),
});

/** The submit body: field id → value; checked against the form's fields by the service. */
export const SubmitBody = Type.Record(Type.String(), Type.Unknown(), {
  examples: [{ name: 'Ioana Popescu', email: 'ioana.popescu@example.com', travellers: 2, region: 'Danube Delta' }],
});

export const SubmitResponse = Component(
  'FormSubmissionReceipt',
  Type.Object(
    {
      success: Type.Boolean(),
      submission_id: Type.String(),
      message: Type.Record(Type.String(), Type.String()),
      redirect_url: Nullable(Type.String()),
    },
    {
      description: "What a successful submission answers: the form's success message per locale and where to go next.",
    },
  ),
);
export type SubmitResponse = Static<typeof SubmitResponse>;

export const Submission = Component(
  'FormSubmission',
  Type.Object(
    {
      id: Type.String(),
      form_id: Type.String(),
      data: Type.Record(Type.String(), Type.Unknown(), { description: 'The answers, by field id' }),
      created_at: Type.String(),
    },
    { description: 'What was submitted to a form.' },
  ),
);
export type Submission = Static<typeof Submission>;
