// The areas' error codes, beside the platform's own (src/platform/errors.ts): each with the HTTP status it is
// answered with and what it means. `AppError` and its kinds take only a code of this catalogue, of the status they
// answer (a code missing here, or thrown with another status, fails the build); the API introduction's table
// (docs/api-introduction.md, `{{ERROR_CATALOGUE}}`) and each operation's list in the OpenAPI document
// (`schema.errors`) are made from it. A code is UPPER_SNAKE_CASE and keeps its meaning once published.
import { PLATFORM_ERROR_CODES, type ErrorCode, type ErrorCodeInfo } from '../platform/errors.js';

export const MODULE_ERROR_CODES = {
  // ------------------------------------------------------------------ shared by several areas
  UNKNOWN_REFERENCE: {
    status: 422,
    meaning:
      'A field names a record that does not exist in this workspace (or on the product): `details.field` names it.',
  },
  UNPROCESSABLE: {
    status: 422,
    meaning:
      'Well-formed, but a value is impossible with the rest of the request or the data (dates out of order, a total that does not add up, a rule of the resource): `details.field` names it.',
  },
  CURRENCY_MISMATCH: {
    status: 422,
    meaning: "The amount is in another currency than the product's, the booking's or the prices' (`details.field`).",
  },
  INVALID_STATUS_TRANSITION: {
    status: 422,
    meaning:
      'The resource cannot move from its status to the one asked (a booking also answers `from`, `to` and `allowed_next`).',
  },
  CONCURRENT_CHANGE: {
    status: 409,
    meaning: 'Another request changed the same thing at the same moment: read it again and retry.',
  },

  // ------------------------------------------------------------------ accounts (people, sessions, keys)
  INVALID_CREDENTIALS: { status: 401, meaning: 'The email and password do not match an account.' },
  NO_WORKSPACE: { status: 403, meaning: 'The account is not a member of any workspace.' },
  OWNER_REQUIRED: { status: 403, meaning: "Only a workspace owner may do this (an owner's role, the last owner)." },
  ACCOUNT_EXISTS: {
    status: 409,
    meaning:
      "The email already has an account, so a setup link cannot set its password: accept with the account's password.",
  },
  ALREADY_MEMBER: { status: 409, meaning: 'The person is already a member of the workspace.' },
  LAST_OWNER: { status: 409, meaning: 'The last owner cannot be removed or demoted: make another member an owner.' },
  ALREADY_REVOKED: { status: 409, meaning: 'The API key is already revoked.' },
  LINK_EXPIRED: {
    status: 410,
    meaning: 'The one-time link was used, has expired or was withdrawn: ask for a new one.',
  },
  TOO_MANY_SIGN_IN_ATTEMPTS: {
    status: 429,
    meaning: 'Too many password attempts from this address or for this account: wait `retry_after` seconds.',
  },

  // ------------------------------------------------------------------ people (customers)
  PERSON_ERASED: {
    status: 409,
    meaning: "The person's personal data was erased (POST /v1/people/{id}/erase): their record cannot be changed.",
  },
  MESSAGE_RECIPIENT_ERASED: {
    status: 409,
    meaning: "The message's recipient had their personal data erased: it has no address to be sent again to.",
  },

  // ------------------------------------------------------------------ catalog (products, departures, pricing, tags)
  PRODUCT_SLUG_TAKEN: { status: 409, meaning: 'Another product of the workspace has this slug.' },
  TAG_SLUG_TAKEN: { status: 409, meaning: 'Another tag of the workspace has this slug.' },
  MARKETPLACE_PRODUCT: {
    status: 409,
    meaning: 'The product comes from the marketplace: disable it through the marketplace instead.',
  },
  HAS_ACTIVE_BOOKINGS: {
    status: 409,
    meaning: 'The product or departure has bookings that are not cancelled, so it cannot be deleted.',
  },
  CAPACITY_BELOW_BOOKED: { status: 422, meaning: "The departure's capacity would be below the seats already booked." },
  SCHEDULE_TOO_LARGE: {
    status: 422,
    meaning:
      'A departure schedule would make more than 1,000 departures in one request: split its dates (`details.field` is `to`).',
  },
  NOT_BOOKABLE: {
    status: 422,
    meaning:
      'The product is not active, the departure not scheduled, or the product cannot be booked here (`details.field`).',
  },
  SALES_CLOSED: { status: 422, meaning: "The departure's sales window is closed (not yet open, or past its cut-off)." },
  NO_PRICES: {
    status: 422,
    meaning:
      'The product has no price for what is asked: none at all, or none for a category or unit (`details.field`).',
  },
  PRICING_MODEL_MISMATCH: {
    status: 422,
    meaning:
      'The travellers are described another way than the product is priced: rooms (per room), units (per unit), or adults and children.',
  },
  INVALID_PARTY: {
    status: 422,
    meaning:
      "The travellers do not fit the product's rules: at least one adult, no more infants than adults, unit quantities within bounds, rooms within their occupancy and matching the travellers.",
  },
  PRICE_TOO_LARGE: { status: 422, meaning: 'The total exceeds the largest amount the service handles.' },

  // ------------------------------------------------------------------ bookings, wizard, check-in
  INVALID_COMMAND: {
    status: 409,
    meaning: 'The booking cannot be changed this way in its status (`command` and `status` say which).',
  },
  BOOKING_CHANGED: {
    status: 409,
    meaning: 'The booking changed since it was read (`expected_status`, `expected_updated_at`): read it again.',
  },
  NOT_ON_HOLD: { status: 409, meaning: 'Only a booking on hold can be extended.' },
  SESSION_SUBMITTED: {
    status: 409,
    meaning: 'The wizard session was already submitted (`submission_code` is its tracking code).',
  },
  HOLD_EXPIRED: { status: 410, meaning: "The booking's hold has expired, and its seats went back." },
  SESSION_EXPIRED: { status: 410, meaning: 'The wizard session has expired (`expires_at`): start a new one.' },
  CAPACITY_EXCEEDED: { status: 422, meaning: 'Not enough seats left on the departure.' },
  UNKNOWN_TRAVELLER: {
    status: 422,
    meaning: "A traveller index is outside the booking's party (`details.field`: `travellers[i]`).",
  },
  REFUND_EXCEEDS_PAID: { status: 422, meaning: 'A refund beyond what was paid and not yet refunded.' },
  PAYMENT_EXCEEDS_BALANCE: { status: 422, meaning: 'A payment by hand beyond what the booking still owes.' },
  MANIFEST_TOO_LARGE: { status: 422, meaning: 'The departure has more travellers than one manifest answers.' },

  // ------------------------------------------------------------------ documents (tickets, check-in by scanning)
  TICKET_NOT_AVAILABLE: {
    status: 409,
    meaning: "Only a confirmed or completed booking has a ticket (`status` is the booking's).",
  },
  TICKET_INVALID: {
    status: 422,
    meaning: 'The scanned code is not a ticket of this workspace: malformed, altered, or not signed by its key.',
  },
  TICKET_OTHER_WORKSPACE: { status: 422, meaning: 'The ticket was issued by another business.' },
  TICKET_BOOKING_CANCELLED: { status: 422, meaning: "The ticket's booking was cancelled or its hold expired." },
  TICKET_NOT_CONFIRMED: { status: 422, meaning: "The ticket's booking is on hold or pending: not confirmed yet." },
  TICKET_WRONG_DAY: {
    status: 422,
    meaning:
      "The ticket's departure is not today in the workspace's time zone (`details.departureStartsAt` says when it is).",
  },
  TICKET_BOOKING_COMPLETED: {
    status: 422,
    meaning: "The ticket's booking is completed and this traveller was never checked in: it can no longer be.",
  },

  // ------------------------------------------------------------------ billing (invoices, contract series)
  INVOICE_NOT_DRAFT: { status: 409, meaning: 'Only a draft invoice can change (`status` is the current one).' },
  ALREADY_VOID: { status: 409, meaning: 'The invoice is already void.' },
  INVOICE_EMPTY: { status: 422, meaning: 'An invoice needs at least one line to be issued.' },
  SERIES_NAME_TAKEN: { status: 409, meaning: 'Another contract series of the workspace has this name.' },
  DEFAULT_SERIES_EXISTS: {
    status: 409,
    meaning: 'The workspace has a default contract series: promote this one with set-default instead.',
  },
  SERIES_INACTIVE: {
    status: 409,
    meaning: 'The contract series is inactive: it allocates no numbers and cannot be the default.',
  },
  SERIES_IS_DEFAULT: {
    status: 409,
    meaning: 'The default contract series must stay active: promote another series first.',
  },
  SERIES_IN_USE: {
    status: 409,
    meaning:
      'The contract series has allocated numbers: its reset period and gapless start value stay, and it cannot be deleted (deactivate it).',
  },
  NUMBER_ALREADY_ALLOCATED: {
    status: 409,
    meaning: 'The series already allocated the number its pattern makes now: change the pattern or start value.',
  },
  DATE_BEFORE_LAST_ALLOCATED: {
    status: 422,
    meaning: 'The date is before the last one the series allocated a number for (its dates only go forward).',
  },

  // ------------------------------------------------------------------ vouchers
  VOUCHER_CODE_TAKEN: { status: 409, meaning: 'Another voucher of the workspace has this code.' },
  VOUCHER_INACTIVE: { status: 422, meaning: 'The voucher is not active (`details` says its status).' },
  VOUCHER_EXPIRED: { status: 422, meaning: 'The voucher has expired.' },
  VOUCHER_DEPLETED: { status: 422, meaning: 'The voucher has no balance left.' },
  VOUCHER_NOT_TRANSFERABLE: {
    status: 422,
    meaning: 'The voucher belongs to another customer and is not transferable.',
  },
  INSUFFICIENT_BALANCE: { status: 422, meaning: "The amount exceeds the voucher's balance." },
  VOUCHER_INVALID: {
    status: 422,
    meaning:
      'The voucher code cannot pay the order (`details.reason`: voucher_not_found, voucher_inactive, voucher_expired, voucher_depleted, voucher_not_transferable, currency_mismatch); nothing was held.',
  },
  REFUND_EXCEEDS_REDEEMED: {
    status: 422,
    meaning: 'A refund beyond what was redeemed (of the voucher, or of the redemption named).',
  },

  // ------------------------------------------------------------------ policies, forms, collections
  POLICY_SLUG_TAKEN: { status: 409, meaning: 'Another policy of the workspace has this slug in the locale.' },
  FORM_SLUG_TAKEN: { status: 409, meaning: 'Another form of the workspace has this slug.' },
  COLLECTION_KEY_TAKEN: { status: 409, meaning: 'Another collection of the workspace has this key.' },
  COLLECTION_SLUG_TAKEN: {
    status: 409,
    meaning: 'Another collection of the workspace has this slug in the locale.',
  },

  // ------------------------------------------------------------------ gallery
  QUOTA_EXCEEDED: {
    status: 409,
    meaning: "The file would take the workspace's gallery past its quota (`quota_bytes`, `used_bytes`).",
  },
  FILE_BEING_DELETED: { status: 409, meaning: 'The file is being deleted.' },
  MEDIA_FILE_NOT_FOUND: {
    status: 422,
    meaning: "A product's image names no file of the workspace's gallery (`details.field`).",
  },
  MEDIA_NOT_AN_IMAGE: {
    status: 422,
    meaning: "A product's image is not a verified image of the gallery (`details.field`).",
  },
  FILE_TOO_LARGE: { status: 413, meaning: 'The file is larger than the gallery accepts (`details.field`).' },
  UNSUPPORTED_FILE_TYPE: {
    status: 415,
    meaning: 'The content is not one of the file types the gallery accepts.',
  },
  CONTENT_TYPE_MISMATCH: { status: 422, meaning: 'The declared content type is not the type of the content sent.' },

  // ------------------------------------------------------------------ marketplace, webhooks
  PROVIDER_EXISTS: {
    status: 409,
    meaning: 'The workspace already backs a marketplace provider (the operator CLI’s `provider create`).',
  },
  AVAILABILITY_NOT_SUPPORTED: {
    status: 501,
    meaning: "The product's provider does not project live availability.",
  },
  SUBSCRIPTION_INACTIVE: {
    status: 409,
    meaning: 'The webhook subscription is not active: activate it before sending deliveries.',
  },
  BOOKING_PAGE_HANDLE_TAKEN: { status: 409, meaning: "Another workspace's booking page has this handle." },
  PAYMENT_PROVIDER_NOT_ALLOWED: {
    status: 422,
    meaning: 'Sandbox workspaces pay only through the test provider; live workspaces cannot use it.',
  },
  PAYMENT_CREDENTIALS_KEY_MISSING: {
    status: 501,
    meaning: 'The server has no PAYMENT_CREDENTIALS_KEY, so it cannot store payment credentials (never kept in clear).',
  },
  PAYMENT_NOT_REFUNDABLE: {
    status: 409,
    meaning:
      'The payment session holds nothing the provider took to refund: not paid, paid by a voucher alone, or its booking not made yet.',
  },
  PAYMENT_PROVIDER_ERROR: {
    status: 502,
    meaning:
      'The payment provider refused or failed the request (`details.message` says what it answered); nothing was recorded.',
  },
  PAYMENT_OPERATION_UNSUPPORTED: {
    status: 501,
    meaning: "The workspace's payment provider does not offer this operation through the API (start or refund).",
  },
} as const satisfies Record<string, ErrorCodeInfo>;

type ModuleErrorCodes = typeof MODULE_ERROR_CODES;

declare module '../platform/errors.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the areas' codes join the platform's
  interface ErrorCatalogue extends ModuleErrorCodes {}
}

// A code is declared once: the areas do not redefine the platform's.
type Shared = keyof ModuleErrorCodes & keyof typeof PLATFORM_ERROR_CODES;
const noneShared: [Shared] extends [never] ? true : false = true;
void noneShared;

/** Every code, platform's first, as the API introduction's table lists them (by status, then name). */
export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorCodeInfo>> = {
  ...PLATFORM_ERROR_CODES,
  ...MODULE_ERROR_CODES,
};
