// Generated from the Travel Commerce API's OpenAPI document by `npm run sdk:types`. Do not edit by hand.

export interface paths {
    "/v1/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the workspace
         * @description Answers the calling key's workspace: its id, name, booking page handle, type (`live` or `sandbox`) and request limits, the workspace-wide settings (default currency, time zone) and each area's (the default invoice series, the booking wizard's billing and passenger forms).
         *
         *     **Scope:** `workspace:read`.
         */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the workspace
         * @description Changes the workspace's name, its booking page's handle and any area's settings sent; type, id and limits are set by operators only. Answers the whole workspace.
         *
         *     **Scope:** `workspace:write`.
         *
         *     **Error codes:** 409 `BOOKING_PAGE_HANDLE_TAKEN`; 422 `UNKNOWN_REFERENCE` (besides the platform's: `x-error-codes` lists them all).
         */
        patch: operations["updateWorkspace"];
        trace?: never;
    };
    "/v1/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Signs a person in with email and password and sets the `tc_session` cookie (HttpOnly, SameSite=Lax). An unknown email and a wrong password get the same 401. Only workspaces the person has joined count: one whose invitation they have not accepted is answered like one they do not belong to (404 with `workspaceId`; 403 `NO_WORKSPACE` when they have joined none). Throttled per client address and per account (429 with Retry-After). An `Origin` header, when sent, must be this server’s.
         *
         *     **Authentication:** none (public); limited per client address.
         *
         *     **Error codes:** 401 `INVALID_CREDENTIALS`; 403 `NO_WORKSPACE`; 404 `NOT_FOUND`; 429 `TOO_MANY_SIGN_IN_ATTEMPTS` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the session
         * @description The signed-in session: the person, the current workspace, the role and its scopes, the workspaces the person belongs to, and the CSRF token that writes made with the cookie send as `X-CSRF-Token`.
         *
         *     **Scope:** any valid API key.
         *
         *     **Console session only:** API keys are refused (403).
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends this session and clears the cookie.
         *
         *     **Scope:** any valid API key.
         *
         *     **Console session only:** API keys are refused (403).
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere
         * @description Ends every session of this person, in every workspace, and clears the cookie. Recorded in the audit log.
         *
         *     **Scope:** any valid API key.
         *
         *     **Console session only:** API keys are refused (403).
         */
        post: operations["signOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/switch-workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch workspace
         * @description Moves the session to another workspace the person belongs to; the role and scopes become theirs there. A workspace they do not belong to is a 404, and so is one whose invitation they have not accepted yet.
         *
         *     **Scope:** any valid API key.
         *
         *     **Console session only:** API keys are refused (403).
         */
        post: operations["switchWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look up an invitation link
         * @description What the token of a one-time setup link (24 h, from an invitation) is for, without using it: the invited email, the workspace, and `has_password`: false, the person chooses their first password (`POST /v1/auth/password`); true, the email already has an account and the person accepts with its password (`POST /v1/auth/accept-invitation`). An unknown token is a 400; a used or expired one, or a withdrawn invitation, 410.
         *
         *     **Authentication:** none (public); limited per client address.
         *
         *     **Error codes:** 410 `LINK_EXPIRED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["lookupInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a password
         * @description Chooses the first password of a new account with the token of its one-time setup link (valid 24 h, once: a used or expired token is a 410), and joins the link’s workspace. An account that already has a password is a 409 `ACCOUNT_EXISTS` and keeps it (the link stays usable: accept with `POST /v1/auth/accept-invitation`). Recorded in the audit log.
         *
         *     **Authentication:** none (public); limited per client address.
         *
         *     **Error codes:** 409 `ACCOUNT_EXISTS`; 410 `LINK_EXPIRED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/accept-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description Someone who already has an account accepts a workspace’s invitation with the token of its one-time link and the account’s own password: until then the membership is `invited` and grants nothing (no sign-in to it, no switch to it). Joins the workspace, spends the link and sets the `tc_session` cookie for a session there. A wrong password gets the same 401 as a failed sign-in, spends the same budgets (429 with Retry-After) and leaves the link unused. An unknown token is a 400; a used or expired one, or a withdrawn invitation, 410. Recorded in the audit log.
         *
         *     **Authentication:** none (public); limited per client address.
         *
         *     **Error codes:** 401 `INVALID_CREDENTIALS`; 410 `LINK_EXPIRED`; 429 `TOO_MANY_SIGN_IN_ATTEMPTS` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List members
         * @description Lists the people of the workspace with their roles; `invited` members have not used their invitation’s link yet (to choose a password, or to accept with the one they have) and have no access.
         *
         *     **Scope:** `members:read`.
         *
         *     **Console session only:** API keys are refused (403).
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Invite a member
         * @description Adds a person to the workspace with a role, and answers a one-time setup link (24 h), in this answer only: no mail is sent. There someone new chooses their password; someone who already has an account accepts with its password. The answer is the same either way. The member is `invited`, with no access to the workspace (no sign-in to it, no switch to it), until they use the link. Only owners make owners; a person already a member is a 409. Recorded in the audit log.
         *
         *     **Scope:** `members:write`.
         *
         *     **Console session only:** API keys are refused (403).
         *
         *     **Error codes:** 403 `OWNER_REQUIRED`; 409 `ALREADY_MEMBER` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["inviteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description Removes a person from the workspace, or withdraws their invitation; their sessions in it end and its setup link stops working. Only owners remove owners; the last owner stays (409). Recorded in the audit log.
         *
         *     **Scope:** any one of `members:delete`, `members:write`.
         *
         *     **Console session only:** API keys are refused (403).
         *
         *     **Error codes:** 403 `OWNER_REQUIRED`; 409 `LAST_OWNER` (besides the platform's: `x-error-codes` lists them all).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member’s role
         * @description Changes a member’s role. Only owners change an owner’s role or make someone an owner; the last owner keeps the role (409). Recorded in the audit log.
         *
         *     **Scope:** `members:write`.
         *
         *     **Console session only:** API keys are refused (403).
         *
         *     **Error codes:** 403 `OWNER_REQUIRED`; 409 `LAST_OWNER` (besides the platform's: `x-error-codes` lists them all).
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description Lists the workspace’s API keys, newest first, with a non-secret hint of each value, its scopes, who made it and when it was last used; never the values themselves. Internal (operator) keys are not listed.
         *
         *     **Scope:** `keys:read`.
         *
         *     **Console session only:** API keys are refused (403).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates a key with a name, the scopes it may use (within the caller’s role; `["*"]` for all of them) and an optional expiry. Its value is in this answer only: store it now. Recorded in the audit log.
         *
         *     **Scope:** `keys:write`.
         *
         *     **Console session only:** API keys are refused (403).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes a key for good: its next request, in any process, is refused with 401. A key already revoked is a 409. Recorded in the audit log.
         *
         *     **Scope:** any one of `keys:delete`, `keys:write`.
         *
         *     **Console session only:** API keys are refused (403).
         *
         *     **Error codes:** 409 `ALREADY_REVOKED` (besides the platform's: `x-error-codes` lists them all).
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the audit log
         * @description The workspace’s audit log, newest first: key and member changes, sign-ins and password changes, a person’s data exported or erased, with who did them, when and from where; `action` filters by one action.
         *
         *     **Scope:** `members:read`.
         *
         *     **Console session only:** API keys are refused (403).
         */
        get: operations["listAuditLogEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List organizations
         * @description Lists the workspace's organizations, newest first unless `sort` says otherwise (`name`, `created_at`, `updated_at`); `q` searches names, `kind` filters by kind.
         *
         *     **Scope:** `organizations:read`.
         */
        get: operations["listOrganizations"];
        put?: never;
        /**
         * Create an organization
         * @description Creates an organization; only `name` is required. Bodies take camelCase or snake_case keys (`legalName` or `legal_name`).
         *
         *     **Scope:** `organizations:write`.
         *
         *     **Emits:** `organization.created`.
         */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an organization
         * @description Answers one organization.
         *
         *     **Scope:** `organizations:read`.
         */
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        /**
         * Delete an organization
         * @description Deletes an organization: it no longer appears in reads and lists, while bookings and invoices that name it keep the reference (a soft delete). A second delete answers 404.
         *
         *     **Scope:** any one of `organizations:delete`, `organizations:write`.
         *
         *     **Emits:** `organization.deleted`.
         */
        delete: operations["deleteOrganization"];
        options?: never;
        head?: never;
        /**
         * Update an organization
         * @description Changes the fields sent; `null` clears a field. Answers the whole organization.
         *
         *     **Scope:** `organizations:write`.
         *
         *     **Emits:** `organization.updated`.
         */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/v1/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List people
         * @description Lists the workspace's people, newest first unless `sort` says otherwise (`last_name`, `first_name`, `created_at`, `updated_at`); `q` searches names, `email` finds by address.
         *
         *     **Scope:** `customers:read`.
         */
        get: operations["listPeople"];
        put?: never;
        /**
         * Create a person
         * @description Creates a person (a customer); `firstName` and `lastName` are required. The first of `emails` becomes `defaultEmail`. Answers the person itself (no `data` envelope).
         *
         *     **Scope:** `customers:write`.
         *
         *     **Emits:** `customer.created`.
         */
        post: operations["createPerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/people/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a person
         * @description Answers one person (`ppl_…`; the alias prefix `p_` is accepted).
         *
         *     **Scope:** `customers:read`.
         */
        get: operations["getPerson"];
        put?: never;
        post?: never;
        /**
         * Delete a person
         * @description Deletes a person: they no longer appear in reads and lists, while bookings and vouchers that name them keep the reference (a soft delete).
         *
         *     **Scope:** any one of `customers:delete`, `customers:write`.
         *
         *     **Emits:** `customer.deleted`.
         */
        delete: operations["deletePerson"];
        options?: never;
        head?: never;
        /**
         * Update a person
         * @description Changes the fields sent; `emails` and `phones`, when sent, replace the lists. Answers the whole person.
         *
         *     **Scope:** `customers:write`.
         *
         *     **Emits:** `customer.updated`.
         *
         *     **Error codes:** 409 `PERSON_ERASED` (besides the platform's: `x-error-codes` lists them all).
         */
        patch: operations["updatePerson"];
        trace?: never;
    };
    "/v1/people/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a person's data
         * @description Everything the workspace holds about a person, as one document (a guest's request for their data): the profile, the bookings they are the customer of, their entries among bookings' travellers with their check-ins, the marketing consent recorded with their contact, the messages sent to them, their form submissions, the invoices they are the buyer of and their vouchers. A deleted person's data is still held, so it is exported too. Each export is recorded in the audit log (who, when, which person).
         *
         *     **Scope:** `customers:read`.
         */
        get: operations["getPersonExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/people/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase a person's personal data
         * @description Replaces the person's personal data everywhere the workspace holds it, in one transaction: their profile (names, emails, phones, country; `q` no longer finds them), the customer contact of their bookings, their entries among travellers, their form submissions' answers, the message log (addresses and bodies), and their name and email in stored events, wizard and payment sessions and vouchers' metadata. Bookings, amounts, payments, seats and analytics stay as they were. Issued invoices keep the buyer data the law requires and are listed in `retained`. Irreversible; a repeat answers the first erasure. The person can no longer be changed (`PERSON_ERASED`). Recorded in the audit log.
         *
         *     **Scope:** `customers:delete`.
         *
         *     **Emits:** `customer.erased`.
         */
        post: operations["erasePerson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List forms
         * @description Lists the workspace's forms, newest first unless `sort` says otherwise (`name`, `created_at`, `updated_at`); filter by `status`, search names with `q`.
         *
         *     **Scope:** `forms:read`.
         */
        get: operations["listForms"];
        put?: never;
        /**
         * Create a form
         * @description Creates a form with its fields and settings; it starts as a `draft` unless `status` says otherwise. The slug comes from the name (with a random tail when taken) unless given; a slug given and taken answers 409. Answers the form itself.
         *
         *     **Scope:** `forms:write`.
         *
         *     **Emits:** `form.created`.
         *
         *     **Error codes:** 409 `FORM_SLUG_TAKEN` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/forms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a form
         * @description Answers one form with its fields and settings.
         *
         *     **Scope:** `forms:read`.
         */
        get: operations["getForm"];
        /**
         * Update a form
         * @description Changes the fields sent (`fields`, when sent, replaces the list) and answers the whole form. Publishing (`status: published`) opens it to public submissions.
         *
         *     **Scope:** `forms:write`.
         *
         *     **Emits:** `form.updated`.
         *
         *     **Error codes:** 409 `FORM_SLUG_TAKEN` (besides the platform's: `x-error-codes` lists them all).
         */
        put: operations["updateForm"];
        post?: never;
        /**
         * Delete a form
         * @description Deletes a form; its submissions are kept.
         *
         *     **Scope:** any one of `forms:delete`, `forms:write`.
         *
         *     **Emits:** `form.deleted`.
         */
        delete: operations["deleteForm"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/forms/{id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a form's submissions
         * @description Lists what was submitted to a form, newest first (`sort=created_at` for oldest first).
         *
         *     **Scope:** `forms:read`.
         */
        get: operations["listFormSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/forms/{idOrSlug}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a form
         * @description Submits data to a published form, named by id or slug; besides the per-address limit, each form has a budget of its own. The body's keys are the form's field ids; blank answers are dropped, and every problem is answered at once (`issues`). With an `Idempotency-Key`, a repeat of the same data answers the first submission (`Idempotent-Replayed: true`).
         *
         *     **Authentication:** none (public); limited per client address.
         *
         *     **Emits:** `form.submission.created`.
         *
         *     **Error codes:** 422 `IDEMPOTENCY_KEY_REUSED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["submitForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices
         * @description Lists invoices, newest first unless `sort` says otherwise (`created_at`, `updated_at`, `issue_date`, `due_date`); filter by status, series, booking and issue or due date ranges.
         *
         *     **Scope:** `billing:read`.
         */
        get: operations["listInvoices"];
        put?: never;
        /**
         * Create a draft invoice
         * @description Creates a draft invoice in a series, with its lines; totals are computed from the lines (decimal amounts in major units). Answers the new invoice's UUID; read it with `GET /v1/billing/invoices/{id}`.
         *
         *     **Scope:** `billing:write`.
         *
         *     **Emits:** `invoice.created`.
         *
         *     **Error codes:** 422 `UNPROCESSABLE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an invoice
         * @description Answers one invoice with its lines; amounts are decimal strings. The id may be `inv_…` or the bare UUID creation answered.
         *
         *     **Scope:** `billing:read`.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a draft invoice
         * @description Changes a draft's fields; `lines`, when sent, replace all lines and the totals are computed again. An issued or void invoice cannot change (422).
         *
         *     **Scope:** `billing:write`.
         *
         *     **Emits:** `invoice.updated`.
         *
         *     **Error codes:** 409 `INVOICE_NOT_DRAFT`; 422 `UNPROCESSABLE` (besides the platform's: `x-error-codes` lists them all).
         */
        patch: operations["updateInvoice"];
        trace?: never;
    };
    "/v1/billing/invoices/{id}/issue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an invoice
         * @description Issues a draft: it gets the next number of its series and can no longer change. Its PDF (`GET /v1/billing/invoices/{id}/pdf`) is fixed as it is issued: the seller's details of this moment, never those of later changes.
         *
         *     **Scope:** `billing:write`.
         *
         *     **Emits:** `invoice.issued`.
         *
         *     **Error codes:** 409 `INVOICE_NOT_DRAFT`; 422 `INVOICE_EMPTY` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["issueInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/invoices/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void an invoice
         * @description Voids a draft or issued invoice; an issued one keeps its number (numbers are never reused).
         *
         *     **Scope:** `billing:write`.
         *
         *     **Emits:** `invoice.voided`.
         *
         *     **Error codes:** 409 `ALREADY_VOID` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["voidInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/billing/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an invoice's PDF
         * @description Answers the invoice as a PDF to file: seller and buyer with their tax ids, lines, VAT per rate, totals, due date and payment details, in Romanian for a Romanian buyer (or, with no buyer country, a workspace in Europe/Bucharest), else in English. An issued invoice's PDF is fixed as it is issued (the seller's details of that moment), rendered and stored once, and never changes: every call answers the same bytes (also once the invoice is void or the workspace's brand settings change), with an `ETag` from their SHA-256 (`If-None-Match` answers 304). A draft's is rendered on each call and watermarked DRAFT (a voided draft's VOID); it carries no number.
         *
         *     **Scope:** `billing:read`.
         */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract-series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contract series
         * @description Lists the workspace's contract series, oldest first unless `sort` says otherwise (`name`, `created_at`, `updated_at`); `activeOnly=true` leaves out inactive ones.
         *
         *     **Scope:** `contract-series:read`.
         */
        get: operations["listContractSeries"];
        put?: never;
        /**
         * Create a contract series
         * @description Creates a numbering series for contracts: a `pattern` such as `CNT-{year}-{sequence:04}`, when its sequence resets, and whether numbers must be gapless and dates monotonic.
         *
         *     **Scope:** `contract-series:write`.
         *
         *     **Emits:** `contract-series.created`.
         *
         *     **Error codes:** 409 `CONCURRENT_CHANGE`, `SERIES_NAME_TAKEN`, `DEFAULT_SERIES_EXISTS`, `SERIES_INACTIVE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createContractSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract-series/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a contract series
         * @description Answers one contract series.
         *
         *     **Scope:** `contract-series:read`.
         */
        get: operations["getContractSeries"];
        /**
         * Update a contract series
         * @description Changes a series' name or numbering rules (the fields sent). `defaultForBe` never changes another series: use set-default to move the default.
         *
         *     **Scope:** `contract-series:write`.
         *
         *     **Emits:** `contract-series.updated`.
         *
         *     **Error codes:** 409 `CONCURRENT_CHANGE`, `SERIES_NAME_TAKEN`, `DEFAULT_SERIES_EXISTS`, `SERIES_IS_DEFAULT`, `SERIES_IN_USE` (besides the platform's: `x-error-codes` lists them all).
         */
        put: operations["updateContractSeries"];
        post?: never;
        /**
         * Delete a contract series
         * @description Deletes a series that never allocated a number (409 otherwise: deactivate it instead).
         *
         *     **Scope:** any one of `contract-series:delete`, `contract-series:write`.
         *
         *     **Emits:** `contract-series.deleted`.
         *
         *     **Error codes:** 409 `SERIES_IN_USE` (besides the platform's: `x-error-codes` lists them all).
         */
        delete: operations["deleteContractSeries"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract-series/{id}/set-default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a series the default
         * @description Makes this the series that numbers the contracts of bookings confirmed by payment; the previous default loses the flag (both announce `contract-series.updated`).
         *
         *     **Scope:** `contract-series:write`.
         *
         *     **Emits:** `contract-series.updated`.
         *
         *     **Error codes:** 409 `CONCURRENT_CHANGE`, `SERIES_INACTIVE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["setDefaultContractSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contract-series/{id}/allocate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Allocate a contract number
         * @description Takes the next number of the series for a date (today in the workspace's time zone when the body is empty or absent). A rollback never leaves a gap in a gapless series.
         *
         *     **Scope:** `contract-series:write`.
         *
         *     **Emits:** `contract-series.number.allocated`.
         *
         *     **Error codes:** 409 `SERIES_INACTIVE`, `NUMBER_ALREADY_ALLOCATED`; 422 `DATE_BEFORE_LAST_ALLOCATED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["allocateContractSeriesNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description Lists the workspace's catalog: its own products and the marketplace products it enabled (`source`), most recently updated first unless `sort` says otherwise (`title`, `created_at`, `updated_at`). Filter by status, type, category and tags (products carrying any of the slugs); `q` searches titles.
         *
         *     **Scope:** `products:read`.
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Create a product
         * @description Creates a product; only `title` is required. The slug comes from the title unless given; `tags` names tags by name or slug, creating those not seen before; `media` lists images of the workspace gallery in order (a file of another workspace, or one that is not a verified image: 422 naming `media[i].fileId`). Bodies take camelCase or snake_case keys. A product created `active` also announces `product.published`.
         *
         *     **Scope:** `products:write`.
         *
         *     **Emits:** `product.created`, `product.published`, `tag.created`.
         *
         *     **Error codes:** 409 `PRODUCT_SLUG_TAKEN`; 422 `MEDIA_FILE_NOT_FOUND`, `MEDIA_NOT_AN_IMAGE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product
         * @description Answers one product, named by id (`prod_…` or the bare UUID) or by its slug.
         *
         *     **Scope:** `products:read`.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        /**
         * Delete a product
         * @description Deletes a product with its departures and pricing, and its product-scoped policies; collections drop it. Refused (409 `HAS_ACTIVE_BOOKINGS`) while it has bookings that are not cancelled.
         *
         *     **Scope:** `products:delete`.
         *
         *     **Emits:** `product.deleted`, `policy.deleted`.
         *
         *     **Error codes:** 409 `MARKETPLACE_PRODUCT`, `HAS_ACTIVE_BOOKINGS` (besides the platform's: `x-error-codes` lists them all).
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /**
         * Update a product
         * @description Changes the fields sent; `null` clears a field and `tags` or `media`, when sent, replaces the product's tags or images. A status change to `active` or `archived` also announces `product.published` or `product.archived`. Marketplace products are managed by their provider (422).
         *
         *     **Scope:** `products:write`.
         *
         *     **Emits:** `product.updated`, `product.published`, `product.archived`, `tag.created`.
         *
         *     **Error codes:** 409 `PRODUCT_SLUG_TAKEN`, `MARKETPLACE_PRODUCT`; 422 `MEDIA_FILE_NOT_FOUND`, `MEDIA_NOT_AN_IMAGE` (besides the platform's: `x-error-codes` lists them all).
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description Lists the workspace's tags by name unless `sort` says otherwise (`name`, `slug`, `created_at`, `updated_at`); `q` searches names.
         *
         *     **Scope:** `tags:read`.
         */
        get: operations["listTags"];
        put?: never;
        /**
         * Create a tag
         * @description Creates a tag; its slug comes from the name unless given, and is unique in the workspace (409 when taken).
         *
         *     **Scope:** `tags:write`.
         *
         *     **Emits:** `tag.created`.
         *
         *     **Error codes:** 409 `TAG_SLUG_TAKEN` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tag
         * @description Answers one tag.
         *
         *     **Scope:** `tags:read`.
         */
        get: operations["getTag"];
        put?: never;
        post?: never;
        /**
         * Delete a tag
         * @description Deletes a tag; it comes off every product that carried it (each announces `product.updated`).
         *
         *     **Scope:** `tags:delete`.
         *
         *     **Emits:** `tag.deleted`, `product.updated`.
         */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        /**
         * Update a tag
         * @description Renames a tag or changes its slug (409 when the slug is taken).
         *
         *     **Scope:** `tags:write`.
         *
         *     **Emits:** `tag.updated`.
         *
         *     **Error codes:** 409 `TAG_SLUG_TAKEN` (besides the platform's: `x-error-codes` lists them all).
         */
        patch: operations["updateTag"];
        trace?: never;
    };
    "/v1/departures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List departures
         * @description Lists departures by start, optionally of one product (`productId`), of a status, and starting within `from`–`to` (dates cover their whole UTC day).
         *
         *     **Scope:** `inventory:read`.
         */
        get: operations["listDepartures"];
        put?: never;
        /**
         * Create a departure
         * @description Creates a dated departure of a product with its capacity (seats); it starts `scheduled` unless `status` says otherwise.
         *
         *     **Scope:** `inventory:write`.
         *
         *     **Emits:** `departure.created`, `inventory.updated`.
         *
         *     **Error codes:** 422 `UNPROCESSABLE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createDeparture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/departures/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create departures from a schedule
         * @description Creates a product's (by id or slug) departures from a weekly pattern: on every local date from `from` to `to` (inclusive) that falls on one of `daysOfWeek` (ISO: 1 is Monday), one at each of `times`, read as wall-clock times in `timezone` (the workspace's by default); each ends `durationMinutes` after it starts and has the capacity, cut-off, meeting point and status given, as `createDeparture` makes it. A time the clocks skip (spring forward) moves forward by the gap (02:30 becomes 03:30); a time they show twice (fall back) is the earlier one. A start the product already has a departure at is skipped (`skipped` names that departure), so sending the same schedule again creates nothing. At most 1,000 departures a request (422 `SCHEDULE_TOO_LARGE`, checked before anything is written); a pattern none of whose dates falls on its days is 422 `UNPROCESSABLE`. All or nothing: one transaction.
         *
         *     **Scope:** `inventory:write`.
         *
         *     **Emits:** `departure.created`, `inventory.updated`.
         *
         *     **Error codes:** 422 `UNPROCESSABLE`, `SCHEDULE_TOO_LARGE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createDepartureSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/departures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a product's departures
         * @description Lists the departures of one product (by id or slug) by start, optionally of a status and within `from`–`to`.
         *
         *     **Scope:** `inventory:read`.
         */
        get: operations["listProductDepartures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/departures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a departure
         * @description Answers one departure with its capacity, the seats booked (`bookedPax`) and those left (`remaining`). With `productId`, a departure of another product is not found.
         *
         *     **Scope:** `inventory:read`.
         */
        get: operations["getDeparture"];
        put?: never;
        post?: never;
        /**
         * Delete a departure
         * @description Deletes a departure; `productId` (its product) is required. Refused (409 `HAS_ACTIVE_BOOKINGS`) while it has bookings that are not cancelled.
         *
         *     **Scope:** any one of `inventory:delete`, `inventory:write`.
         *
         *     **Emits:** `inventory.updated`.
         *
         *     **Error codes:** 409 `HAS_ACTIVE_BOOKINGS` (besides the platform's: `x-error-codes` lists them all).
         */
        delete: operations["deleteDeparture"];
        options?: never;
        head?: never;
        /**
         * Update a departure
         * @description Changes the fields sent. The capacity never goes below the seats booked (422 `CAPACITY_BELOW_BOOKED`); a capacity change also announces `departure.capacity.changed` and `inventory.updated`.
         *
         *     **Scope:** `inventory:write`.
         *
         *     **Emits:** `departure.updated`, `departure.capacity.changed`, `inventory.updated`.
         *
         *     **Error codes:** 422 `UNPROCESSABLE`, `CAPACITY_BELOW_BOOKED` (besides the platform's: `x-error-codes` lists them all).
         */
        patch: operations["updateDeparture"];
        trace?: never;
    };
    "/v1/departures/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a departure
         * @description Cancels a departure (status `cancelled`: nothing more can be booked on it) and, as `bookings` asks, its bookings on hold, pending or confirmed: `cancel` cancels each in the same transaction (seats given back, `cancellation_reason` = `reason`, `booking.cancelled`; money already paid stays recorded on each booking, to refund from it), which also needs the `bookings:write` scope; `keep` leaves them as they are, to move to another departure or cancel one by one. Answers the departure and the ids of the bookings cancelled and kept. Cancelling a cancelled departure again only applies `bookings` to those still active.
         *
         *     **Scope:** `inventory:write`.
         *
         *     **Emits:** `departure.updated`, `booking.updated`, `booking.cancelled`, `inventory.updated`.
         */
        post: operations["cancelDeparture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product's pricing
         * @description Answers the product's pricing model, room categories, rate plans and departure overrides.
         *
         *     **Scope:** `products:read`.
         */
        get: operations["getProductPricing"];
        /**
         * Replace a product's pricing
         * @description Replaces the product's room categories, rate plans (the first is the base plan) and per-departure overrides as a whole. Amounts are decimal major units per person, in the product's currency.
         *
         *     **Scope:** `products:write`.
         *
         *     **Emits:** `product.updated`.
         *
         *     **Error codes:** 422 `UNKNOWN_REFERENCE`, `UNPROCESSABLE`, `CURRENCY_MISMATCH` (besides the platform's: `x-error-codes` lists them all).
         */
        put: operations["updateProductPricing"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/pricing/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the price per room category
         * @description Answers each room category with its price per person for a departure and rate plan: the departure's override, else the rate plan's price, else the base plan's. Empty unless the product is priced per room.
         *
         *     **Scope:** `products:read`.
         */
        get: operations["listProductPricingOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product's availability calendar
         * @description Answers each local day from `from` (default: today) to `to` (default: `from` + 30 days; at most 366 days), in the workspace's time zone, with a status (`AVAILABLE`, `LIMITED`, `SOLD_OUT`, `CLOSED`), the vacancies and capacity of its departures that sell and their lowest price, and each departure with its local start, status, vacancies and price per unit. Holds count at once: their seats are taken. A departure is `CLOSED` when it is not scheduled, has started or is past its sales cut-off, `LIMITED` when its vacancies are at most the workspace's `availabilityLimitedPercent` (default 20) of its capacity. With `units` (`adult:2,child:1`), departures without seats for that party are `SOLD_OUT` and each answers the party's `total`. Every answer carries an `ETag` and `Cache-Control: private, no-cache`: send it back in `If-None-Match` and an unchanged calendar answers 304 without a body; any booking, hold, lapse, cancellation, departure or price change of the product (or a new day, or a departure reaching its sales cut-off) gives a new one. Answers are never stale: the server keeps them only until the product's next change.
         *
         *     **Scope:** `inventory:read`.
         *
         *     **Error codes:** 422 `UNKNOWN_REFERENCE` (besides the platform's: `x-error-codes` lists them all).
         */
        get: operations["getProductAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions
         * @description Lists the workspace's subscriptions, newest first unless `sort` says otherwise (`created_at`, `updated_at`, `url`); secrets are never shown, custom header values are masked (`••••`).
         *
         *     **Scope:** `webhooks:read`.
         */
        get: operations["listWebhookSubscriptions"];
        put?: never;
        /**
         * Create a webhook subscription
         * @description Subscribes a URL to the workspace's events (types, `<group>.*` or `*`). Answers the subscription and its signing `secret`, which is shown only here and on rotation, and the custom `headers` with their values, which only this answer shows (later answers mask them as `••••`). The URL must be a public http(s) address.
         *
         *     **Scope:** `webhooks:write`.
         */
        post: operations["createWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook subscription
         * @description Answers one subscription with its delivery health (`failure_count`, `last_delivery_at`); custom header values are masked (`••••`).
         *
         *     **Scope:** `webhooks:read`.
         */
        get: operations["getWebhookSubscription"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook subscription
         * @description Deletes a subscription; its pending deliveries stop.
         *
         *     **Scope:** any one of `webhooks:delete`, `webhooks:write`.
         */
        delete: operations["deleteWebhookSubscription"];
        options?: never;
        head?: never;
        /**
         * Update a webhook subscription
         * @description Changes the fields sent; `headers` replaces every custom header (send each value again: the answer masks them), `headers: null` clears them. `active: false` pauses the subscription and cancels its pending deliveries; `active: true` resumes it for later events.
         *
         *     **Scope:** `webhooks:write`.
         */
        patch: operations["updateWebhookSubscription"];
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Replaces the subscription's signing secret and answers the new one; the old one stops at once (the next attempt is signed with the new one) and `failure_count` resets.
         *
         *     **Scope:** `webhooks:write`.
         */
        post: operations["rotateWebhookSubscriptionSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a subscription's deliveries
         * @description The delivery log of a subscription, newest first: each event's status, attempts, last answer and next attempt. Filter by `status` (alias `outcome`).
         *
         *     **Scope:** `webhooks:read`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a delivery
         * @description Sends a delivery again now, one attempt, whatever its status (409 when the subscription is inactive). Answers the delivery as queued for that attempt.
         *
         *     **Scope:** `webhooks:write`.
         *
         *     **Error codes:** 409 `SUBSCRIPTION_INACTIVE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/subscriptions/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Emits a signed `webhook.test` event for this subscription only and sends it, one attempt (409 when the subscription is inactive). Answers the delivery.
         *
         *     **Scope:** `webhooks:write`.
         *
         *     **Emits:** `webhook.test`.
         *
         *     **Error codes:** 409 `SUBSCRIPTION_INACTIVE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["testWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description The workspace's event log, newest first: what webhooks deliver, kept for the retention window. Filter by `type` (types or patterns such as `booking.*`, comma-separated), `created_after` / `created_before`, and `subject` (the events about one record, such as a booking's history with its payments).
         *
         *     **Scope:** `events:read`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         * @description Answers one event as webhooks deliver it.
         *
         *     **Scope:** `events:read`.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vouchers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vouchers
         * @description Lists vouchers, newest first unless `sort` says otherwise (`created_at`, `updated_at`, `code`, `expires_at`, `current_balance_minor`); filter by status, type and customer, search codes with `q`.
         *
         *     **Scope:** `marketing:read`.
         */
        get: operations["listVouchers"];
        put?: never;
        /**
         * Create vouchers
         * @description Creates a voucher with a balance in minor units (a code is generated unless given). With `bulk: true`, creates `count` vouchers (up to 1000) with generated codes starting with `prefix`, and answers them as a list.
         *
         *     **Scope:** `marketing:write`.
         *
         *     **Emits:** `voucher.created`.
         *
         *     **Error codes:** 409 `VOUCHER_CODE_TAKEN`; 422 `UNKNOWN_REFERENCE`, `UNPROCESSABLE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vouchers/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a voucher by code
         * @description Finds a voucher by the code a customer typed, for booking engines. Always 200: `valid: false` with an `error` reason (`voucher_not_found`, `voucher_expired`, …) when it cannot be used.
         *
         *     **Scope:** `marketing:read`.
         */
        get: operations["lookupVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vouchers/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a voucher for an amount
         * @description Checks whether a voucher can pay an amount (minor units) and how much of it, without spending anything. Always 200: `valid: false` with an `error` reason when it cannot.
         *
         *     **Scope:** `marketing:read`.
         */
        post: operations["validateVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vouchers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a voucher
         * @description Answers one voucher with its balance.
         *
         *     **Scope:** `marketing:read`.
         */
        get: operations["getVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a voucher
         * @description Changes a voucher's status, customer, expiry, transferability or metadata. Never the balance: it changes only by redeem and refund.
         *
         *     **Scope:** `marketing:write`.
         *
         *     **Emits:** `voucher.updated`.
         *
         *     **Error codes:** 422 `UNKNOWN_REFERENCE`, `INVALID_STATUS_TRANSITION` (besides the platform's: `x-error-codes` lists them all).
         */
        patch: operations["updateVoucher"];
        trace?: never;
    };
    "/v1/vouchers/{id}/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a voucher
         * @description Spends part of the balance (minor units) and records it in the ledger; reaching zero depletes the voucher. Refused (422) for an inactive, expired or depleted voucher or an amount over the balance.
         *
         *     **Scope:** `marketing:write`.
         *
         *     **Emits:** `voucher.redeemed`.
         *
         *     **Error codes:** 422 `UNKNOWN_REFERENCE`, `VOUCHER_INACTIVE`, `VOUCHER_EXPIRED`, `VOUCHER_DEPLETED`, `VOUCHER_NOT_TRANSFERABLE`, `INSUFFICIENT_BALANCE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["redeemVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vouchers/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund to a voucher
         * @description Gives back part of what was redeemed (at most what was redeemed, or what one redemption took with `original_transaction_id`); a depleted voucher becomes active again.
         *
         *     **Scope:** `marketing:write`.
         *
         *     **Emits:** `voucher.refunded`.
         *
         *     **Error codes:** 422 `UNKNOWN_REFERENCE`, `VOUCHER_INACTIVE`, `REFUND_EXCEEDS_REDEEMED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["refundVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vouchers/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a voucher's transactions
         * @description The voucher's ledger, newest first: redemptions, refunds and adjustments with the balance after each.
         *
         *     **Scope:** `marketing:read`.
         */
        get: operations["listVoucherTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/gallery/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List gallery files
         * @description Lists the workspace's files, newest first unless `sort` says otherwise (`created_at`, `updated_at`, `name`, `size`); filter by kind (`type`), tag, folder and status, search names with `q`.
         *
         *     **Scope:** `gallery:read`.
         */
        get: operations["listGalleryFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/gallery/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a gallery file
         * @description Answers one file's record (its bytes: `downloadUrl`).
         *
         *     **Scope:** `gallery:read`.
         */
        get: operations["getGalleryFile"];
        /**
         * Update a gallery file
         * @description Changes a file's tags, alt text, description or folder (the fields sent; `null` clears).
         *
         *     **Scope:** `gallery:write`.
         *
         *     **Emits:** `gallery.file.updated`.
         *
         *     **Error codes:** 409 `FILE_BEING_DELETED` (besides the platform's: `x-error-codes` lists them all).
         */
        put: operations["updateGalleryFile"];
        post?: never;
        /**
         * Delete a gallery file
         * @description Schedules a file's deletion: it turns `deleting` at once, and a background job removes its bytes and announces `gallery.file.deleted`.
         *
         *     **Scope:** `gallery:delete`.
         */
        delete: operations["deleteGalleryFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/gallery/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a gallery file
         * @description Answers the file's bytes as an attachment with its own content type.
         *
         *     **Scope:** `gallery:read`.
         */
        get: operations["downloadGalleryFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List policies
         * @description Lists policies, newest first unless `sort` says otherwise; filter by kind, scope, status and product. With `locale`, only policies translated into it, shown in it.
         *
         *     **Scope:** `policies:read`.
         */
        get: operations["listPolicies"];
        put?: never;
        /**
         * Create a policy
         * @description Creates a policy with its first translation; `kind` and `scope` are required, and a `product` policy names an existing product. HTML in `descriptionHtml` is sanitised. Answers the policy itself.
         *
         *     **Scope:** `policies:write`.
         *
         *     **Emits:** `policy.created`.
         *
         *     **Error codes:** 409 `POLICY_SLUG_TAKEN`; 422 `UNKNOWN_REFERENCE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a policy
         * @description Answers one policy in `locale` (its default locale when it has no translation there).
         *
         *     **Scope:** `policies:read`.
         */
        get: operations["getPolicy"];
        put?: never;
        post?: never;
        /**
         * Delete a policy
         * @description Deletes a policy with all its translations.
         *
         *     **Scope:** any one of `policies:delete`, `policies:write`.
         *
         *     **Emits:** `policy.deleted`.
         */
        delete: operations["deletePolicy"];
        options?: never;
        head?: never;
        /**
         * Update a policy
         * @description Changes the policy's fields and one locale's translation (created when the locale is new).
         *
         *     **Scope:** `policies:write`.
         *
         *     **Emits:** `policy.updated`.
         *
         *     **Error codes:** 409 `POLICY_SLUG_TAKEN`; 422 `UNKNOWN_REFERENCE`, `UNPROCESSABLE` (besides the platform's: `x-error-codes` lists them all).
         */
        patch: operations["updatePolicy"];
        trace?: never;
    };
    "/v1/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List collections
         * @description Lists collections, newest first unless `sort` says otherwise (`name`, `key`, `created_at`, `updated_at`); filter by type and status, search with `q`; `locale` picks the translation shown.
         *
         *     **Scope:** `collections:read`.
         */
        get: operations["listCollections"];
        put?: never;
        /**
         * Create a collection
         * @description Creates a collection from `base` (and an optional first `translation`): `manual` ones list their products (`definition.productIds`), `smart` ones hold the products carrying the tags of `definition.include`. Answers its id, key and status.
         *
         *     **Scope:** `collections:write`.
         *
         *     **Emits:** `collection.created`.
         *
         *     **Error codes:** 409 `COLLECTION_KEY_TAKEN`, `COLLECTION_SLUG_TAKEN`; 422 `UNKNOWN_REFERENCE`, `UNPROCESSABLE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/collections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a collection
         * @description Answers one collection with its definition and translations; `translation` is the one in `locale`, else the first one made.
         *
         *     **Scope:** `collections:read`.
         */
        get: operations["getCollection"];
        put?: never;
        post?: never;
        /**
         * Delete a collection
         * @description Deletes a collection; its products stay.
         *
         *     **Scope:** `collections:delete`.
         *
         *     **Emits:** `collection.deleted`.
         */
        delete: operations["deleteCollection"];
        options?: never;
        head?: never;
        /**
         * Update a collection
         * @description Changes the fields sent; a new `definition` replaces the old one.
         *
         *     **Scope:** `collections:write`.
         *
         *     **Emits:** `collection.updated`.
         *
         *     **Error codes:** 409 `COLLECTION_KEY_TAKEN`, `COLLECTION_SLUG_TAKEN`; 422 `UNKNOWN_REFERENCE`, `UNPROCESSABLE` (besides the platform's: `x-error-codes` lists them all).
         */
        patch: operations["updateCollection"];
        trace?: never;
    };
    "/v1/collections/{id}/translations/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace a translation
         * @description Creates or replaces the collection's translation in a locale; the slug comes from the name when omitted.
         *
         *     **Scope:** `collections:write`.
         *
         *     **Emits:** `collection.updated`.
         *
         *     **Error codes:** 409 `COLLECTION_SLUG_TAKEN` (besides the platform's: `x-error-codes` lists them all).
         */
        put: operations["updateCollectionTranslation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/collections/{id}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a collection's products
         * @description Lists the collection's products in its `sort_strategy`, optionally of one product status.
         *
         *     **Scope:** `collections:read`.
         *
         *     **Error codes:** 422 `UNPROCESSABLE` (besides the platform's: `x-error-codes` lists them all).
         */
        get: operations["listCollectionProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List marketplace providers
         * @description Lists the providers this workspace reaches, by connection or grant, and whether each answers live availability.
         *
         *     **Scope:** `catalog:read`.
         *
         *     **Live workspaces only:** a sandbox workspace is refused with 403 `SANDBOX_FEATURE_DISABLED`.
         */
        get: operations["listMarketplaceProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search marketplace products
         * @description Searches the products of the providers this workspace reaches, by title unless `sort` says otherwise; filter by provider, type and whether this workspace enabled them, search with `q`.
         *
         *     **Scope:** `catalog:read`.
         *
         *     **Live workspaces only:** a sandbox workspace is refused with 403 `SANDBOX_FEATURE_DISABLED`.
         */
        get: operations["listMarketplaceProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a marketplace product
         * @description Answers one marketplace product and whether this workspace has enabled it.
         *
         *     **Scope:** `catalog:read`.
         *
         *     **Live workspaces only:** a sandbox workspace is refused with 403 `SANDBOX_FEATURE_DISABLED`.
         */
        get: operations["getMarketplaceProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/products/{productId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a marketplace product
         * @description Adds a marketplace product to this workspace's catalog (a product with `source: marketplace`, bookable like its own). Enabling an enabled product changes nothing.
         *
         *     **Scope:** `catalog:write`.
         *
         *     **Live workspaces only:** a sandbox workspace is refused with 403 `SANDBOX_FEATURE_DISABLED`.
         *
         *     **Emits:** `product.created`.
         */
        post: operations["enableMarketplaceProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/products/{productId}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disable a marketplace product
         * @description Takes an enabled marketplace product out of this workspace's catalog (404 if it is not enabled).
         *
         *     **Scope:** any one of `catalog:delete`, `catalog:write`.
         *
         *     **Live workspaces only:** a sandbox workspace is refused with 403 `SANDBOX_FEATURE_DISABLED`.
         *
         *     **Emits:** `product.deleted`.
         */
        delete: operations["disableMarketplaceProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/products/{productId}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview a product's availability
         * @description Reads the departures, seats left and lowest prices of a marketplace product live from its provider, for a date range (501 when the provider offers none).
         *
         *     **Scope:** `inventory:read`.
         *
         *     **Live workspaces only:** a sandbox workspace is refused with 403 `SANDBOX_FEATURE_DISABLED`.
         *
         *     **Error codes:** 501 `AVAILABILITY_NOT_SUPPORTED` (besides the platform's: `x-error-codes` lists them all).
         */
        get: operations["getMarketplaceProductAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/marketplace/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List marketplace sales
         * @description Lists the bookings resellers made of this workspace's products (this workspace as the supplier), newest first.
         *
         *     **Scope:** `bookings:read`.
         *
         *     **Live workspaces only:** a sandbox workspace is refused with 403 `SANDBOX_FEATURE_DISABLED`.
         */
        get: operations["listMarketplaceSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bookings
         * @description Lists bookings, newest first unless `sort` says otherwise (`created_at`, `updated_at`, `code`, `total`, `startAt`, `status`, `holdExpiresAt`: with `status=on_hold`, the holds that lapse soonest first); filter by status, product, departure, payment status, creation dates, `needsAttention`, the departure's start (`departureFrom`–`departureTo`, inclusive: a date covers its whole UTC day), the customer (`billingPersonId`), and search with `q`: the beginning of a booking code, or a part of the billing contact's name or email, in any case.
         *
         *     **Scope:** `bookings:read`.
         */
        get: operations["listBookings"];
        put?: never;
        /**
         * Create a booking
         * @description Books a departure of a product: prices the booking from the product's pricing (travellers, rooms, rate plan) and takes its seats in one step. It starts `pending`, or `on_hold` with `hold: true`: the seats are taken the same way, and given back by a job when `hold_expires_at` passes (status `expired`, `booking.expired`) unless the booking is confirmed (`POST /v1/bookings/{id}/confirm`) or cancelled first; `holdMinutes` outside the configured bounds is a 400. Refused with 422 when the departure has too few seats (`CAPACITY_EXCEEDED`) or the request does not fit the product.
         *
         *     **Scope:** `bookings:write`.
         *
         *     **Emits:** `booking.created`, `inventory.updated`.
         *
         *     **Error codes:** 422 `UNKNOWN_REFERENCE`, `CURRENCY_MISMATCH`, `NOT_BOOKABLE`, `SALES_CLOSED`, `NO_PRICES`, `PRICING_MODEL_MISMATCH`, `INVALID_PARTY`, `PRICE_TOO_LARGE`, `CAPACITY_EXCEEDED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a booking
         * @description Answers one booking with its pricing, travellers and payment state (`book_…`; the alias prefixes `bkg_` and `bk_` are accepted).
         *
         *     **Scope:** `bookings:read`.
         */
        get: operations["getBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a booking
         * @description Changes a booking's status (along the allowed transitions: confirming takes its seats if it had none, cancelling gives them back, also a booking on hold; a lapsed hold cannot be confirmed, 410 `HOLD_EXPIRED`) or its internal notes.
         *
         *     **Scope:** `bookings:write`.
         *
         *     **Emits:** `booking.updated`, `booking.confirmed`, `booking.cancelled`, `inventory.updated`.
         *
         *     **Error codes:** 409 `INVALID_COMMAND`, `BOOKING_CHANGED`; 410 `HOLD_EXPIRED`; 422 `INVALID_STATUS_TRANSITION`, `CAPACITY_EXCEEDED` (besides the platform's: `x-error-codes` lists them all).
         */
        patch: operations["updateBooking"];
        trace?: never;
    };
    "/v1/bookings/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a booking
         * @description Confirms a booking on hold (or a pending one): it keeps its seats for good. A hold that has lapsed is refused with 410 `HOLD_EXPIRED`, even before its expiry job has run; a cancelled or completed booking is 422 `INVALID_STATUS_TRANSITION`. Confirming a confirmed booking answers it unchanged.
         *
         *     **Scope:** `bookings:write`.
         *
         *     **Emits:** `booking.updated`, `booking.confirmed`, `inventory.updated`.
         *
         *     **Error codes:** 409 `INVALID_COMMAND`, `BOOKING_CHANGED`; 410 `HOLD_EXPIRED`; 422 `INVALID_STATUS_TRANSITION`, `CAPACITY_EXCEEDED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["confirmBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a booking
         * @description Changes what was booked: other units (or rooms and travellers), another rate plan, another departure of the product, or a departure of another product (`productId` with `departureId`; its base rate plan unless `ratePlanId` is sent). What is sent replaces what the booking has; the rest stays. The new shape is priced from the current prices and checked as a new booking would be (the departure can still be sold, the units fit the product); its seats are taken before the old ones are given back, in one step, so a departure without them refuses the change (422 `CAPACITY_EXCEEDED`) and nothing changes. A hold keeps its expiry. The answer shows the booking and the difference of the totals (`difference`: due from the guest when positive, to refund when negative); with `preview: true` the change is priced and answered but not made. A cancelled, expired or completed booking cannot be changed (409 `INVALID_COMMAND`); a lapsed hold is 410 `HOLD_EXPIRED`.
         *
         *     **Scope:** `bookings:write`.
         *
         *     **Emits:** `booking.updated`, `inventory.updated`.
         *
         *     **Error codes:** 409 `INVALID_COMMAND`, `BOOKING_CHANGED`; 410 `HOLD_EXPIRED`; 422 `UNKNOWN_REFERENCE`, `CURRENCY_MISMATCH`, `INVALID_STATUS_TRANSITION`, `NOT_BOOKABLE`, `SALES_CLOSED`, `NO_PRICES`, `PRICING_MODEL_MISMATCH`, `INVALID_PARTY`, `PRICE_TOO_LARGE`, `CAPACITY_EXCEEDED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["changeBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/extend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extend a booking's hold
         * @description Moves the lapse of a booking on hold to `minutes` from now (within the configured bounds `HOLD_MIN_MINUTES`..`HOLD_MAX_MINUTES`, else 400 with `details.field: minutes`). A lapsed hold is 410 `HOLD_EXPIRED`; a booking not on hold is 409 `NOT_ON_HOLD`.
         *
         *     **Scope:** `bookings:write`.
         *
         *     **Emits:** `booking.updated`.
         *
         *     **Error codes:** 409 `BOOKING_CHANGED`, `NOT_ON_HOLD`; 410 `HOLD_EXPIRED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["extendBookingHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a booking's payments and refunds
         * @description The booking's ledger, oldest first: every payment (by hand, or by the payment provider: `method: provider` with its payment session) and every refund, each never changed once recorded. Its totals are the booking's `money`.
         *
         *     **Scope:** `payments:read`.
         */
        get: operations["listBookingPayments"];
        put?: never;
        /**
         * Record a payment of a booking
         * @description Records money taken outside the payment provider (cash, bank transfer, card terminal) as a row of the booking's ledger, in the booking's currency, and answers it with the booking. `payment_status` follows from the ledger (`partially_paid`, then `paid` once the payments cover the total). A booking on hold, pending, confirmed or completed takes payments (a lapsed or expired hold: 410 `HOLD_EXPIRED`; a cancelled booking: 409 `INVALID_COMMAND`); at most what is still owed (422 `PAYMENT_EXCEEDS_BALANCE`). `date` is the day the money moved, today by default and never later.
         *
         *     **Scope:** `payments:write`.
         *
         *     **Emits:** `payment.succeeded`.
         *
         *     **Error codes:** 409 `INVALID_COMMAND`, `BOOKING_CHANGED`; 410 `HOLD_EXPIRED`; 422 `CURRENCY_MISMATCH`, `INVALID_STATUS_TRANSITION`, `PAYMENT_EXCEEDS_BALANCE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createBookingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a refund of a booking
         * @description Records money given back, in full or in part, with its reason, as a row of the booking's ledger, and answers it with the booking: never more than was paid and not yet refunded (422 `REFUND_EXCEEDS_PAID`, also when refunds race). Any booking that was paid may be refunded, cancelled and expired ones included. `payment_status` becomes `partially_refunded`, or `refunded` once everything paid has been given back. This records a refund made elsewhere: the payment provider is not asked to refund (`method: provider` records one made at the provider).
         *
         *     **Scope:** `payments:write`.
         *
         *     **Emits:** `payment.refunded`.
         *
         *     **Error codes:** 409 `INVALID_COMMAND`, `BOOKING_CHANGED`; 410 `HOLD_EXPIRED`; 422 `CURRENCY_MISMATCH`, `INVALID_STATUS_TRANSITION`, `REFUND_EXCEEDS_PAID` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["refundBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a booking's travellers in
         * @description Records that the booking's travellers have arrived, all of them or those named. Only a confirmed booking (409 `INVALID_COMMAND` otherwise); `travellers` names them by their `index` (the manifest shows it), the whole party when left out; an index the booking does not have is 422 `UNKNOWN_TRAVELLER` and changes nothing. Idempotent: a traveller checked in already stays as they were (the first check-in's time and author), and when nobody new is checked in nothing is written or sent. `booking.checked_in` names the travellers this request checked in. Once every traveller is in (`checked_in.count` equals `checked_in.total`) the booking shows REDEEMED over OCTO; completing it stays a PATCH of `status: completed`, allowed with or without check-ins (no-shows).
         *
         *     **Scope:** `bookings:write`.
         *
         *     **Emits:** `booking.checked_in`.
         *
         *     **Error codes:** 409 `INVALID_COMMAND`, `BOOKING_CHANGED`; 410 `HOLD_EXPIRED`; 422 `INVALID_STATUS_TRANSITION`, `UNKNOWN_TRAVELLER` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["checkInBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/check-in/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a check-in
         * @description Undoes the check-in of the booking's travellers, all of them or those named (a traveller checked in by mistake). Only a confirmed booking (409 `INVALID_COMMAND` otherwise); `travellers` names them by their `index` (the manifest shows it), the whole party when left out; an index the booking does not have is 422 `UNKNOWN_TRAVELLER` and changes nothing. Idempotent: a traveller not checked in stays so, and when nothing changes nothing is written or sent. `booking.check_in_undone` names the travellers whose check-in this request undid.
         *
         *     **Scope:** `bookings:write`.
         *
         *     **Emits:** `booking.check_in_undone`.
         *
         *     **Error codes:** 409 `INVALID_COMMAND`, `BOOKING_CHANGED`; 410 `HOLD_EXPIRED`; 422 `INVALID_STATUS_TRANSITION`, `UNKNOWN_TRAVELLER` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["undoBookingCheckIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/departures/{id}/manifest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A departure's manifest
         * @description Every traveller of the departure's live bookings (on hold, pending, confirmed, completed; not cancelled or expired), one line each: name, unit, booking code and status, the billing contact, the booking's notes, whether it is paid and whether the traveller is checked in; and totals of the lines answered (bookings paid, unpaid and fully checked in, travellers checked in, per unit). Sorted by `sort` (default `name`); `status` keeps one status. At most 10000 travellers (422 `MANIFEST_TOO_LARGE` beyond). Another workspace's departure is a 404.
         *
         *     **Scope:** `bookings:read`.
         *
         *     **Error codes:** 422 `MANIFEST_TOO_LARGE` (besides the platform's: `x-error-codes` lists them all).
         */
        get: operations["getDepartureManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/wizard/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a booking-wizard session
         * @description Creates a wizard session (201), or with `id` merges the data sent into that session (200). A session already committed, locked or expired is not changed: a new one is created (201).
         *
         *     **Scope:** `bookings:write`.
         *
         *     **Error codes:** 409 `CONCURRENT_CHANGE` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["upsertWizardSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/wizard/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a booking-wizard session
         * @description Answers a wizard session with its data, status and expiry, and its payment session when it was submitted.
         *
         *     **Scope:** `bookings:read`.
         */
        get: operations["getWizardSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/wizard/{id}/commit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Commit a wizard session
         * @description Turns a session's data into a `pending` booking with its seats, after checking it and the workspace's billing and passenger forms (400 `issues`). A submitted (queued) session is booked as it was submitted, at the price its payment is for, with the seats its hold holds (taken anew once the hold has lapsed); its payment then confirms that booking. A session that already has a booking answers it again (`reused`); an expired one answers 410.
         *
         *     **Scope:** `bookings:write`.
         *
         *     **Emits:** `booking.created`, `inventory.updated`.
         *
         *     **Error codes:** 410 `SESSION_EXPIRED`; 422 `UNKNOWN_REFERENCE`, `CURRENCY_MISMATCH`, `NOT_BOOKABLE`, `SALES_CLOSED`, `NO_PRICES`, `PRICING_MODEL_MISMATCH`, `INVALID_PARTY`, `PRICE_TOO_LARGE`, `CAPACITY_EXCEEDED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["commitWizardSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/wizard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a booking for payment
         * @description Accepts and queues a booking: checks and prices the booking data (of a session and this body), holds its seats and opens a payment session whose order id is the answered `code`. No booking exists yet: the seats are held by a seat hold (the session's `seat_hold`) for the workspace's `holdMinutes` (`HOLD_DEFAULT_MINUTES` unless it sets one). When the payment provider confirms the payment while the seats are held, the booking is created with them and confirmed (`booking.created`, `booking.confirmed`, `booking.payment.success`); a payment after the hold lapsed books the seats if they are still free, else the paid booking waits for an operator. An unpaid hold lapses, giving the seats back (`departure.capacity.changed`, reason `hold_expired`). Too few seats is a 422 `CAPACITY_EXCEEDED` and nothing is written. A session already committed keeps its booking.
         *
         *     **Scope:** `bookings:write`.
         *
         *     **Emits:** `inventory.updated`.
         *
         *     **Error codes:** 409 `SESSION_SUBMITTED`; 410 `SESSION_EXPIRED`; 422 `UNKNOWN_REFERENCE`, `CURRENCY_MISMATCH`, `NOT_BOOKABLE`, `SALES_CLOSED`, `NO_PRICES`, `PRICING_MODEL_MISMATCH`, `INVALID_PARTY`, `PRICE_TOO_LARGE`, `CAPACITY_EXCEEDED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["submitBookingWizard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start paying an order
         * @description Where to send the guest to pay a wizard submission (`orderId`: its code): a sandbox workspace's test provider page (`returnUrl` and `cancelUrl` then paths of this server), or a live workspace's Stripe Checkout page when it has a `stripe` payment account (absolute URLs, or paths made absolute with PUBLIC_URL); the contract's provider starts its payments itself (501 `PAYMENT_OPERATION_UNSUPPORTED`). Another workspace's order is a 404.
         *
         *     **Scope:** `payments:write`.
         *
         *     **Error codes:** 501 `PAYMENT_OPERATION_UNSUPPORTED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["createPaymentRedirect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a payment at its provider
         * @description Gives money back through the provider that took the payment session's payment (`pay_…`: the wizard session's `payment.id`) and records it as a row of the booking's ledger (`method: provider`, `reference`: the provider's refund id, `payment_session_id`), answering it with the booking, like `POST /v1/bookings/{id}/refunds` (which records a refund made elsewhere and asks no provider). `amount` defaults to all the provider took and has not given back; never more than that nor than the booking holds (422 `REFUND_EXCEEDS_PAID`, also when refunds race). What a voucher paid of the order is not refunded here. A session not paid, paid by a voucher alone or whose booking is not made yet is a 409 `PAYMENT_NOT_REFUNDABLE`. The sandbox's test provider refunds at once, Stripe through its Refunds API; the contract's provider refunds only at its own end (501 `PAYMENT_OPERATION_UNSUPPORTED`). A refusal by the provider is a 502 `PAYMENT_PROVIDER_ERROR` and nothing is recorded. Another workspace's session is a 404.
         *
         *     **Scope:** `payments:write`.
         *
         *     **Emits:** `payment.refunded`.
         *
         *     **Error codes:** 409 `INVALID_COMMAND`, `BOOKING_CHANGED`, `PAYMENT_NOT_REFUNDABLE`; 410 `HOLD_EXPIRED`; 422 `INVALID_STATUS_TRANSITION`, `REFUND_EXCEEDS_PAID`; 501 `PAYMENT_OPERATION_UNSUPPORTED`; 502 `PAYMENT_PROVIDER_ERROR` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["refundPaymentAtProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List paid sessions needing attention
         * @description Lists the paid payment sessions whose booking could not be confirmed (`needs_attention`: seats gone, booking cancelled, amount short), oldest first, for an operator to resolve.
         *
         *     **Scope:** `payments:read`.
         */
        get: operations["listPaymentSessionsNeedingAttention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment accounts
         * @description Lists the workspace's accounts at payment providers (at most one per provider), oldest first. Credentials are never answered: `configEncrypted.fields` names those set.
         *
         *     **Scope:** `payments:read`.
         */
        get: operations["listPaymentAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment account
         * @description One payment account, its credentials shown only as the fields set.
         *
         *     **Scope:** `payments:read`.
         */
        get: operations["getPaymentAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/accounts/upsert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update a payment account
         * @description Creates the workspace's account at `provider`, or updates it. Sandbox workspaces use only the `test` provider, live workspaces any other (422 `PAYMENT_PROVIDER_NOT_ALLOWED`). `config` holds all of the provider's credentials (required when creating an account at a provider that has any, optional when updating: omitted, the stored ones are kept); they are sealed with AES-256-GCM under the server's PAYMENT_CREDENTIALS_KEY (501 `PAYMENT_CREDENTIALS_KEY_MISSING` without it) and never answered again.
         *
         *     **Scope:** `payments:write`.
         *
         *     **Error codes:** 422 `PAYMENT_PROVIDER_NOT_ALLOWED`; 501 `PAYMENT_CREDENTIALS_KEY_MISSING` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["upsertPaymentAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/analytics/bookings/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Booking totals by day and category
         * @description Answers, for each UTC day of `from`–`to` (at most 366 days) and each product category, the number and total amount (minor units) of the bookings created that day that are not cancelled. `workspaceId` must be the key's own workspace (any existing one for internal keys).
         *
         *     **Scope:** `analytics:read`.
         */
        get: operations["listBookingCategoryTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bookings/{id}/ticket.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking's ticket (PDF)
         * @description The ticket a guest shows at the meeting point: an A6 page per traveller (`layout=per_traveller`) or one for the whole booking (`per_booking`), by default as the workspace's `ticketLayout` says. Each page has the business's name, logo and colour, the product, the departure's date and time in the workspace's time zone, the traveller (or the party), the booking code, the meeting point and a QR code holding a signed ticket token (`POST /v1/check-ins` reads it), with the token printed under it for manual entry. In the booking's language (Romanian for `ro`, English otherwise). Only a confirmed or completed booking has a ticket (409 `TICKET_NOT_AVAILABLE`); another workspace's booking is a 404.
         *
         *     **Scope:** `bookings:read`.
         *
         *     **Error codes:** 409 `TICKET_NOT_AVAILABLE` (besides the platform's: `x-error-codes` lists them all).
         */
        get: operations["getBookingTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/check-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check in by scanning a ticket
         * @description Checks in who a scanned ticket admits: its traveller, or with a whole-booking ticket every traveller of the party not checked in yet. It runs the booking's check-in command, so it is idempotent: when everyone the ticket admits is in already the answer is `already_checked_in` and nothing is written or sent; otherwise `booking.checked_in` names who this scan checked in. Refused with 422 and a message the scanner shows: `TICKET_INVALID` (malformed, altered, not signed by this workspace's key), `TICKET_OTHER_WORKSPACE` (another business's ticket; nothing about it is told), `TICKET_BOOKING_CANCELLED` (cancelled or expired), `TICKET_NOT_CONFIRMED` (on hold or pending), `TICKET_WRONG_DAY` (the departure is not today in the workspace's time zone; `details.departureStartsAt`), `TICKET_BOOKING_COMPLETED` (completed without this traveller checked in).
         *
         *     **Scope:** `bookings:write`.
         *
         *     **Emits:** `booking.checked_in`.
         *
         *     **Error codes:** 409 `BOOKING_CHANGED`; 422 `TICKET_INVALID`, `TICKET_OTHER_WORKSPACE`, `TICKET_BOOKING_CANCELLED`, `TICKET_NOT_CONFIRMED`, `TICKET_WRONG_DAY`, `TICKET_BOOKING_COMPLETED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["checkInTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List messages
         * @description The workspace's emails, newest first: `status`, `template` and `bookingId` filter (a booking's messages include its invoice's).
         *
         *     **Scope:** `bookings:read`.
         */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How messages are delivered
         * @description Whether messages are sent over SMTP (`SMTP_URL` is set) or kept without sending, the sender address, whether they are DKIM-signed, and the templates.
         *
         *     **Scope:** `bookings:read`.
         */
        get: operations["getMessageSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a message
         * @description One message with its HTML and text parts as sent (null until its first attempt renders them).
         *
         *     **Scope:** `bookings:read`.
         */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message again
         * @description Queues a new message with the same template, recipient and records, rendered afresh from them; its `resendOf` names this one. A message whose recipient was erased (`to` is `[erased]`) is not sent again.
         *
         *     **Scope:** `bookings:write`.
         *
         *     **Error codes:** 409 `MESSAGE_RECIPIENT_ERASED` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["resendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a template
         * @description Renders a template with a real booking (`bookingId`) or invoice (`invoiceId`, for `invoice_issued`) of the workspace, in `locale` or the booking's language; nothing is stored or sent.
         *
         *     **Scope:** `bookings:read`.
         */
        post: operations["previewMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/messages/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test
         * @description Sends a template rendered with a real booking or invoice to `to` (e.g. yourself), through the same queue as every message; it is listed with `test: true`.
         *
         *     **Scope:** `bookings:write`.
         */
        post: operations["sendTestMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/gallery/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file
         * @description Uploads a file as multipart (`file` part) or as JSON (`contentBase64`, for smaller files), within the workspace's quota (409 `QUOTA_EXCEEDED`). The file is `processing` until a background job verifies its content, then `completed` (announced by `gallery.file.uploaded`) or `failed`.
         *
         *     **Scope:** `gallery:write`.
         *
         *     **Error codes:** 409 `QUOTA_EXCEEDED`; 413 `FILE_TOO_LARGE`; 415 `UNSUPPORTED_FILE_TYPE`; 422 `CONTENT_TYPE_MISMATCH` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["uploadGalleryFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/paymentprovider/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a payment notification
         * @description The payment provider's notification of a payment's outcome, accepted from the allowed addresses with a valid signature (instead of an API key). A failed payment is announced at once (the submission's hold stays until it lapses: another card may still pay); a confirmed one starts the background workflow that confirms the booking the submission holds (or books it again when the hold had lapsed before the payment arrived), issues its invoice and contract number, and announces `booking.payment.success` and `payment.succeeded`.
         *
         *     **Authentication:** none (public); limited per client address.
         *
         *     **Emits:** `payment.failed`, `booking.payment.failed`.
         *
         *     **Error codes:** 401 `UNAUTHORIZED`; 404 `NOT_FOUND` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["receivePaymentNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/stripe/{accountId}/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a Stripe Checkout webhook
         * @description Stripe's `checkout.session.*` events for the payment account in the path (configure the endpoint in Stripe with this URL and those events, and save its signing secret as the account's `webhookSecret`). Verified by the `stripe` library's signature check (`Stripe-Signature`), audited like every notification, then applied to the account's workspace's order named by the session's `metadata.order_id`: `checkout.session.completed` (paid) and `checkout.session.async_payment_succeeded` confirm it as a provider notification with status 3 does; `checkout.session.async_payment_failed` and `checkout.session.expired` fail it.
         *
         *     **Authentication:** none (public); limited per client address.
         *
         *     **Emits:** `payment.failed`, `booking.payment.failed`.
         *
         *     **Error codes:** 401 `UNAUTHORIZED`; 404 `NOT_FOUND` (besides the platform's: `x-error-codes` lists them all).
         */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The body of every error answer: `error` and `code` always, the other fields where the reason has them (a 422 may carry `details` like a 400; some refusals add fields of their own, e.g. the quota and usage of a full gallery).
         * @example {
         *       "error": "Organization not found",
         *       "code": "NOT_FOUND"
         *     }
         * @example {
         *       "error": "The product has bookings that are not cancelled",
         *       "code": "HAS_ACTIVE_BOOKINGS"
         *     }
         */
        Error: {
            /** @description What went wrong, in words (e.g. `Organization not found`) */
            error: string;
            /** @description The first problem found */
            details?: {
                /** @description The field at fault: a body path (`lines[0].unitPrice`), `query`, a parameter or header name */
                field: string;
                message: string;
            };
            /**
             * @description Why, for a program to act on: a code of the error catalogue (the API introduction lists them; e.g. `NOT_FOUND`, `HAS_ACTIVE_BOOKINGS`)
             * @enum {string}
             */
            code: "VALIDATION_FAILED" | "INVALID_JSON" | "INVALID_REQUEST" | "UNAUTHORIZED" | "SCOPE_REQUIRED" | "WORKSPACE_MISMATCH" | "SESSION_ONLY" | "SESSION_REQUIRED" | "CSRF_REJECTED" | "SANDBOX_FEATURE_DISABLED" | "NOT_FOUND" | "ROUTE_NOT_FOUND" | "IDEMPOTENCY_KEY_IN_USE" | "BODY_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "UNKNOWN_REFERENCE" | "UNPROCESSABLE" | "CURRENCY_MISMATCH" | "INVALID_STATUS_TRANSITION" | "CONCURRENT_CHANGE" | "INVALID_CREDENTIALS" | "NO_WORKSPACE" | "OWNER_REQUIRED" | "ACCOUNT_EXISTS" | "ALREADY_MEMBER" | "LAST_OWNER" | "ALREADY_REVOKED" | "LINK_EXPIRED" | "TOO_MANY_SIGN_IN_ATTEMPTS" | "PERSON_ERASED" | "MESSAGE_RECIPIENT_ERASED" | "PRODUCT_SLUG_TAKEN" | "TAG_SLUG_TAKEN" | "MARKETPLACE_PRODUCT" | "HAS_ACTIVE_BOOKINGS" | "CAPACITY_BELOW_BOOKED" | "SCHEDULE_TOO_LARGE" | "NOT_BOOKABLE" | "SALES_CLOSED" | "NO_PRICES" | "PRICING_MODEL_MISMATCH" | "INVALID_PARTY" | "PRICE_TOO_LARGE" | "INVALID_COMMAND" | "BOOKING_CHANGED" | "NOT_ON_HOLD" | "SESSION_SUBMITTED" | "HOLD_EXPIRED" | "SESSION_EXPIRED" | "CAPACITY_EXCEEDED" | "UNKNOWN_TRAVELLER" | "REFUND_EXCEEDS_PAID" | "PAYMENT_EXCEEDS_BALANCE" | "MANIFEST_TOO_LARGE" | "TICKET_NOT_AVAILABLE" | "TICKET_INVALID" | "TICKET_OTHER_WORKSPACE" | "TICKET_BOOKING_CANCELLED" | "TICKET_NOT_CONFIRMED" | "TICKET_WRONG_DAY" | "TICKET_BOOKING_COMPLETED" | "INVOICE_NOT_DRAFT" | "ALREADY_VOID" | "INVOICE_EMPTY" | "SERIES_NAME_TAKEN" | "DEFAULT_SERIES_EXISTS" | "SERIES_INACTIVE" | "SERIES_IS_DEFAULT" | "SERIES_IN_USE" | "NUMBER_ALREADY_ALLOCATED" | "DATE_BEFORE_LAST_ALLOCATED" | "VOUCHER_CODE_TAKEN" | "VOUCHER_INACTIVE" | "VOUCHER_EXPIRED" | "VOUCHER_DEPLETED" | "VOUCHER_NOT_TRANSFERABLE" | "INSUFFICIENT_BALANCE" | "VOUCHER_INVALID" | "REFUND_EXCEEDS_REDEEMED" | "POLICY_SLUG_TAKEN" | "FORM_SLUG_TAKEN" | "COLLECTION_KEY_TAKEN" | "COLLECTION_SLUG_TAKEN" | "QUOTA_EXCEEDED" | "FILE_BEING_DELETED" | "MEDIA_FILE_NOT_FOUND" | "MEDIA_NOT_AN_IMAGE" | "FILE_TOO_LARGE" | "UNSUPPORTED_FILE_TYPE" | "CONTENT_TYPE_MISMATCH" | "PROVIDER_EXISTS" | "AVAILABILITY_NOT_SUPPORTED" | "SUBSCRIPTION_INACTIVE" | "BOOKING_PAGE_HANDLE_TAKEN" | "PAYMENT_PROVIDER_NOT_ALLOWED" | "PAYMENT_CREDENTIALS_KEY_MISSING" | "PAYMENT_NOT_REFUNDABLE" | "PAYMENT_PROVIDER_ERROR" | "PAYMENT_OPERATION_UNSUPPORTED";
            /** @description More about the reason, where given */
            message?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A 400: the request is malformed or a field is invalid. `details` names the first invalid field (always, for a body, query or parameter that fails its schema); a body that is not JSON has none.
         * @example {
         *       "error": "Validation failed",
         *       "details": {
         *         "field": "email",
         *         "message": "must match format \"email\""
         *       },
         *       "code": "VALIDATION_FAILED"
         *     }
         */
        ValidationError: {
            /** @description `Validation failed` for a field at fault; otherwise what was wrong with the request (`Invalid JSON body`, `No fields to update`) */
            error: string;
            /** @description The first problem found */
            details?: {
                /** @description The field at fault: a body path (`lines[0].unitPrice`), `query`, a parameter or header name */
                field: string;
                message: string;
            };
            /** @description `VALIDATION_FAILED` for a field at fault, `INVALID_JSON` or `INVALID_REQUEST` for a malformed request */
            code: string;
            message?: string;
            /** @description Every problem, where the request is judged as a whole (a form submission); `details` is the first */
            issues?: {
                field: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A 400 of the booking wizard: `issues` lists every problem of the session's data and of the workspace's billing and passenger forms, `details` the first; a malformed request has the usual `details` only.
         * @example {
         *       "error": "Validation failed",
         *       "issues": [
         *         {
         *           "field": "billing.email",
         *           "message": "is required"
         *         }
         *       ],
         *       "details": {
         *         "field": "billing.email",
         *         "message": "is required"
         *       },
         *       "code": "VALIDATION_FAILED"
         *     }
         */
        WizardValidationError: {
            error: string;
            /** @description Every problem of the booking data and the workspace's billing and passenger forms */
            issues?: {
                field: string;
                message: string;
            }[];
            /** @description The first problem found */
            details?: {
                /** @description The field at fault: a body path (`lines[0].unitPrice`), `query`, a parameter or header name */
                field: string;
                message: string;
            };
            /** @description `VALIDATION_FAILED`, or `INVALID_JSON` / `INVALID_REQUEST` for a malformed request */
            code: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description A 403: the key lacks the scope the route needs (`required_scope`), names another workspace in `x-workspace-id`, or (live-only routes) the workspace is a sandbox.
         * @example {
         *       "error": "Forbidden",
         *       "code": "SCOPE_REQUIRED",
         *       "message": "This API key lacks the required scope: bookings:write",
         *       "required_scope": "bookings:write"
         *     }
         */
        Forbidden: {
            /** @description Always `Forbidden` */
            error: string;
            /** @description `SCOPE_REQUIRED` (the scope the key lacks), `WORKSPACE_MISMATCH`, `CSRF_REJECTED`, `SESSION_ONLY`, `SESSION_REQUIRED`, `SANDBOX_FEATURE_DISABLED` (see SandboxFeatureDisabled), or a refusal of the operation */
            code: string;
            /** @description Why: the scope the key lacks, the workspace it does not belong to, or the sandbox rule */
            message?: string;
            /** @description The scope the key lacks (the first one, where several grant the route) */
            required_scope?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description The 403 of a live-only route (the marketplace) called with a sandbox workspace's key, before its scope or input is looked at.
         * @example {
         *       "error": "Forbidden",
         *       "code": "SANDBOX_FEATURE_DISABLED",
         *       "message": "This feature is not available in sandbox workspaces"
         *     }
         */
        SandboxFeatureDisabled: {
            /** @enum {unknown} */
            error: "Forbidden";
            /** @enum {unknown} */
            code: "SANDBOX_FEATURE_DISABLED";
            message: string;
        };
        /**
         * @description A 429: the workspace's request budget (or the client address's, on public routes) is spent for now.
         * @example {
         *       "error": "Rate limit exceeded",
         *       "code": "RATE_LIMITED",
         *       "retry_after": 1
         *     }
         */
        RateLimited: {
            /** @description `Rate limit exceeded`, or `Too many sign-in attempts` */
            error: string;
            /** @description `RATE_LIMITED` (the request budget), or `TOO_MANY_SIGN_IN_ATTEMPTS` */
            code: string;
            /** @description Seconds to wait before the next request (the `Retry-After` header says the same) */
            retry_after: number;
        } & {
            [key: string]: unknown;
        };
        /** @description The workspace (tenant) of the calling key: its type and limits, and its settings (workspace-wide defaults, then each area's). */
        Workspace: {
            /** @description ws_… id */
            id: string;
            name: string;
            /** @description Where the workspace's public booking page is: `/book/<bookingPageHandle>`. */
            bookingPageHandle: string;
            type: "live" | "sandbox";
            defaultCurrency: string;
            timezone: string;
            wizardBillingFormId: string | null;
            wizardPassengerFormId: string | null;
            holdMinutes: number | null;
            defaultInvoiceSeries: string;
            availabilityLimitedPercent: number;
            businessName: string | null;
            businessTaxId: string | null;
            businessRegistrationNumber: string | null;
            businessAddress: string | null;
            businessEmail: string | null;
            businessPhone: string | null;
            brandColor: string;
            logoFileId: string | null;
            bankName: string | null;
            bankAccount: string | null;
            ticketLayout: "per_traveller" | "per_booking";
            bookingPageProductIds: string[] | null;
            bookingPageFrameOrigins: string[];
            limits: {
                perMinute: number;
                burst: number;
            };
            createdAt: string;
            updatedAt: string;
        };
        Session: {
            user: {
                id: string;
                email: string;
            };
            workspace: {
                id: string;
                name: string;
                type: "live" | "sandbox";
            };
            /** @description owner, admin, developer, viewer */
            role: "owner" | "admin" | "developer" | "viewer";
            /** @description Every route scope the role grants */
            scopes: string[];
            workspaces: {
                id: string;
                name: string;
                type: "live" | "sandbox";
                /** @description owner, admin, developer, viewer */
                role: "owner" | "admin" | "developer" | "viewer";
            }[];
            /** @description Send it as X-CSRF-Token with every POST, PUT, PATCH and DELETE made with the cookie */
            csrf_token: string;
            /** @description When the session ends if left unused (idle end or absolute end, whichever is first) */
            expires_at: string;
        };
        Member: {
            user_id: string;
            email: string;
            /** @description owner, admin, developer, viewer */
            role: "owner" | "admin" | "developer" | "viewer";
            /** @description invited until the person has joined the workspace through its setup link (chosen their first password, or accepted with the password of the account they have), or an operator gave them a password; an invited member has no access */
            status: "active" | "invited";
            created_at: string;
        };
        /** @description Where a page sits in its list */
        Pagination: {
            /** @description Items in the whole list (with its filters) */
            total: number;
            /** @description The page size asked for */
            limit: number;
            /** @description Items skipped before this page */
            offset: number;
            /** @description Whether items follow this page: ask for offset + the items received, or pass `next_cursor` */
            has_more: boolean;
            /** @description Where the next page starts (`cursor=`), null on the last page */
            next_cursor: string | null;
        };
        ApiKey: {
            id: string;
            name: string;
            /** @description Not secret: the prefix and the last four characters */
            hint: string;
            scopes: string[];
            status: "active" | "revoked";
            created_at: string;
            created_by: {
                id: string;
                email: string | null;
            } | null;
            /** @description To the minute */
            last_used_at: string | null;
            expires_at: string | null;
            revoked_at: string | null;
        };
        ApiKeyWithValue: {
            id: string;
            name: string;
            /** @description Not secret: the prefix and the last four characters */
            hint: string;
            scopes: string[];
            status: "active" | "revoked";
            created_at: string;
            created_by: {
                id: string;
                email: string | null;
            } | null;
            /** @description To the minute */
            last_used_at: string | null;
            expires_at: string | null;
            revoked_at: string | null;
            /** @description The key itself: shown in this answer only */
            key: string;
        };
        AuditEntry: {
            id: string;
            at: string;
            actor: {
                type: "user" | "key" | "operator";
                id: string | null;
                email: string | null;
            };
            /** @description key.created, key.revoked, member.added, member.invited, member.joined, member.role_changed, member.removed, password.set, person.exported, person.erased, session.signed_in, session.signed_out_everywhere, integrity.repaired */
            action: string;
            target: {
                type: string;
                id: string;
            } | null;
            ip: string | null;
            details: {
                [key: string]: unknown;
            };
        };
        /** @description A company or agency the workspace deals with. */
        Organization: {
            /** @description org_… id */
            id: string;
            name: string;
            legalName: string | null;
            email: string | null;
            phone: string | null;
            description: string | null;
            taxId: string | null;
            kind: string | null;
            billingAddress: {
                line1?: string;
                line2?: string;
                city?: string;
                region?: string;
                postalCode?: string;
                country?: string;
            } | null;
            visitingAddress: {
                line1?: string;
                line2?: string;
                city?: string;
                region?: string;
                postalCode?: string;
                country?: string;
            } | null;
            metadata: {
                [key: string]: unknown;
            };
            createdAt: string;
            updatedAt: string;
        };
        /** @description A customer: someone who books or travels. */
        Person: {
            /** @description ppl_… id */
            id: string;
            firstName: string;
            lastName: string;
            emails: string[];
            phones: string[];
            country: string | null;
            /** @description The first of `emails` */
            defaultEmail: string | null;
            createdAt: string;
            updatedAt: string;
            /** @description When their personal data was erased (`POST /v1/people/{id}/erase`); absent otherwise. An erased person has empty names and no emails or phones, and cannot be changed. */
            erasedAt?: string;
        };
        /** @description Everything the workspace holds about a person, as one document (a data subject’s access request). */
        PersonExport: {
            exportedAt: string;
            person: components["schemas"]["Person"];
            /** @description The bookings whose customer they are (the billing person, or the billing contact’s email) */
            bookings: {
                id: string;
                code: string;
                status: string;
                paymentStatus: string;
                productTitle: string;
                departureStartAt: string | null;
                currency: string;
                totalMinor: number;
                paidMinor: number;
                refundedMinor: number;
                billing: {
                    [key: string]: unknown;
                } | null;
                notes: string | null;
                checkedInCount: number;
                createdAt: string;
            }[];
            /** @description Their entries among bookings’ travellers (a passenger naming their person id or email, or their name on their own booking), with the check-in of each */
            travellers: {
                bookingId: string;
                bookingCode: string;
                index: number;
                details: {
                    [key: string]: unknown;
                };
                checkedInAt: string | null;
            }[];
            /** @description The marketing consent recorded with their contact on bookings (OCTO `allowMarketing`) */
            consent: {
                source: string;
                bookingId: string;
                allowMarketing: boolean;
                recordedAt: string;
            }[];
            /** @description The messages sent to one of their addresses or about a booking of theirs */
            messages: {
                id: string;
                template: string;
                to: string;
                subject: string;
                status: string;
                bookingId: string | null;
                invoiceId: string | null;
                /** @description The text part as sent */
                text: string | null;
                createdAt: string;
                sentAt: string | null;
            }[];
            /** @description Form submissions with one of their emails or their person id among the answers */
            formSubmissions: {
                id: string;
                formId: string;
                data: {
                    [key: string]: unknown;
                };
                createdAt: string;
            }[];
            /** @description Invoices whose buyer they are (their email, or a booking of theirs) */
            invoices: {
                id: string;
                number: string | null;
                status: string;
                issueDate: string;
                buyerName: string | null;
                buyerEmail: string | null;
                buyerAddress: {
                    [key: string]: unknown;
                } | null;
                bookingId: string | null;
                currency: string;
                totalMinor: number;
                /** @description Issued or voided: an erasure keeps its buyer data (the law requires it); a draft’s is erased */
                retained: boolean;
            }[];
            /** @description Vouchers assigned to them, or whose metadata names their email */
            vouchers: {
                id: string;
                code: string;
                type: string;
                currency: string;
                initialBalanceMinor: number;
                currentBalanceMinor: number;
                expiresAt: string | null;
                metadata: {
                    [key: string]: unknown;
                };
                createdAt: string;
            }[];
            /** @description Voucher ledger entries made for them */
            voucherTransactions: {
                id: string;
                voucherId: string;
                type: string;
                amountMinor: number;
                currency: string;
                bookingId: string | null;
                description: string | null;
                createdAt: string;
            }[];
            /** @description After an erasure: the records that kept their data, and why; empty before */
            retained: {
                /** @description The kind of record, e.g. `invoice` */
                type: string;
                id: string;
                /** @description Why it keeps the person’s data */
                reason: string;
            }[];
        };
        /** @description The answer to an erasure: when it happened, and what was kept. */
        PersonErasure: {
            /** @description The person (ppl_…) */
            id: string;
            /** @description When the erasure was made (the first request; a repeat answers the same) */
            erasedAt: string;
            /** @description Records that keep their data by law (issued invoices), which the erasure left as they were */
            retained: {
                /** @description The kind of record, e.g. `invoice` */
                type: string;
                id: string;
                /** @description Why it keeps the person’s data */
                reason: string;
            }[];
        };
        /** @description A form: its fields, settings and where its submissions are announced. */
        Form: {
            /** @description form_… id */
            id: string;
            workspace_id: string;
            name: string;
            slug: string;
            title: string | null;
            description: string | null;
            status: string;
            fields: {
                id: string;
                type: string;
                label: string;
                required: boolean;
                placeholder?: string | null;
                options?: {
                    value: string;
                    label: string;
                }[];
            }[];
            settings: {
                success_message?: {
                    [key: string]: string;
                };
                redirect_url?: string | null;
            } | null;
            notification_emails: string[];
            /** @description Who created it: the API key (`key_…`) or the person signed in to the console (`usr_…`); null for forms made before that was recorded */
            created_by: string | null;
            created_at: string;
            updated_at: string;
        };
        /** @description What was submitted to a form. */
        FormSubmission: {
            id: string;
            form_id: string;
            /** @description The answers, by field id */
            data: {
                [key: string]: unknown;
            };
            created_at: string;
        };
        /** @description What a successful submission answers: the form's success message per locale and where to go next. */
        FormSubmissionReceipt: {
            success: boolean;
            submission_id: string;
            message: {
                [key: string]: string;
            };
            redirect_url: string | null;
        };
        /** @description An invoice with its lines. Amounts are decimal strings in major units (`"980.00"`), computed from integer minor units. */
        Invoice: {
            /** @description inv_… id */
            id: string;
            number: string | null;
            series: string;
            /** @enum {unknown} */
            status: "draft" | "issued" | "void";
            currency: string;
            issueDate: string;
            dueDate: string;
            subtotal: string;
            discountTotal: string;
            taxTotal: string;
            total: string;
            buyerAddress: {
                company?: string;
                vat?: string;
                country?: string;
            } | null;
            buyerName: string | null;
            buyerEmail: string | null;
            bookingId: string | null;
            issuedAt: string | null;
            voidedAt: string | null;
            createdAt: string;
            updatedAt: string;
            lines: {
                id: string;
                lineNo: number;
                itemType: string;
                description: string;
                unit: string | null;
                quantity: string;
                unitPrice: string;
                discountAmount: string;
                taxRate: string;
                taxAmount: string;
                lineTotal: string;
            }[];
        };
        /** @description A numbering series for contracts: its pattern, reset period and rules. */
        ContractSeries: {
            /** @description cs_… id */
            id: string;
            workspaceId: string;
            name: string;
            prefix: string | null;
            pattern: string;
            /** @enum {unknown} */
            resetPeriod: "never" | "year" | "month";
            startValue: number;
            enforceGapless: boolean;
            enforceMonotonicDates: boolean;
            active: boolean;
            defaultForBe: boolean;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A product of the catalog: the workspace's own (`source: owned`) or a marketplace product it enabled (`source: marketplace`, with its provider). */
        Product: {
            /** @description prod_… id */
            id: string;
            /** @enum {unknown} */
            source: "owned" | "marketplace";
            providerId?: string;
            externalProductId?: string;
            title: string;
            slug: string;
            description: string | null;
            summary: string | null;
            status: string;
            type: string | null;
            category: string | null;
            currency: string | null;
            durationDays: number | null;
            location: {
                city?: string;
                region?: string;
                country?: string;
                address?: string;
                coordinates?: {
                    lat: number;
                    lng: number;
                };
            } | null;
            pricingModel: string;
            tags: string[];
            media: {
                /** @description gal_file_… id */
                fileId: string;
                /** @enum {string} */
                type: "image";
                mimeType: string;
                altText: string | null;
                /** @description Where its bytes are (`GET /v1/gallery/download/{id}`, with the API key) */
                url: string;
            }[];
            createdAt: string;
            updatedAt: string;
        };
        /** @description A label products carry (by slug). */
        Tag: {
            /** @description tag_… id */
            id: string;
            name: string;
            slug: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A dated departure of a product, with its seats. */
        Departure: {
            /** @description dept_… id */
            id: string;
            productId: string;
            startAt: string;
            endAt: string;
            capacity: number;
            /** @description Seats taken by bookings */
            bookedPax: number;
            /** @description Seats left: capacity - bookedPax */
            remaining: number;
            status: string;
            meetingPoint: {
                name: string;
                address?: string;
            } | null;
            salesCutoffMinutes: number | null;
            /** @description When sales close: `startAt` − `salesCutoffMinutes`; null without a cut-off */
            salesCloseAt: string | null;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A product's pricing: room categories and unit types, rate plans (the first is the base, `base: true`) and per-departure overrides. Room amounts are decimal major units per person, unit amounts per unit. */
        ProductPricing: {
            productId: string;
            pricingModel: string;
            roomCategories: {
                key: string;
                label: string;
                pax: number;
            }[];
            unitTypes: {
                key: string;
                /** @enum {unknown} */
                type: "adult" | "child" | "infant" | "youth" | "senior" | "student" | "family" | "custom";
                label: string;
                minAge: number | null;
                maxAge: number | null;
                pax: number;
                minQuantity: number | null;
                maxQuantity: number | null;
            }[];
            ratePlans: {
                id: string;
                name: string;
                base: boolean;
                prices: {
                    categoryKey: string;
                    amountPerPerson: number;
                    currency: string;
                }[];
                unitPrices: {
                    unitKey: string;
                    amount: number;
                    currency: string;
                }[];
            }[];
            departureOverrides: {
                departureId: string;
                ratePlanId: string | null;
                prices: {
                    categoryKey: string;
                    amountPerPerson: number;
                    currency: string;
                }[];
                unitPrices: {
                    unitKey: string;
                    amount: number;
                    currency: string;
                }[];
            }[];
            updatedAt: string | null;
        };
        /** @description A room category with its price per person for a departure and rate plan. */
        PricingOption: {
            key: string;
            label: string;
            pax: number;
            amountPerPerson: number;
            currency: string;
        };
        /** @description A product's availability per local day and per departure: status, vacancies, capacity and prices. */
        ProductAvailability: {
            productId: string;
            timeZone: string;
            from: string;
            to: string;
            currency: string | null;
            units: {
                unitKey: string;
                quantity: number;
            }[];
            days: {
                date: string;
                /** @enum {unknown} */
                status: "AVAILABLE" | "LIMITED" | "SOLD_OUT" | "CLOSED";
                /** @description Seats left on the day's departures that sell */
                vacancies: number;
                /** @description Seats of the day's departures that sell */
                capacity: number;
                /** @description The lowest `fromPrice` (or `total` for `units`) of the day's departures that sell */
                lowestPrice: {
                    /** @description Decimal, major units */
                    amount: number;
                    amountMinor: number;
                    currency: string;
                } | null;
                departures: {
                    /** @description The departure (dept_…) */
                    id: string;
                    startAt: string;
                    endAt: string;
                    /** @description The start in the workspace's time zone, with its offset */
                    localStartAt: string;
                    localEndAt: string;
                    /** @enum {unknown} */
                    status: "AVAILABLE" | "LIMITED" | "SOLD_OUT" | "CLOSED";
                    vacancies: number;
                    capacity: number;
                    salesCloseAt: string | null;
                    /** @description Price per unit (products sold by units) */
                    prices: {
                        unitKey: string;
                        amount: number;
                        amountMinor: number;
                        currency: string;
                    }[];
                    fromPrice: {
                        /** @description Decimal, major units */
                        amount: number;
                        amountMinor: number;
                        currency: string;
                    } | null;
                    total: {
                        /** @description Decimal, major units */
                        amount: number;
                        amountMinor: number;
                        currency: string;
                    } | null;
                }[];
            }[];
        };
        /** @description A URL that receives the workspace's events matching `events`, signed with the subscription's secret. */
        WebhookSubscription: {
            /** @description whsub_… id */
            id: string;
            workspace_id: string;
            url: string;
            events: string[];
            active: boolean;
            max_retries: number;
            /** @description The extra headers (lower-cased names). Values are write-only: the create answer shows them, every other answer shows `••••` for each. */
            headers: {
                [key: string]: string;
            };
            description: string;
            created_at: string;
            updated_at: string;
            last_delivery_at: string | null;
            /** @description Failed attempts since the last success or rotation */
            failure_count: number;
        };
        /** @description The delivery of one event to one subscription: its status, attempts and last answer. */
        WebhookDelivery: {
            /** @description whdel_… id */
            id: string;
            subscription_id: string;
            event_id: string;
            event_type: string;
            /**
             * @description pending (an attempt is due), succeeded, failed (gave up) or cancelled
             * @enum {unknown}
             */
            status: "pending" | "succeeded" | "failed" | "cancelled";
            /** @description Attempts made so far (the last one sent X-Delivery-Attempt: attempt) */
            attempt: number;
            response_status: number | null;
            duration_ms: number | null;
            error: string | null;
            next_attempt_at: string | null;
            last_attempt_at: string | null;
            created_at: string;
            updated_at: string;
        };
        /** @description Something that happened in the workspace, as webhooks deliver it. */
        Event: {
            /** @description evt_… id */
            id: string;
            /** @description The event type, e.g. `booking.created` */
            type: string;
            created_at: string;
            workspace_id: string;
            /** @description The payload: the resource as the API shows it (see the event types) */
            data: {
                [key: string]: unknown;
            };
        };
        /** @description A prepaid balance (gift card, store credit, …) in minor units, spent by redemptions and given back by refunds. */
        Voucher: {
            /** @description voucher_… id */
            id: string;
            workspace_id: string;
            code: string;
            type: string;
            status: string;
            customer_id: string | null;
            initial_balance_minor: number;
            current_balance_minor: number;
            currency: string;
            expires_at: string | null;
            is_transferable: boolean;
            source_type: string | null;
            source_id: string | null;
            last_used_at: string | null;
            metadata: {
                [key: string]: unknown;
            };
            created_at: string;
            updated_at: string;
        };
        /** @description An entry of a voucher's ledger: a redemption (negative amount), refund or adjustment, with the balance after it. */
        VoucherTransaction: {
            /** @description txn_… id */
            id: string;
            voucher_id: string;
            type: string;
            amount_minor: number;
            balance_after_minor: number;
            currency: string;
            booking_id: string | null;
            customer_id: string | null;
            description: string | null;
            /** @description The redemption a refund gives back */
            related_transaction_id: string | null;
            created_at: string;
        };
        /** @description A stored file: image, video, document or audio, with its description and tags. `status` is `processing` until its content is verified, then `completed` or `failed`; `deleting` once its deletion is scheduled. */
        GalleryFile: {
            /** @description gal_file_… id */
            id: string;
            workspaceId: string;
            name: string;
            originalName: string;
            size: number;
            mimeType: string;
            type: string;
            storageProvider: string;
            sha256: string;
            folder: string | null;
            status: string;
            metadata: {
                altText: string | null;
                description: string | null;
                tags: string[];
            };
            /** @description Where its bytes are (`GET /v1/gallery/download/{id}`, with the API key) */
            downloadUrl: string;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A cancellation policy, terms or other text, shown in one locale (`locale`) of those it is translated into (`locales`). */
        Policy: {
            /** @description pol_… id */
            id: string;
            workspace_id: string;
            kind: string;
            scope: string;
            status: string;
            title: string | null;
            slug: string | null;
            description_html: string | null;
            billing_cancellation_policy_id: string | null;
            product_id: string | null;
            locale: string | null;
            locales: string[];
            created_at: string;
            updated_at: string;
        };
        /** @description A curated (`manual`) or tag-driven (`smart`) list of products, with its translations. */
        Collection: {
            /** @description col_… id */
            id: string;
            key: string;
            name: string;
            type: string;
            status: string;
            sort_strategy: string;
            definition: {
                productIds?: string[];
                include?: {
                    tag: string;
                }[];
                exclude?: {
                    tag?: string;
                    /** @description prod_… id */
                    productId?: string;
                }[];
                /** @enum {unknown} */
                match?: "any" | "all";
            };
            translation: {
                locale: string;
                name: string;
                slug: string;
            } | null;
            translations: {
                locale: string;
                name: string;
                slug: string;
            }[];
            created_at: string;
            updated_at: string;
        };
        /** @description A provider of marketplace products (another workspace, or an imported feed) and how this workspace reaches it. */
        MarketplaceProvider: {
            /** @description prov_… id */
            id: string;
            name: string;
            /** @enum {unknown} */
            kind: "workspace" | "feed";
            supportsAvailability: boolean;
            access: ("connection" | "grant")[];
            createdAt: string;
        };
        /** @description A product a provider offers on the marketplace, and whether this workspace has enabled it into its catalog. */
        MarketplaceProduct: {
            /** @description mp_prod_… id */
            id: string;
            providerId: string;
            externalProductId: string;
            title: string;
            description: string | null;
            kind: string | null;
            status: string;
            media: {
                type: string;
                /** Format: uri */
                url: string;
                alt?: string;
            }[];
            attributes: {
                [key: string]: unknown;
            };
            enabled: boolean;
            enabledAt: string | null;
            catalogProductId: string | null;
            createdAt: string;
            updatedAt: string;
        };
        /** @description A marketplace product's departures in a date range, read live from its provider. */
        MarketplaceAvailability: {
            productId: string;
            providerId: string;
            from: string;
            to: string;
            departures: {
                departureId: string;
                startAt: string | null;
                endAt: string | null;
                date: string | null;
                status: string;
                capacity: number | null;
                remaining: number | null;
                priceFrom: {
                    amount: number;
                    currency: string;
                } | null;
            }[];
        };
        /** @description A booking a reseller made of this workspace's product, as its supplier sees it. */
        MarketplaceSale: {
            id: string;
            bookingId: string;
            bookingCode: string;
            resellerWorkspaceId: string;
            providerId: string;
            marketplaceProductId: string;
            productId: string;
            departureId: string;
            seats: number;
            currency: string;
            total: number;
            totalMinor: number;
            /** @enum {unknown} */
            status: "active" | "cancelled";
            createdAt: string;
            cancelledAt: string | null;
        };
        /** @description A booking of a departure: its travellers and rooms, its price (decimal major units and integer minor units), its status and payment state. */
        Booking: {
            /** @description book_… id */
            id: string;
            code: string;
            /** @enum {unknown} */
            status: "on_hold" | "pending" | "confirmed" | "completed" | "cancelled" | "expired";
            /**
             * @description What the ledger (`GET /v1/bookings/{id}/payments`) adds up to: `unpaid` before any payment, `partially_paid` or `paid` (the payments cover `pricing.total`) while nothing was refunded, `partially_refunded` or `refunded` (everything paid was given back) after a refund.
             * @enum {unknown}
             */
            payment_status: "unpaid" | "partially_paid" | "paid" | "partially_refunded" | "refunded";
            source: string;
            product: {
                id: string;
                title: string;
                type: string | null;
                category: string;
            };
            departure: {
                id: string;
                start_at: string | null;
                end_at: string | null;
            };
            pax: {
                adults: number;
                children: number;
                infants: number;
            };
            seats: number;
            seats_held: boolean;
            rooms: {
                categoryKey: string;
                occupancy: number;
                quantity: number;
            }[];
            units: {
                /** @description A unit type of the product (its pricing's `unitTypes[].key`; `adult`, `child`, `infant` for products priced per person) */
                unitKey: string;
                quantity: number;
            }[];
            rate_plan_id: string | null;
            billing_person_id: string | null;
            organization_id: string | null;
            language: string | null;
            pricing: {
                currency: string;
                subtotal: number;
                tax: number;
                total: number;
                subtotal_minor: number;
                tax_minor: number;
                total_minor: number;
                breakdown: unknown;
                computed_at: string;
            };
            /** @description The ledger's totals in `pricing.currency` (major and minor units): what was paid and refunded, and the `balance` the customer still owes: the total (nothing once cancelled or expired) less what the booking holds; negative when it holds more. */
            money: {
                paid: number;
                refunded: number;
                balance: number;
                paid_minor: number;
                refunded_minor: number;
                balance_minor: number;
            };
            billing: {
                [key: string]: unknown;
            } | null;
            passengers: {
                [key: string]: unknown;
            }[];
            notes: string | null;
            metadata: {
                [key: string]: unknown;
            };
            attention_required: boolean;
            attention_reason: string | null;
            wizard_session_id: string | null;
            payment_session_id: string | null;
            invoice_id: string | null;
            contract_number: string | null;
            created_at: string;
            updated_at: string;
            confirmed_at: string | null;
            cancelled_at: string | null;
            completed_at: string | null;
            /** @description When the hold of an `on_hold` booking lapses (kept once it is confirmed, cancelled or expired); null for a booking never held. */
            hold_expires_at: string | null;
            /** @description The booking `uuid` of the reseller that made it over the OCTO API (`source: octo`); null otherwise. */
            external_uuid: string | null;
            /** @description The reseller's own reference of a booking made over the OCTO API. */
            reseller_reference: string | null;
            /** @description Why the booking was cancelled, when the canceller said (the OCTO cancel `reason`). */
            cancellation_reason: string | null;
            /** @description Who has arrived (`POST /v1/bookings/{id}/check-in`): a confirmed booking whose `count` is its `total` was fully checked in (OCTO shows it REDEEMED) and is ready to be completed. */
            checked_in: {
                /** @description Travellers checked in */
                count: number;
                /** @description Travellers of the booking: its adults, children and infants */
                total: number;
                /** @description The latest check-in of those checked in; null when none is */
                at: string | null;
            };
        };
        /** @description A row of a booking's ledger: one payment or refund, never changed once recorded. */
        BookingMoneyMovement: {
            /** @description bmov_… id */
            id: string;
            booking_id: string;
            /** @enum {unknown} */
            kind: "payment" | "refund";
            /** @description Major units of `currency`, positive (a refund gives it back). */
            amount: number;
            amount_minor: number;
            /** @description The booking's currency; a provider's payment taken in another is listed in its own and left out of the booking's totals. */
            currency: string;
            method: ("cash" | "bank_transfer" | "card_terminal" | "provider" | "other" | "voucher") | null;
            reference: string | null;
            reason: string | null;
            /** @description The day the money moved (`YYYY-MM-DD`, the workspace's time zone). */
            date: string;
            /** @description The provider's payment session of a payment the provider took. */
            payment_session_id: string | null;
            created_at: string;
            /** @description The API key or person that recorded it; null for the payment workflow. */
            created_by: string | null;
        };
        /** @description A departure's travellers: one line per traveller of its live bookings (not cancelled or expired), and totals. */
        DepartureManifest: {
            departure: {
                id: string;
                product_id: string;
                product_title: string;
                start_at: string;
                end_at: string;
                status: string;
                capacity: number;
                /** @description Seats taken by bookings */
                booked_pax: number;
            };
            travellers: {
                booking_id: string;
                booking_code: string;
                /** @enum {unknown} */
                booking_status: "on_hold" | "pending" | "confirmed" | "completed";
                /** @description The traveller's place in the booking's party, from 0: what check-in names */
                index: number;
                /** @description From the passenger of the same index, else the billing contact for the first traveller, else `Traveller n` */
                name: string;
                /** @description The unit the traveller came with: a unit key, a room category, or `adult`/`child`/`infant`; null when the booking does not say */
                unit: string | null;
                checked_in: boolean;
                checked_in_at: string | null;
                /** @description The API key (`key_…`) or person (`usr_…`) that checked them in */
                checked_in_by: string | null;
                /** @description The booking's billing contact */
                contact: {
                    name: string | null;
                    email: string | null;
                    phone: string | null;
                };
                /** @description The booking's internal notes */
                notes: string | null;
                /** @enum {unknown} */
                payment_status: "unpaid" | "partially_paid" | "paid" | "partially_refunded" | "refunded";
                /** @description `payment_status` is `paid` */
                paid: boolean;
            }[];
            /** @description Of the travellers answered */
            totals: {
                bookings: number;
                bookings_paid: number;
                /** @description Bookings whose `payment_status` is not `paid` */
                bookings_unpaid: number;
                /** @description Bookings whose travellers are all checked in */
                bookings_checked_in: number;
                travellers: number;
                checked_in: number;
                not_checked_in: number;
                /** @description Travellers and check-ins per unit, by unit */
                by_unit: {
                    unit: string | null;
                    travellers: number;
                    checked_in: number;
                }[];
            };
        };
        /** @description A booking engine's wizard session: the booking data gathered step by step, until it is committed or submitted for payment, or expires. */
        WizardSession: {
            /** @description wzd_… id */
            id: string;
            workspace_id: string;
            user_id: string | null;
            visitor_id: string | null;
            language: string | null;
            currency: string | null;
            step: number;
            version: number;
            data: {
                [key: string]: unknown;
            };
            booking_id: string | null;
            code: string | null;
            status: string;
            expires_at: string;
            expired: boolean;
            locked_at: string | null;
            consumed_at: string | null;
            created_at: string;
            updated_at: string;
            payment: {
                id: string;
                order_id: string;
                status: string;
                amount: number;
                amount_minor: number;
                currency: string;
                booking_id: string | null;
                invoice_id: string | null;
                contract_number: string | null;
                workflow_status: string;
                paid_amount: number | null;
                paid_amount_minor: number | null;
                paid_currency: string | null;
                provider_payment_id: string | null;
                provider_status: number | null;
                provider_message: string | null;
                attention_reason: string | null;
                attention_at: string | null;
                created_at: string;
                confirmed_at: string | null;
                failed_at: string | null;
            } | null;
            /** @description The seats a submitted session holds while its payment is awaited (the workspace's `holdMinutes`, else HOLD_DEFAULT_MINUTES): a hold, not a booking; null before the submission (or when the session was committed first, whose booking holds them). */
            seat_hold: {
                /** @description seat_hold_… id */
                id: string;
                /**
                 * @description `held` while the payment is awaited; `converted` once it became the booking; `lapsed` when it ended unpaid (its seats given back)
                 * @enum {unknown}
                 */
                status: "held" | "converted" | "lapsed";
                departure_id: string;
                seats: number;
                /** @description When the hold lapses unless the payment arrives first */
                expires_at: string;
                /** @description The booking it became */
                booking_id: string | null;
            } | null;
        };
        /** @description An online payment of a submitted booking: its amount and the provider's reports, and the booking, invoice and contract number it led to. */
        PaymentSession: {
            id: string;
            order_id: string;
            status: string;
            amount: number;
            amount_minor: number;
            currency: string;
            booking_id: string | null;
            invoice_id: string | null;
            contract_number: string | null;
            workflow_status: string;
            paid_amount: number | null;
            paid_amount_minor: number | null;
            paid_currency: string | null;
            provider_payment_id: string | null;
            provider_status: number | null;
            provider_message: string | null;
            attention_reason: string | null;
            attention_at: string | null;
            created_at: string;
            confirmed_at: string | null;
            failed_at: string | null;
        };
        /** @description The workspace's account at a payment provider. Its credentials are write-only. */
        PaymentAccount: {
            id: string;
            workspaceId: string;
            provider: string;
            displayName: string;
            liveMode: boolean;
            /** @enum {string} */
            status: "active";
            /** @description How the credentials are sealed and which are set; null when the provider needs none. */
            configEncrypted: {
                /** @enum {string} */
                enc: "aes-256-gcm";
                /** @description The credential fields set (never their values). */
                fields: string[];
            } | null;
            createdAt: string;
            updatedAt: string;
        };
        /** @description The bookings of one UTC day and product category that are not cancelled. */
        BookingCategoryTotal: {
            /** @description YYYY-MM-DD (UTC) */
            day: string;
            product_category: string;
            /** @description The bookings' totals, in minor units */
            amount_cents_sum: number;
            /** @description How many bookings */
            cnt: number;
        };
        /** @description Who a scanned ticket admits, and whether this scan checked them in. */
        TicketCheckIn: {
            /** @description `checked_in`: this scan checked in the traveller (or, with a whole-booking ticket, at least one of the party); `already_checked_in`: everyone the ticket admits was in already, and nothing was written or sent. */
            result: "checked_in" | "already_checked_in";
            /** @description When the ticket's traveller was checked in (a whole-booking ticket: the party's latest check-in) */
            checkedInAt: string | null;
            booking: {
                id: string;
                code: string;
                status: string;
                /** @description The booking's billing contact */
                customerName: string | null;
            };
            /** @description The ticket's traveller; null for a whole-booking ticket (every traveller) */
            traveller: {
                /** @description The traveller's place in the booking's party, from 0 */
                index: number;
                name: string;
                unit: string | null;
            } | null;
            /** @description How many travellers the ticket admits: 1, or the whole party */
            travellers: number;
            departure: {
                id: string;
                startsAt: string | null;
                productId: string;
                productName: string;
            };
        };
        /** @description An email to a guest or buyer: its template, recipient, status and the last answer of the server. */
        Message: {
            /** @description msg_… id */
            id: string;
            template: string;
            locale: string;
            /** @description The recipient address */
            to: string;
            subject: string;
            /**
             * @description `queued` (an attempt is due), `sending` (an attempt is under way), `sent` (the SMTP server accepted it), `failed` (refused for good, or too many attempts; `lastResponse` says why) or `kept` (no SMTP server is configured: rendered and kept, never sent)
             * @enum {unknown}
             */
            status: "queued" | "sending" | "sent" | "failed" | "kept";
            /** @description Sending attempts started */
            attempts: number;
            /** @description The SMTP server's last answer, or why there was none */
            lastResponse: string | null;
            bookingId: string | null;
            invoiceId: string | null;
            /** @description The message this one sends again */
            resendOf: string | null;
            /** @description A test sent from POST /v1/messages/test */
            test: boolean;
            /** @description What was attached (known once the message is rendered at its first attempt) */
            attachments: {
                filename: string;
                contentType: string;
                size: number;
            }[];
            createdAt: string;
            sentAt: string | null;
            updatedAt: string;
        };
        /** @description A message with the parts it was (or will be) sent with. */
        MessageWithBody: {
            /** @description msg_… id */
            id: string;
            template: string;
            locale: string;
            /** @description The recipient address */
            to: string;
            subject: string;
            /**
             * @description `queued` (an attempt is due), `sending` (an attempt is under way), `sent` (the SMTP server accepted it), `failed` (refused for good, or too many attempts; `lastResponse` says why) or `kept` (no SMTP server is configured: rendered and kept, never sent)
             * @enum {unknown}
             */
            status: "queued" | "sending" | "sent" | "failed" | "kept";
            /** @description Sending attempts started */
            attempts: number;
            /** @description The SMTP server's last answer, or why there was none */
            lastResponse: string | null;
            bookingId: string | null;
            invoiceId: string | null;
            /** @description The message this one sends again */
            resendOf: string | null;
            /** @description A test sent from POST /v1/messages/test */
            test: boolean;
            /** @description What was attached (known once the message is rendered at its first attempt) */
            attachments: {
                filename: string;
                contentType: string;
                size: number;
            }[];
            createdAt: string;
            sentAt: string | null;
            updatedAt: string;
            /** @description The HTML part as sent (null until the first attempt renders it) */
            html: string | null;
            /** @description The plain-text part as sent */
            text: string | null;
        };
    };
    responses: {
        /** @description The request is malformed (`INVALID_JSON`, `INVALID_REQUEST`) or a field is invalid (`VALIDATION_FAILED`, `details` names it). Nothing was changed. */
        BadRequest: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ValidationError"];
            };
        };
        /** @description The booking data or the workspace's billing and passenger forms are not satisfied (`VALIDATION_FAILED` with `issues`), or the request is malformed. Nothing was changed. */
        WizardBadRequest: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["WizardValidationError"];
            };
        };
        /** @description No API key, or not a valid active one (`Authorization: Bearer <key>`): `UNAUTHORIZED` (`INVALID_CREDENTIALS` for a wrong password). */
        Unauthorized: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The key lacks the scope this operation needs (`SCOPE_REQUIRED`, `required_scope` names it), names another workspace in `x-workspace-id` (`WORKSPACE_MISMATCH`), or a console session’s write fails its CSRF check (`CSRF_REJECTED`); `code` says which. */
        Forbidden: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Forbidden"];
            };
        };
        /** @description The key lacks the scope this operation needs (`SCOPE_REQUIRED`, `required_scope`), or the workspace is a sandbox (`SANDBOX_FEATURE_DISABLED`): live workspaces only. */
        ForbiddenLiveOnly: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Forbidden"] | components["schemas"]["SandboxFeatureDisabled"];
            };
        };
        /** @description No such resource in this workspace (ids of other workspaces are not found either): `NOT_FOUND`. */
        NotFound: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request conflicts with the current state (a duplicate key or slug, a resource still in use, an Idempotency-Key whose first request is still running); `code` says which, of those the operation lists. */
        Conflict: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource has expired; `code` says which, of those the operation lists. */
        Gone: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body (or the file in it) is larger than this operation accepts: `BODY_TOO_LARGE`. */
        PayloadTooLarge: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body's content type (or the file's) is not one this operation accepts: `UNSUPPORTED_MEDIA_TYPE`. */
        UnsupportedMediaType: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Well-formed but impossible now (a state transition, capacity, a currency mismatch, an Idempotency-Key used with another request); `code` says why, of those the operation lists, and `details` names the field. */
        UnprocessableEntity: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request budget is spent for now (`RATE_LIMITED`; `TOO_MANY_SIGN_IN_ATTEMPTS` for password attempts): wait `retry_after` seconds (also in `Retry-After`). */
        TooManyRequests: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RateLimited"];
            };
        };
        /** @description Not available for this resource (a provider without live availability: `AVAILABILITY_NOT_SUPPORTED`; a payment provider that does not start or refund payments through the API: `PAYMENT_OPERATION_UNSUPPORTED`). */
        NotImplemented: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description A provider this operation calls refused or failed (`PAYMENT_PROVIDER_ERROR`; `details.message` says what it answered): nothing was recorded. */
        BadGateway: {
            headers: {
                "X-Request-ID": components["headers"]["X-Request-ID"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
         * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description The id of this request (`req_…`), also in the server's logs: quote it when reporting a problem. */
        "X-Request-ID": string;
        /** @description Requests allowed per minute: the workspace's budget, or the client address's on public routes. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current minute. */
        "X-RateLimit-Remaining": number;
        /** @description When the current minute window resets, in Unix seconds. */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before the next request (the same as `retry_after` in the body). */
        "Retry-After": number;
        /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key, replayed without running the request again. */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workspace"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateWorkspace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Blue Danube Tours",
                 *       "timezone": "Europe/Vienna",
                 *       "defaultCurrency": "EUR",
                 *       "defaultInvoiceSeries": "BDT"
                 *     }
                 */
                "application/json": {
                    /** @description The workspace's name, as its members see it. */
                    name?: string;
                    /** @description The booking page's address, `/book/<handle>`: lower-case letters and digits in dash-separated runs, unique across workspaces (409 `BOOKING_PAGE_HANDLE_TAKEN` when another workspace has it). A new workspace's is made from its name. The old address stops answering when it changes. */
                    bookingPageHandle?: string;
                    /** @description The currency (ISO 4217 code, e.g. EUR) the workspace works in where nothing names another. */
                    defaultCurrency?: string;
                    /** @description The IANA time zone of the workspace's calendar days (availability calendars, invoice dates), e.g. Europe/Vienna. */
                    timezone?: string;
                    /** @description The form (form_… id) the booking wizard's billing data must satisfy; without one (null) nothing is checked. */
                    wizardBillingFormId?: string | null;
                    /** @description The form (form_… id) each passenger of the booking wizard must satisfy (at least one passenger then); without one (null) nothing is checked. */
                    wizardPassengerFormId?: string | null;
                    /** @description How many minutes a hold lasts when the request does not say: a booking made with `hold: true` and no `holdMinutes` (a phone booking held in the console), and the seats the booking wizard holds while the guest pays. Kept within the server's HOLD_MIN_MINUTES..HOLD_MAX_MINUTES; null: the server's HOLD_DEFAULT_MINUTES. OCTO reservations name their own length or take the server's. */
                    holdMinutes?: number | null;
                    /** @description The invoice series code booking invoices are issued from: capital letters, digits and dashes. */
                    defaultInvoiceSeries?: string;
                    /** @description Availability says LIMITED once vacancies are at most this percentage of a departure's capacity. */
                    availabilityLimitedPercent?: number;
                    /** @description The legal name printed on tickets and invoices; null: the workspace's name. */
                    businessName?: string | null;
                    /** @description The tax (VAT) id printed on invoices, e.g. RO12345678. */
                    businessTaxId?: string | null;
                    /** @description The trade register number printed on invoices, e.g. J40/1234/2020. */
                    businessRegistrationNumber?: string | null;
                    /** @description The postal address printed on tickets, invoices and emails; one line per line. */
                    businessAddress?: string | null;
                    /**
                     * Format: email
                     * @description The address printed on documents, and the one guests reach when they reply to an email.
                     */
                    businessEmail?: string | null;
                    /** @description The phone number printed on tickets and emails. */
                    businessPhone?: string | null;
                    /** @description The accent colour of emails, tickets and invoices, as #rrggbb. */
                    brandColor?: string;
                    /** @description A gallery file (gal_file_…, a PNG or JPEG image) shown on emails, tickets and invoices. */
                    logoFileId?: string | null;
                    /** @description The bank printed with the account on invoices. */
                    bankName?: string | null;
                    /** @description The account (IBAN) buyers pay invoices into. */
                    bankAccount?: string | null;
                    /** @description Tickets: one page per traveller (each with its own QR code), or one page for the whole booking. */
                    ticketLayout?: "per_traveller" | "per_booking";
                    /** @description The products (prod_… ids of this workspace) the booking page offers, each while it is active; a product not listed is not on the page (its address answers 404). null: every active product the workspace sells itself. An id that is not this workspace's product is a 422 UNKNOWN_REFERENCE. */
                    bookingPageProductIds?: string[] | null;
                    /** @description The websites that may show the booking page in a frame (the Book now snippet's overlay), as origins: https://www.example.ro, or https://*.example.ro for every subdomain; lower case, no path, http only for localhost and 127.0.0.1. Empty: no other site may frame it. Every other page of this server can never be framed. */
                    bookingPageFrameOrigins?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workspace"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @description ws_… id */
                    workspaceId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    signOutEverywhere: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    switchWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description ws_… id */
                    workspaceId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    lookupInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token of the one-time link (`token=` of the setup link) */
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The invited email */
                            email: string;
                            /** @description The workspace that invited it */
                            workspace: {
                                id: string;
                                name: string;
                            };
                            /** @description true: the account has a password; the person accepts with it (POST /v1/auth/accept-invitation). false: they choose their first password (POST /v1/auth/password). */
                            has_password: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token of the one-time link (`token=` of the setup link) */
                    token: string;
                    /** @description 10 to 200 characters */
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user_id: string;
                            email: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The token of the one-time link (`token=` of the setup link) */
                    token: string;
                    /** @description The account’s own password */
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Session"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMembers: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Member"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    inviteMember: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "ana.popescu@example.com",
                 *       "role": "developer"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @description owner, admin, developer, viewer */
                    role: "owner" | "admin" | "developer" | "viewer";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            member: components["schemas"]["Member"];
                            /** @description One-time link (24 h) for the person invited, shown here only: someone new chooses their password there; someone who already has an account accepts the invitation there with its password (the link cannot set it). The answer is the same either way. Give it to the person only: with the account’s password, it opens the workspace. */
                            setup_url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description usr_… id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description usr_… id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "admin"
                 *     }
                 */
                "application/json": {
                    /** @description owner, admin, developer, viewer */
                    role: "owner" | "admin" | "developer" | "viewer";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Member"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Booking engine (production)",
                 *       "scopes": [
                 *         "catalog:read",
                 *         "inventory:read",
                 *         "bookings:write"
                 *       ],
                 *       "expires_at": "2027-12-31T23:59:59Z"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @description `<resource>:<action>`, `<resource>:*`, `*:<action>` or `*`, within the creator’s role; never keys:* or members:* */
                    scopes: string[];
                    /**
                     * Format: date-time
                     * @description After this instant the key is refused
                     */
                    expires_at?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKeyWithValue"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description key_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listAuditLogEntries: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                action?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEntry"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listOrganizations: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                q?: string;
                kind?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Blue Danube Tours",
                 *       "legalName": "Blue Danube Tours GmbH",
                 *       "email": "office@bluedanube.example",
                 *       "taxId": "ATU12345678",
                 *       "kind": "partner",
                 *       "billingAddress": {
                 *         "line1": "Kärntner Straße 21",
                 *         "city": "Vienna",
                 *         "postalCode": "1010",
                 *         "country": "AT"
                 *       }
                 *     }
                 */
                "application/json": {
                    name: string;
                    legalName?: string | null;
                    legal_name?: string | null;
                    /** Format: email */
                    email?: string | null;
                    phone?: string | null;
                    description?: string | null;
                    taxId?: string | null;
                    tax_id?: string | null;
                    kind?: string | null;
                    billingAddress?: {
                        line1?: string;
                        line2?: string;
                        city?: string;
                        region?: string;
                        postalCode?: string;
                        country?: string;
                    } | null;
                    billing_address?: {
                        line1?: string;
                        line2?: string;
                        city?: string;
                        region?: string;
                        postalCode?: string;
                        country?: string;
                    } | null;
                    visitingAddress?: {
                        line1?: string;
                        line2?: string;
                        city?: string;
                        region?: string;
                        postalCode?: string;
                        country?: string;
                    } | null;
                    visiting_address?: {
                        line1?: string;
                        line2?: string;
                        city?: string;
                        region?: string;
                        postalCode?: string;
                        country?: string;
                    } | null;
                    /** @description Free-form key/value pairs: at most 50 keys of up to 40 characters; each value a string of up to 500 characters, a finite number, a boolean or null. */
                    metadata?: {
                        [key: string]: string | number | boolean | null;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description org_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description org_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description org_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "+43 1 512 34 56",
                 *       "visitingAddress": {
                 *         "line1": "Kärntner Straße 21",
                 *         "city": "Vienna",
                 *         "postalCode": "1010",
                 *         "country": "AT"
                 *       }
                 *     }
                 */
                "application/json": {
                    name?: string;
                    legalName?: string | null;
                    legal_name?: string | null;
                    /** Format: email */
                    email?: string | null;
                    phone?: string | null;
                    description?: string | null;
                    taxId?: string | null;
                    tax_id?: string | null;
                    kind?: string | null;
                    billingAddress?: {
                        line1?: string;
                        line2?: string;
                        city?: string;
                        region?: string;
                        postalCode?: string;
                        country?: string;
                    } | null;
                    billing_address?: {
                        line1?: string;
                        line2?: string;
                        city?: string;
                        region?: string;
                        postalCode?: string;
                        country?: string;
                    } | null;
                    visitingAddress?: {
                        line1?: string;
                        line2?: string;
                        city?: string;
                        region?: string;
                        postalCode?: string;
                        country?: string;
                    } | null;
                    visiting_address?: {
                        line1?: string;
                        line2?: string;
                        city?: string;
                        region?: string;
                        postalCode?: string;
                        country?: string;
                    } | null;
                    /** @description Free-form key/value pairs: at most 50 keys of up to 40 characters; each value a string of up to 500 characters, a finite number, a boolean or null. */
                    metadata?: {
                        [key: string]: string | number | boolean | null;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPeople: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                q?: string;
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Person"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createPerson: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Ioana",
                 *       "lastName": "Popescu",
                 *       "emails": [
                 *         "ioana.popescu@example.com"
                 *       ],
                 *       "phones": [
                 *         "+40 721 234 567"
                 *       ],
                 *       "country": "RO"
                 *     }
                 */
                "application/json": {
                    firstName: string;
                    lastName: string;
                    emails?: string[];
                    phones?: string[];
                    country?: string | null;
                };
            };
        };
        responses: {
            /** @description A customer: someone who books or travels. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ppl_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A customer: someone who books or travels. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deletePerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ppl_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updatePerson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ppl_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phones": [
                 *         "+40 721 234 567"
                 *       ],
                 *       "country": "RO"
                 *     }
                 */
                "application/json": {
                    firstName?: string;
                    lastName?: string;
                    emails?: string[];
                    phones?: string[];
                    country?: string | null;
                };
            };
        };
        responses: {
            /** @description A customer: someone who books or travels. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Person"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPersonExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description ppl_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Everything the workspace holds about a person, as one document (a data subject’s access request). */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    erasePerson: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description ppl_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer to an erasure: when it happened, and what was kept. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonErasure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listForms: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                status?: "draft" | "published";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Form"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createForm: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Tailor-made trip request",
                 *       "title": "Plan your trip with us",
                 *       "fields": [
                 *         {
                 *           "id": "name",
                 *           "type": "text",
                 *           "label": "Your name",
                 *           "required": true
                 *         },
                 *         {
                 *           "id": "email",
                 *           "type": "email",
                 *           "label": "Email",
                 *           "required": true
                 *         },
                 *         {
                 *           "id": "travellers",
                 *           "type": "number",
                 *           "label": "Travellers"
                 *         },
                 *         {
                 *           "id": "region",
                 *           "type": "select",
                 *           "label": "Region",
                 *           "options": [
                 *             "Transylvania",
                 *             "Danube Delta",
                 *             {
                 *               "value": "other",
                 *               "label": "Somewhere else"
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "settings": {
                 *         "success_message": {
                 *           "en": "Thank you! We will write within a day."
                 *         }
                 *       },
                 *       "notification_emails": [
                 *         "sales@bluedanube.example"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    slug?: string;
                    title?: string | null;
                    description?: string | null;
                    /** @enum {unknown} */
                    status?: "draft" | "published";
                    fields?: {
                        id: string;
                        /** @enum {unknown} */
                        type: "text" | "email" | "number" | "phone" | "date" | "select" | "checkbox" | "textarea";
                        label: string;
                        required?: boolean;
                        placeholder?: string | null;
                        options?: (string | {
                            value: string;
                            label?: string;
                        })[];
                    }[];
                    settings?: {
                        success_message?: {
                            [key: string]: string;
                        };
                        /** Format: uri */
                        redirect_url?: string | null;
                    } | null;
                    notification_emails?: string[];
                    notificationEmails?: string[];
                };
            };
        };
        responses: {
            /** @description A form: its fields, settings and where its submissions are announced. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description form_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A form: its fields, settings and where its submissions are announced. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description form_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "published",
                 *       "notification_emails": [
                 *         "sales@bluedanube.example"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name?: string;
                    slug?: string;
                    title?: string | null;
                    description?: string | null;
                    /** @enum {unknown} */
                    status?: "draft" | "published";
                    fields?: {
                        id: string;
                        /** @enum {unknown} */
                        type: "text" | "email" | "number" | "phone" | "date" | "select" | "checkbox" | "textarea";
                        label: string;
                        required?: boolean;
                        placeholder?: string | null;
                        options?: (string | {
                            value: string;
                            label?: string;
                        })[];
                    }[];
                    settings?: {
                        success_message?: {
                            [key: string]: string;
                        };
                        /** Format: uri */
                        redirect_url?: string | null;
                    } | null;
                    notification_emails?: string[];
                    notificationEmails?: string[];
                };
            };
        };
        responses: {
            /** @description A form: its fields, settings and where its submissions are announced. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description form_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listFormSubmissions: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path: {
                /** @description form_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FormSubmission"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    submitForm: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                idOrSlug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ioana Popescu",
                 *       "email": "ioana.popescu@example.com",
                 *       "travellers": 2,
                 *       "region": "Danube Delta"
                 *     }
                 */
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description What a successful submission answers: the form's success message per locale and where to go next. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSubmissionReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                status?: "draft" | "issued" | "void";
                /** @description invoice series code, e.g. INV */
                series?: string;
                /** @description book_… id */
                bookingId?: string;
                /** @description YYYY-MM-DD */
                issueDateFrom?: string;
                /** @description YYYY-MM-DD */
                issueDateTo?: string;
                /** @description YYYY-MM-DD */
                dueDateFrom?: string;
                /** @description YYYY-MM-DD */
                dueDateTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invoice"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "series": "INV",
                 *       "currency": "EUR",
                 *       "issueDate": "2026-06-01",
                 *       "dueDate": "2026-06-15",
                 *       "buyerName": "Blue Danube Tours GmbH",
                 *       "buyerEmail": "accounts@bluedanube.example",
                 *       "buyerAddress": {
                 *         "company": "Blue Danube Tours GmbH",
                 *         "vat": "ATU12345678",
                 *         "country": "AT"
                 *       },
                 *       "lines": [
                 *         {
                 *           "itemType": "service",
                 *           "description": "Transylvania castles tour, 4 days",
                 *           "unit": "pax",
                 *           "quantity": 2,
                 *           "unitPrice": 490,
                 *           "taxRate": 9
                 *         },
                 *         {
                 *           "itemType": "fee",
                 *           "description": "Airport transfer",
                 *           "quantity": 1,
                 *           "unitPrice": 35.5,
                 *           "discountAmount": 5.5
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description invoice series code, e.g. INV */
                    series: string;
                    currency: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    issueDate: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    dueDate: string;
                    buyerAddress?: {
                        company?: string;
                        vat?: string;
                        country?: string;
                    } | null;
                    buyerName?: string | null;
                    /** Format: email */
                    buyerEmail?: string | null;
                    lines?: {
                        /** @description e.g. service, product, booking, fee (default service) */
                        itemType?: string;
                        description: string;
                        unit?: string | null;
                        /** @description up to 3 decimal places */
                        quantity: number;
                        /** @description major units, e.g. 2450.00 */
                        unitPrice: number;
                        /** @description major units, off this line before tax */
                        discountAmount?: number;
                        /** @description percent, up to 2 decimal places (default 0) */
                        taxRate?: number;
                        /** @description quantity × unitPrice; computed when omitted, checked when given */
                        lineTotal?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * Format: uuid
                         * @description The invoice's UUID (its id is `inv_<uuid>`; either names it)
                         */
                        id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description inv_… id or its bare UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An invoice with its lines. Amounts are decimal strings in major units (`"980.00"`), computed from integer minor units. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description inv_… id or its bare UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dueDate": "2026-07-15",
                 *       "lines": [
                 *         {
                 *           "description": "Danube Delta boat tour, 2 adults",
                 *           "quantity": 2,
                 *           "unitPrice": 145,
                 *           "taxRate": 9
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description invoice series code, e.g. INV */
                    series?: string;
                    currency?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    issueDate?: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    dueDate?: string;
                    buyerAddress?: {
                        company?: string;
                        vat?: string;
                        country?: string;
                    } | null;
                    buyerName?: string | null;
                    /** Format: email */
                    buyerEmail?: string | null;
                    lines?: {
                        /** @description e.g. service, product, booking, fee (default service) */
                        itemType?: string;
                        description: string;
                        unit?: string | null;
                        /** @description up to 3 decimal places */
                        quantity: number;
                        /** @description major units, e.g. 2450.00 */
                        unitPrice: number;
                        /** @description major units, off this line before tax */
                        discountAmount?: number;
                        /** @description percent, up to 2 decimal places (default 0) */
                        taxRate?: number;
                        /** @description quantity × unitPrice; computed when omitted, checked when given */
                        lineTotal?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description An invoice with its lines. Amounts are decimal strings in major units (`"980.00"`), computed from integer minor units. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    issueInvoice: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description inv_… id or its bare UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An invoice with its lines. Amounts are decimal strings in major units (`"980.00"`), computed from integer minor units. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    voidInvoice: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description inv_… id or its bare UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An invoice with its lines. Amounts are decimal strings in major units (`"980.00"`), computed from integer minor units. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description inv_… id or its bare UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF (`Content-Disposition: inline; filename="<number>.pdf"`) */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Not modified: the stored PDF is the one the request's `If-None-Match` names */
            304: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listContractSeries: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                /** @description only active series (default false) */
                activeOnly?: "true" | "false" | "1" | "0";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ContractSeries"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createContractSeries: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Contracts 2026",
                 *       "prefix": "BDT",
                 *       "pattern": "{prefix}-{year}-{sequence:04}",
                 *       "resetPeriod": "year",
                 *       "startValue": 1
                 *     }
                 */
                "application/json": {
                    name: string;
                    prefix?: string | null;
                    /** @description e.g. CNT-{year}-{sequence:04}; placeholders {year}, {month}, {prefix}, {sequence}, {sequence:NN} */
                    pattern: string;
                    /**
                     * @description when the sequence restarts at startValue (default never)
                     * @enum {unknown}
                     */
                    resetPeriod?: "never" | "year" | "month";
                    /** @description first sequence value after each reset (default 1) */
                    startValue?: number;
                    /** @description default true */
                    enforceGapless?: boolean;
                    /** @description default false */
                    enforceMonotonicDates?: boolean;
                    /** @description default true */
                    active?: boolean;
                    /** @description default false; promote an existing series with set-default */
                    defaultForBe?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        series: components["schemas"]["ContractSeries"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getContractSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description cs_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        series: components["schemas"]["ContractSeries"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateContractSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description cs_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "resetPeriod": "month",
                 *       "active": true
                 *     }
                 */
                "application/json": {
                    name?: string;
                    prefix?: string | null;
                    /** @description e.g. CNT-{year}-{sequence:04}; placeholders {year}, {month}, {prefix}, {sequence}, {sequence:NN} */
                    pattern?: string;
                    /**
                     * @description when the sequence restarts at startValue (default never)
                     * @enum {unknown}
                     */
                    resetPeriod?: "never" | "year" | "month";
                    /** @description first sequence value after each reset (default 1) */
                    startValue?: number;
                    /** @description default true */
                    enforceGapless?: boolean;
                    /** @description default false */
                    enforceMonotonicDates?: boolean;
                    /** @description default true */
                    active?: boolean;
                    /** @description default false; promote an existing series with set-default */
                    defaultForBe?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        series: components["schemas"]["ContractSeries"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteContractSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description cs_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    setDefaultContractSeries: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description cs_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        series: components["schemas"]["ContractSeries"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    allocateContractSeriesNumber: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description cs_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "date": "2026-06-01"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description YYYY-MM-DD; default today in the workspace time zone
                     */
                    date?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        number: string;
                        sequence: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                q?: string;
                source?: "owned" | "marketplace";
                status?: "draft" | "active" | "archived";
                type?: "tour" | "experience" | "hotel" | "package" | "transfer" | "car_rental" | "flight";
                category?: string;
                /** @description comma-separated tag slugs: products carrying at least one */
                tags?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Transylvania Castles Tour",
                 *       "type": "tour",
                 *       "category": "Cultural tours",
                 *       "status": "active",
                 *       "currency": "EUR",
                 *       "pricingModel": "per_person",
                 *       "durationDays": 4,
                 *       "summary": "Four days among the castles and fortified churches of Transylvania.",
                 *       "location": {
                 *         "city": "Brașov",
                 *         "country": "RO",
                 *         "coordinates": {
                 *           "lat": 45.6427,
                 *           "lng": 25.5887
                 *         }
                 *       },
                 *       "tags": [
                 *         "castles",
                 *         "culture"
                 *       ]
                 *     }
                 */
                "application/json": {
                    title: string;
                    slug?: string;
                    description?: string | null;
                    summary?: string | null;
                    /** @enum {unknown} */
                    status?: "draft" | "active" | "archived";
                    type?: ("tour" | "experience" | "hotel" | "package" | "transfer" | "car_rental" | "flight") | null;
                    category?: string | null;
                    currency?: string | null;
                    durationDays?: number | null;
                    duration_days?: number | null;
                    location?: {
                        city?: string;
                        region?: string;
                        country?: string;
                        address?: string;
                        coordinates?: {
                            lat: number;
                            lng: number;
                        };
                    } | null;
                    /** @enum {unknown} */
                    pricingModel?: "per_room" | "per_person" | "per_group" | "per_option" | "per_unit";
                    /** @enum {unknown} */
                    pricing_model?: "per_room" | "per_person" | "per_group" | "per_option" | "per_unit";
                    tags?: string[];
                    /** @description The product's images, in order (the first is its card image): images of the workspace's gallery. Replaces the product's images; `[]` removes them. */
                    media?: {
                        /** @description gal_file_… id */
                        fileId: string;
                        altText?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description prod_… id, bare UUID or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description prod_… id or its bare UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description prod_… id or its bare UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "active",
                 *       "summary": "Four days among the castles and fortified churches of Transylvania.",
                 *       "tags": [
                 *         "castles",
                 *         "culture"
                 *       ]
                 *     }
                 */
                "application/json": {
                    title?: string;
                    slug?: string;
                    description?: string | null;
                    summary?: string | null;
                    /** @enum {unknown} */
                    status?: "draft" | "active" | "archived";
                    type?: ("tour" | "experience" | "hotel" | "package" | "transfer" | "car_rental" | "flight") | null;
                    category?: string | null;
                    currency?: string | null;
                    durationDays?: number | null;
                    duration_days?: number | null;
                    location?: {
                        city?: string;
                        region?: string;
                        country?: string;
                        address?: string;
                        coordinates?: {
                            lat: number;
                            lng: number;
                        };
                    } | null;
                    /** @enum {unknown} */
                    pricingModel?: "per_room" | "per_person" | "per_group" | "per_option" | "per_unit";
                    /** @enum {unknown} */
                    pricing_model?: "per_room" | "per_person" | "per_group" | "per_option" | "per_unit";
                    tags?: string[];
                    /** @description The product's images, in order (the first is its card image): images of the workspace's gallery. Replaces the product's images; `[]` removes them. */
                    media?: {
                        /** @description gal_file_… id */
                        fileId: string;
                        altText?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Tag"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Wine tasting"
                 *     }
                 */
                "application/json": {
                    name: string;
                    slug?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description tag_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description tag_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description tag_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Wine & vineyards",
                 *       "slug": "wine"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    slug?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Tag"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listDepartures: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                /** @description prod_… id */
                productId?: string;
                /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                from?: string;
                /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                to?: string;
                status?: "scheduled" | "closed" | "cancelled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Departure"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createDeparture: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productId": "prod_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f",
                 *       "startAt": "2026-07-04T08:00:00+03:00",
                 *       "endAt": "2026-07-07T18:00:00+03:00",
                 *       "capacity": 16,
                 *       "salesCutoffMinutes": 1440,
                 *       "meetingPoint": {
                 *         "name": "Brașov, Council Square",
                 *         "address": "Piața Sfatului 1, Brașov"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description prod_… id */
                    productId: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 timestamp with an offset
                     */
                    startAt: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 timestamp with an offset
                     */
                    endAt: string;
                    capacity: number;
                    /** @enum {unknown} */
                    status?: "scheduled" | "closed" | "cancelled";
                    meetingPoint?: (string | {
                        name: string;
                        address?: string;
                    }) | null;
                    /** @description Sales close this many minutes before `startAt` (bookings and holds are refused after, availability shows CLOSED); null: no cut-off, sales close when the departure starts. */
                    salesCutoffMinutes?: number | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Departure"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createDepartureSchedule: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description prod_… id, bare UUID or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "2026-06-01",
                 *       "to": "2026-09-30",
                 *       "daysOfWeek": [
                 *         1,
                 *         3,
                 *         5,
                 *         6
                 *       ],
                 *       "times": [
                 *         "09:00",
                 *         "14:00"
                 *       ],
                 *       "durationMinutes": 180,
                 *       "capacity": 16,
                 *       "salesCutoffMinutes": 120,
                 *       "meetingPoint": {
                 *         "name": "Brașov, Council Square",
                 *         "address": "Piața Sfatului 1, Brașov"
                 *       },
                 *       "timezone": "Europe/Bucharest"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description YYYY-MM-DD: the first local date (in `timezone`)
                     */
                    from: string;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD: the last local date, inclusive; at most two years after `from`
                     */
                    to: string;
                    /** @description ISO weekdays the departures run on: 1 is Monday, 7 Sunday */
                    daysOfWeek: number[];
                    /** @description Local start times (wall clock in `timezone`) of each day’s departures */
                    times: string[];
                    /** @description Each departure ends this long after it starts */
                    durationMinutes: number;
                    capacity: number;
                    /** @description Sales close this many minutes before `startAt` (bookings and holds are refused after, availability shows CLOSED); null: no cut-off, sales close when the departure starts. */
                    salesCutoffMinutes?: number | null;
                    meetingPoint?: (string | {
                        name: string;
                        address?: string;
                    }) | null;
                    /**
                     * @description Of every departure made (default scheduled)
                     * @enum {unknown}
                     */
                    status?: "scheduled" | "closed";
                    /** @description IANA time zone of `from`, `to` and `times` (default: the workspace's `timezone`) */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description The departures made, by start */
                            created: components["schemas"]["Departure"][];
                            /** @description Starts the product already had a departure at, by start: nothing was made for them */
                            skipped: {
                                /** @description The start the schedule asked for */
                                startAt: string;
                                /** @description The departure of the product that already starts then */
                                departureId: string;
                            }[];
                            /** @description The time zone the local dates and times were read in */
                            timezone: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listProductDepartures: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                from?: string;
                /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                to?: string;
                status?: "scheduled" | "closed" | "cancelled";
            };
            header?: never;
            path: {
                /** @description prod_… id, bare UUID or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Departure"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDeparture: {
        parameters: {
            query?: {
                /** @description prod_… id */
                productId?: string;
            };
            header?: never;
            path: {
                /** @description dept_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Departure"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDeparture: {
        parameters: {
            query?: {
                /** @description prod_… id */
                productId?: string;
            };
            header?: never;
            path: {
                /** @description dept_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateDeparture: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description dept_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "capacity": 20,
                 *       "status": "scheduled"
                 *     }
                 */
                "application/json": {
                    /** @description prod_… id */
                    productId?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 timestamp with an offset
                     */
                    startAt?: string;
                    /**
                     * Format: date-time
                     * @description ISO 8601 timestamp with an offset
                     */
                    endAt?: string;
                    capacity?: number;
                    /** @enum {unknown} */
                    status?: "scheduled" | "closed" | "cancelled";
                    meetingPoint?: (string | {
                        name: string;
                        address?: string;
                    }) | null;
                    /** @description Sales close this many minutes before `startAt` (bookings and holds are refused after, availability shows CLOSED); null: no cut-off, sales close when the departure starts. */
                    salesCutoffMinutes?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Departure"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelDeparture: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description dept_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bookings": "cancel",
                 *       "reason": "Storm warning"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description What happens to its bookings that are on hold, pending or confirmed: `cancel` cancels each (seats given back, `booking.cancelled`; needs `bookings:write` too), `keep` leaves them as they are, to move or cancel one by one.
                     * @enum {unknown}
                     */
                    bookings: "cancel" | "keep";
                    /** @description Kept as each cancelled booking's `cancellation_reason` (default `departure_cancelled`) */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            departure: components["schemas"]["Departure"];
                            bookings: {
                                cancelled: string[];
                                kept: string[];
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProductPricing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description prod_… id or its bare UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductPricing"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateProductPricing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description prod_… id or its bare UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "roomCategories": [
                 *         {
                 *           "key": "double",
                 *           "label": "Double room",
                 *           "pax": 2
                 *         },
                 *         {
                 *           "key": "single",
                 *           "label": "Single room",
                 *           "pax": 1
                 *         }
                 *       ],
                 *       "ratePlans": [
                 *         {
                 *           "name": "Standard",
                 *           "prices": [
                 *             {
                 *               "categoryKey": "double",
                 *               "amountPerPerson": 490,
                 *               "currency": "EUR"
                 *             },
                 *             {
                 *               "categoryKey": "single",
                 *               "amountPerPerson": 640,
                 *               "currency": "EUR"
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "name": "Early booking",
                 *           "prices": [
                 *             {
                 *               "categoryKey": "double",
                 *               "amountPerPerson": 445,
                 *               "currency": "EUR"
                 *             },
                 *             {
                 *               "categoryKey": "single",
                 *               "amountPerPerson": 595,
                 *               "currency": "EUR"
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "departureOverrides": [
                 *         {
                 *           "departureId": "dept_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f",
                 *           "prices": [
                 *             {
                 *               "categoryKey": "double",
                 *               "amountPerPerson": 520,
                 *               "currency": "EUR"
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    roomCategories?: {
                        key: string;
                        label: string;
                        pax: number;
                    }[];
                    unitTypes?: {
                        key: string;
                        /** @enum {unknown} */
                        type: "adult" | "child" | "infant" | "youth" | "senior" | "student" | "family" | "custom";
                        label: string;
                        minAge?: number | null;
                        maxAge?: number | null;
                        /** @default 1 */
                        pax?: number;
                        minQuantity?: number | null;
                        maxQuantity?: number | null;
                    }[];
                    ratePlans?: {
                        /** @description rate_… id */
                        id?: string;
                        name: string;
                        prices?: {
                            categoryKey: string;
                            amountPerPerson: number;
                            currency: string;
                        }[];
                        unitPrices?: {
                            unitKey: string;
                            amount: number;
                            currency: string;
                        }[];
                    }[];
                    departureOverrides?: {
                        /** @description dept_… id */
                        departureId: string;
                        /** @description rate_… id */
                        ratePlanId?: string | null;
                        prices?: {
                            categoryKey: string;
                            amountPerPerson: number;
                            currency: string;
                        }[];
                        unitPrices?: {
                            unitKey: string;
                            amount: number;
                            currency: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductPricing"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listProductPricingOptions: {
        parameters: {
            query?: {
                /** @description departure id (dept_… or dep_…) */
                departure?: string;
                /** @description rate plan id (rate_…) */
                ratePlanId?: string;
            };
            header?: never;
            path: {
                /** @description prod_… id or its bare UUID */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        options: components["schemas"]["PricingOption"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProductAvailability: {
        parameters: {
            query?: {
                /** @description The first local date; today in the workspace's time zone by default */
                from?: string;
                /** @description The last local date (inclusive), at most 366 days after `from`; `from` + 30 days by default */
                to?: string;
                /** @description A party to check and price, as `unitKey:quantity` pairs (`adult:2,child:1`): departures without seats for it are SOLD_OUT, and each answers the party's `total`. */
                units?: string;
                /** @description rate_… id */
                ratePlanId?: string;
            };
            header?: never;
            path: {
                /** @description prod_… id, bare UUID or slug */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    /** @description The answer's tag: `If-None-Match` with it answers 304 while the calendar is unchanged. */
                    ETag?: string;
                    /** @description `private, no-cache`: revalidate with the ETag. */
                    "Cache-Control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ProductAvailability"];
                    };
                };
            };
            /** @description Not modified: the calendar is the one the request's `If-None-Match` names */
            304: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listWebhookSubscriptions: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://crm.bluedanube.example/hooks/travel",
                 *       "events": [
                 *         "booking.*",
                 *         "customer.created"
                 *       ],
                 *       "headers": {
                 *         "X-Env": "prod"
                 *       },
                 *       "maxRetries": 5,
                 *       "description": "CRM sync"
                 *     }
                 */
                "application/json": {
                    /** @description Absolute http(s) URL on a public address. */
                    url: string;
                    /** @description Event types, `<group>.*` patterns or `*`. Types: booking.created, booking.updated, booking.cancelled, booking.confirmed, booking.payment.success, booking.payment.failed, booking.attention_required, booking.expired, booking.checked_in, booking.check_in_undone, payment.succeeded, payment.failed, payment.refunded, product.created, product.updated, product.deleted, product.published, product.archived, departure.created, departure.updated, departure.capacity.changed, inventory.updated, availability.changed, customer.created, customer.updated, customer.deleted, customer.erased, organization.created, organization.updated, organization.deleted, collection.created, collection.updated, collection.deleted, tag.created, tag.updated, tag.deleted, gallery.file.uploaded, gallery.file.updated, gallery.file.deleted, invoice.created, invoice.updated, invoice.issued, invoice.voided, contract-series.created, contract-series.updated, contract-series.deleted, contract-series.number.allocated, policy.created, policy.updated, policy.deleted, voucher.created, voucher.updated, voucher.redeemed, voucher.refunded, form.created, form.updated, form.deleted, form.submission.created, webhook.test. */
                    events: string[];
                    /** @description Extra headers sent with every delivery; they may not set the signature, event, attempt, id, content-type or host headers. Their values are shown only in the create answer (later answers mask them); an update that sends `headers` replaces them all. */
                    headers?: {
                        [key: string]: string;
                    };
                    /** @description Retries after the first attempt (0–10, default 5). */
                    maxRetries?: number;
                    /** @description Retries after the first attempt (0–10, default 5). */
                    max_retries?: number;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscription: components["schemas"]["WebhookSubscription"];
                            /** @description The signing secret (64 hex characters): shown only on creation and rotation */
                            secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description whsub_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description whsub_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {boolean} */
                            deleted: true;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description whsub_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         "booking.*",
                 *         "payment.*"
                 *       ],
                 *       "active": true
                 *     }
                 */
                "application/json": {
                    /** @description Absolute http(s) URL on a public address. */
                    url?: string;
                    /** @description Event types, `<group>.*` patterns or `*`. Types: booking.created, booking.updated, booking.cancelled, booking.confirmed, booking.payment.success, booking.payment.failed, booking.attention_required, booking.expired, booking.checked_in, booking.check_in_undone, payment.succeeded, payment.failed, payment.refunded, product.created, product.updated, product.deleted, product.published, product.archived, departure.created, departure.updated, departure.capacity.changed, inventory.updated, availability.changed, customer.created, customer.updated, customer.deleted, customer.erased, organization.created, organization.updated, organization.deleted, collection.created, collection.updated, collection.deleted, tag.created, tag.updated, tag.deleted, gallery.file.uploaded, gallery.file.updated, gallery.file.deleted, invoice.created, invoice.updated, invoice.issued, invoice.voided, contract-series.created, contract-series.updated, contract-series.deleted, contract-series.number.allocated, policy.created, policy.updated, policy.deleted, voucher.created, voucher.updated, voucher.redeemed, voucher.refunded, form.created, form.updated, form.deleted, form.submission.created, webhook.test. */
                    events?: string[];
                    /** @description Extra headers sent with every delivery; they may not set the signature, event, attempt, id, content-type or host headers. Their values are shown only in the create answer (later answers mask them); an update that sends `headers` replaces them all. */
                    headers?: {
                        [key: string]: string;
                    } | null;
                    /** @description Retries after the first attempt (0–10, default 5). */
                    maxRetries?: number;
                    /** @description Retries after the first attempt (0–10, default 5). */
                    max_retries?: number;
                    description?: string | null;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookSubscription"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    rotateWebhookSubscriptionSecret: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description whsub_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscription: components["schemas"]["WebhookSubscription"];
                            /** @description The signing secret (64 hex characters): shown only on creation and rotation */
                            secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                status?: "pending" | "succeeded" | "failed" | "cancelled";
                outcome?: "pending" | "succeeded" | "failed" | "cancelled";
            };
            header?: never;
            path: {
                /** @description whsub_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description whsub_… id */
                id: string;
                /** @description whdel_… id */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: done in the background */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    testWebhookSubscription: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description whsub_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Accepted: done in the background */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                /** @description Event types or patterns (`booking.*`, `*`), comma-separated */
                type?: string;
                created_after?: string;
                created_before?: string;
                /** @description Only the events about this record, by its id: a booking's own events and its payments' (`book_…`), a departure's, a product's, a person's… */
                subject?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description evt_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listVouchers: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                status?: "pending" | "active" | "inactive" | "depleted" | "expired" | "cancelled" | "suspended";
                type?: "gift_card" | "store_credit" | "loyalty_reward" | "compensation" | "referral";
                /** @description ppl_… id */
                customer_id?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Voucher"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createVoucher: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bulk?: boolean;
                    count?: number;
                    prefix?: string;
                    code?: string;
                    /** @enum {unknown} */
                    type?: "gift_card" | "store_credit" | "loyalty_reward" | "compensation" | "referral";
                    /** @enum {unknown} */
                    status?: "pending" | "active";
                    /** @description ppl_… id */
                    customer_id?: string | null;
                    initial_balance_minor: number;
                    currency?: string;
                    /** Format: date-time */
                    expires_at?: string | null;
                    is_transferable?: boolean;
                    source_type?: string | null;
                    source_id?: string | null;
                    /** @description Free-form key/value pairs: at most 50 keys of up to 40 characters; each value a string of up to 500 characters, a finite number, a boolean or null. */
                    metadata?: {
                        [key: string]: string | number | boolean | null;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Voucher"] | components["schemas"]["Voucher"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    lookupVoucher: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        valid: true;
                        voucher: components["schemas"]["Voucher"];
                    } | {
                        /** @enum {boolean} */
                        valid: false;
                        /** @enum {unknown} */
                        error: "voucher_not_found" | "voucher_inactive" | "voucher_expired" | "voucher_depleted" | "voucher_not_transferable" | "currency_mismatch";
                        message: string;
                        voucher: {
                            code: string;
                            status: string | null;
                            current_balance_minor: number | null;
                            currency: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    validateVoucher: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "GIFT-IOANA-2026",
                 *       "amount_minor": 98000,
                 *       "currency": "EUR"
                 *     }
                 */
                "application/json": {
                    code: string;
                    amount_minor: number;
                    currency?: string;
                    /** @description ppl_… id */
                    customer_id?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        valid: true;
                        voucher: {
                            id: string;
                            code: string;
                            type: string;
                            current_balance_minor: number;
                            currency: string;
                        };
                        calculation: {
                            requested_amount_minor: number;
                            applicable_amount_minor: number;
                            remaining_voucher_balance_minor: number;
                            remaining_order_amount_minor: number;
                            covers_full_amount: boolean;
                        };
                    } | {
                        /** @enum {boolean} */
                        valid: false;
                        /** @enum {unknown} */
                        error: "voucher_not_found" | "voucher_inactive" | "voucher_expired" | "voucher_depleted" | "voucher_not_transferable" | "currency_mismatch";
                        message: string;
                        voucher: {
                            code: string;
                            status: string | null;
                            current_balance_minor: number | null;
                            currency: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description voucher_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Voucher"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateVoucher: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description voucher_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "suspended",
                 *       "metadata": {
                 *         "reason": "reported lost by the customer"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {unknown} */
                    status?: "pending" | "active" | "inactive" | "depleted" | "expired" | "cancelled" | "suspended";
                    /** @description ppl_… id */
                    customer_id?: string | null;
                    /** Format: date-time */
                    expires_at?: string | null;
                    is_transferable?: boolean;
                    /** @description Free-form key/value pairs: at most 50 keys of up to 40 characters; each value a string of up to 500 characters, a finite number, a boolean or null. */
                    metadata?: {
                        [key: string]: string | number | boolean | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Voucher"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    redeemVoucher: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description voucher_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount_minor": 4900,
                 *       "booking_id": "book_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f",
                 *       "description": "Part payment of a booking"
                 *     }
                 */
                "application/json": {
                    amount_minor: number;
                    /** @description book_… id */
                    booking_id?: string;
                    /** @description ppl_… id */
                    customer_id?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            transaction: components["schemas"]["VoucherTransaction"];
                            voucher: {
                                id: string;
                                code: string;
                                previous_balance_minor: number;
                                new_balance_minor: number;
                                status: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    refundVoucher: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description voucher_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount_minor": 4900,
                 *       "original_transaction_id": "txn_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f",
                 *       "description": "Booking cancelled"
                 *     }
                 */
                "application/json": {
                    amount_minor: number;
                    /** @description book_… id */
                    booking_id?: string;
                    /** @description ppl_… id */
                    customer_id?: string;
                    description?: string;
                    /** @description txn_… id */
                    original_transaction_id?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            transaction: components["schemas"]["VoucherTransaction"];
                            voucher: {
                                id: string;
                                code: string;
                                previous_balance_minor: number;
                                new_balance_minor: number;
                                status: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listVoucherTransactions: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                type?: "redemption" | "refund" | "adjustment";
            };
            header?: never;
            path: {
                /** @description voucher_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VoucherTransaction"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listGalleryFiles: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                type?: "all" | "image" | "video" | "document" | "audio";
                tag?: string;
                folder?: string;
                status?: "processing" | "completed" | "failed" | "deleting";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GalleryFile"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGalleryFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description gal_file_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GalleryFile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateGalleryFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description gal_file_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "altText": "Bran Castle at sunset",
                 *       "tags": [
                 *         "castles",
                 *         "transylvania"
                 *       ],
                 *       "folder": "Products/Castles"
                 *     }
                 */
                "application/json": {
                    tags?: string[];
                    altText?: string | null;
                    description?: string | null;
                    folder?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["GalleryFile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteGalleryFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description gal_file_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {string} */
                        status: "scheduled";
                        fileId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadGalleryFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description gal_file_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPolicies: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                locale?: string;
                kind?: "cancellation" | "terms" | "other";
                scope?: "generic" | "product";
                status?: "draft" | "active";
                /** @description prod_… id or its bare UUID */
                productId?: string;
                /** @description prod_… id or its bare UUID */
                product_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Policy"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createPolicy: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "cancellation",
                 *       "scope": "generic",
                 *       "status": "active",
                 *       "locale": "en",
                 *       "title": "Cancellation policy",
                 *       "descriptionHtml": "<p>Free cancellation up to 30 days before departure; 50% is kept after that, the full price within 7 days.</p>"
                 *     }
                 */
                "application/json": {
                    /** @enum {unknown} */
                    kind: "cancellation" | "terms" | "other";
                    /** @enum {unknown} */
                    status?: "draft" | "active";
                    /** @description UUID of the billing cancellation policy */
                    billingCancellationPolicyId?: string | null;
                    /** @description UUID of the billing cancellation policy */
                    billing_cancellation_policy_id?: string | null;
                    locale?: string;
                    title?: string;
                    slug?: string;
                    descriptionHtml?: string | null;
                    description_html?: string | null;
                    /** @description prod_… id or its bare UUID */
                    productId?: string | null;
                    /** @description prod_… id or its bare UUID */
                    product_id?: string | null;
                    /** @enum {unknown} */
                    scope: "generic" | "product";
                };
            };
        };
        responses: {
            /** @description A cancellation policy, terms or other text, shown in one locale (`locale`) of those it is translated into (`locales`). */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPolicy: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path: {
                /** @description pol_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A cancellation policy, terms or other text, shown in one locale (`locale`) of those it is translated into (`locales`). */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deletePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description pol_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updatePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description pol_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "locale": "ro",
                 *       "title": "Politica de anulare",
                 *       "descriptionHtml": "<p>Anulare gratuită cu până la 30 de zile înainte de plecare.</p>"
                 *     }
                 */
                "application/json": {
                    /** @enum {unknown} */
                    kind?: "cancellation" | "terms" | "other";
                    /** @enum {unknown} */
                    status?: "draft" | "active";
                    /** @description UUID of the billing cancellation policy */
                    billingCancellationPolicyId?: string | null;
                    /** @description UUID of the billing cancellation policy */
                    billing_cancellation_policy_id?: string | null;
                    locale?: string;
                    title?: string;
                    slug?: string;
                    descriptionHtml?: string | null;
                    description_html?: string | null;
                    /** @description prod_… id or its bare UUID */
                    productId?: string | null;
                    /** @description prod_… id or its bare UUID */
                    product_id?: string | null;
                };
            };
        };
        responses: {
            /** @description A cancellation policy, terms or other text, shown in one locale (`locale`) of those it is translated into (`locales`). */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCollections: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                type?: "manual" | "smart";
                status?: "draft" | "active" | "archived";
                q?: string;
                /** @description e.g. en, ro, en-GB */
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Collection"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createCollection: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base: {
                        /** @description lower-case letters, digits, - and _ */
                        key?: string;
                        name: string;
                        /** @enum {unknown} */
                        type?: "manual" | "smart";
                        /** @enum {unknown} */
                        status?: "draft" | "active" | "archived";
                        /** @enum {unknown} */
                        sort_strategy?: "manual" | "title" | "newest" | "price";
                        definition?: {
                            productIds?: string[];
                            include?: {
                                tag: string;
                            }[];
                            exclude?: {
                                tag?: string;
                                /** @description prod_… id */
                                productId?: string;
                            }[];
                            /** @enum {unknown} */
                            match?: "any" | "all";
                        };
                    };
                    translation?: {
                        /** @description e.g. en, ro, en-GB */
                        locale: string;
                        name: string;
                        slug?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        key: string;
                        status: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCollection: {
        parameters: {
            query?: {
                /** @description e.g. en, ro, en-GB */
                locale?: string;
            };
            header?: never;
            path: {
                /** @description col_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A curated (`manual`) or tag-driven (`smart`) list of products, with its translations. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description col_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description col_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "archived"
                 *     }
                 */
                "application/json": {
                    /** @description lower-case letters, digits, - and _ */
                    key?: string;
                    name?: string;
                    /** @enum {unknown} */
                    type?: "manual" | "smart";
                    /** @enum {unknown} */
                    status?: "draft" | "active" | "archived";
                    /** @enum {unknown} */
                    sort_strategy?: "manual" | "title" | "newest" | "price";
                    definition?: {
                        productIds?: string[];
                        include?: {
                            tag: string;
                        }[];
                        exclude?: {
                            tag?: string;
                            /** @description prod_… id */
                            productId?: string;
                        }[];
                        /** @enum {unknown} */
                        match?: "any" | "all";
                    };
                };
            };
        };
        responses: {
            /** @description A curated (`manual`) or tag-driven (`smart`) list of products, with its translations. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateCollectionTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description col_… id */
                id: string;
                /** @description e.g. en, ro, en-GB */
                locale: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Castele din Transilvania",
                 *       "slug": "castele-transilvania"
                 *     }
                 */
                "application/json": {
                    name: string;
                    slug?: string;
                };
            };
        };
        responses: {
            /** @description A curated (`manual`) or tag-driven (`smart`) list of products, with its translations. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCollectionProducts: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                status?: "draft" | "active" | "archived";
            };
            header?: never;
            path: {
                /** @description col_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Product"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMarketplaceProviders: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MarketplaceProvider"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenLiveOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMarketplaceProducts: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                q?: string;
                /** @description prov_… id */
                providerId?: string;
                type?: "tour" | "experience" | "hotel" | "package" | "transfer" | "car_rental" | "flight";
                enabled?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MarketplaceProduct"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenLiveOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMarketplaceProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description mp_prod_… id */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A product a provider offers on the marketplace, and whether this workspace has enabled it into its catalog. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenLiveOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    enableMarketplaceProduct: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description mp_prod_… id */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A product a provider offers on the marketplace, and whether this workspace has enabled it into its catalog. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenLiveOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    disableMarketplaceProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description mp_prod_… id */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A product a provider offers on the marketplace, and whether this workspace has enabled it into its catalog. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenLiveOnly"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMarketplaceProductAvailability: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD */
                from?: string;
                /** @description YYYY-MM-DD */
                to?: string;
            };
            header?: never;
            path: {
                /** @description mp_prod_… id */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A marketplace product's departures in a date range, read live from its provider. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketplaceAvailability"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenLiveOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listMarketplaceSales: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MarketplaceSale"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ForbiddenLiveOnly"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listBookings: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                status?: "on_hold" | "pending" | "confirmed" | "completed" | "cancelled" | "expired";
                /** @description prod_… id */
                productId?: string;
                /** @description prod_… id */
                product_id?: string;
                /** @description dept_… id */
                departureId?: string;
                /** @description dept_… id */
                departure_id?: string;
                paymentStatus?: "unpaid" | "partially_paid" | "paid" | "partially_refunded" | "refunded";
                payment_status?: "unpaid" | "partially_paid" | "paid" | "partially_refunded" | "refunded";
                /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                createdFrom?: string;
                /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                created_from?: string;
                /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                createdTo?: string;
                /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                created_to?: string;
                needsAttention?: boolean;
                needs_attention?: boolean;
                /** @description The beginning of a booking code, or a part of the customer's name or email (any case) */
                q?: string;
                /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                departureFrom?: string;
                /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                departure_from?: string;
                /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                departureTo?: string;
                /** @description YYYY-MM-DD or an ISO 8601 timestamp */
                departure_to?: string;
                /** @description ppl_… id */
                billingPersonId?: string;
                /** @description ppl_… id */
                billing_person_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Booking"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "productId": "prod_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f",
                 *       "departureId": "dept_0192f0c4-6b7c-7d8e-9f0a-1b2c3d4e5f60",
                 *       "paxAdults": 2,
                 *       "paxChildren": 1,
                 *       "rooms": [
                 *         {
                 *           "categoryKey": "family",
                 *           "occupancy": 3,
                 *           "quantity": 1
                 *         }
                 *       ],
                 *       "billingPersonId": "ppl_0192f0c4-7c8d-7e9f-8a0b-1c2d3e4f5a6b",
                 *       "currency": "EUR",
                 *       "language": "en",
                 *       "notes": "Vegetarian meals for the child",
                 *       "billing": {
                 *         "firstName": "Ioana",
                 *         "lastName": "Popescu",
                 *         "email": "ioana.popescu@example.com"
                 *       },
                 *       "passengers": [
                 *         {
                 *           "firstName": "Ioana",
                 *           "lastName": "Popescu"
                 *         },
                 *         {
                 *           "firstName": "Andrei",
                 *           "lastName": "Popescu"
                 *         },
                 *         {
                 *           "firstName": "Mara",
                 *           "lastName": "Popescu"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description prod_… id */
                    productId: string;
                    /** @description dept_… id */
                    departureId: string;
                    paxAdults?: number;
                    paxChildren?: number;
                    paxInfants?: number;
                    rooms?: {
                        categoryKey: string;
                        occupancy: number;
                        quantity: number;
                    }[];
                    /** @description For products priced `per_unit` (required) or `per_person`: how many of each unit type. The travellers (`pax`) and seats follow from the units; pax fields sent beside them must match. */
                    units?: {
                        /** @description A unit type of the product (its pricing's `unitTypes[].key`; `adult`, `child`, `infant` for products priced per person) */
                        unitKey: string;
                        quantity: number;
                    }[];
                    /** @description rate_… id */
                    ratePlanId?: string;
                    /** @description ppl_… id */
                    billingPersonId?: string;
                    /** @description org_… id */
                    organizationId?: string;
                    /** @description ISO 4217 code */
                    currency?: string;
                    /** @description BCP 47 tag, e.g. en, ro, en-GB */
                    language?: string;
                    notes?: string;
                    /** @description Free-form key/value pairs: at most 50 keys of up to 40 characters; each value a string of up to 500 characters, a finite number, a boolean or null. */
                    metadata?: {
                        [key: string]: string | number | boolean | null;
                    };
                    billing?: {
                        firstName?: string;
                        lastName?: string;
                        /** Format: email */
                        email?: string;
                    } & {
                        [key: string]: unknown;
                    };
                    passengers?: {
                        [key: string]: unknown;
                    }[];
                    /** @description Create the booking `on_hold`: its seats are taken now and given back when the hold lapses unless it is confirmed first (`POST /v1/bookings/{id}/confirm`). */
                    hold?: boolean;
                    /** @description Length of the hold in minutes (only with `hold: true`), within the configured bounds (`HOLD_MIN_MINUTES`..`HOLD_MAX_MINUTES`); without it, the workspace's `holdMinutes` (`PATCH /v1/workspace`), else `HOLD_DEFAULT_MINUTES` (30). */
                    holdMinutes?: number;
                };
            };
        };
        responses: {
            /** @description A booking of a departure: its travellers and rooms, its price (decimal major units and integer minor units), its status and payment state. */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description book_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A booking of a departure: its travellers and rooms, its price (decimal major units and integer minor units), its status and payment state. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description book_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "confirmed",
                 *       "notes": "Deposit received by bank transfer"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The next status; `on_hold` is set only by POST /v1/bookings and `expired` only when a hold lapses.
                     * @enum {unknown}
                     */
                    status?: "pending" | "confirmed" | "completed" | "cancelled";
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        status: string;
                        notes: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmBooking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description book_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A booking of a departure: its travellers and rooms, its price (decimal major units and integer minor units), its status and payment state. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    changeBooking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description book_… id */
                id: string;
            };
            cookie?: never;
        };
        /** @description The booking's new shape: what is sent replaces what the booking has (units, or rooms and travellers, as a whole), what is not sent stays. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Move the booking to another product: with `departureId`, a departure of that product; the product's base rate plan unless `ratePlanId` names another */
                    productId?: string;
                    /** @description Move the booking to this departure (of the booking's product, or of `productId`) */
                    departureId?: string;
                    /** @description rate_… id */
                    ratePlanId?: string;
                    /** @description For products priced `per_unit` (required) or `per_person`: how many of each unit type. The travellers (`pax`) and seats follow from the units; pax fields sent beside them must match. */
                    units?: {
                        /** @description A unit type of the product (its pricing's `unitTypes[].key`; `adult`, `child`, `infant` for products priced per person) */
                        unitKey: string;
                        quantity: number;
                    }[];
                    rooms?: {
                        categoryKey: string;
                        occupancy: number;
                        quantity: number;
                    }[];
                    paxAdults?: number;
                    paxChildren?: number;
                    paxInfants?: number;
                    /** @description Price the change and answer it without making it (nothing is written, nothing sent). */
                    preview?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: components["schemas"]["Booking"];
                        change: {
                            /**
                             * @description `move` when the departure changes, else `changeUnits`
                             * @enum {unknown}
                             */
                            command: "changeUnits" | "move";
                            /** @description true: priced only, nothing changed */
                            preview: boolean;
                            previous: {
                                departure_id: string;
                                seats: number;
                                total: number;
                                total_minor: number;
                            };
                            /** @description The new total less the previous one: positive is due from the guest, negative is to refund */
                            difference: number;
                            difference_minor: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    extendBookingHold: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description book_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "minutes": 15
                 *     }
                 */
                "application/json": {
                    /** @description The hold lapses this many minutes from now, within the configured bounds (`HOLD_MIN_MINUTES`..`HOLD_MAX_MINUTES`). */
                    minutes: number;
                };
            };
        };
        responses: {
            /** @description A booking of a departure: its travellers and rooms, its price (decimal major units and integer minor units), its status and payment state. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Booking"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listBookingPayments: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path: {
                /** @description book_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BookingMoneyMovement"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createBookingPayment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description book_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 300,
                 *       "method": "bank_transfer",
                 *       "reference": "TRF-2026-0412",
                 *       "date": "2026-04-12"
                 *     }
                 */
                "application/json": {
                    /** @description In the booking's currency, in major units like `pricing.total` (`120.5` euros), with at most the currency's decimals. */
                    amount: number;
                    /** @enum {unknown} */
                    method: "cash" | "bank_transfer" | "card_terminal" | "other";
                    /** @description Your reference of the money: a receipt number, a bank transfer reference… */
                    reference?: string | null;
                    /** @description The day the money moved (`YYYY-MM-DD`, in the workspace's time zone): today by default, never later. */
                    date?: string;
                    /** @description The booking's currency (`pricing.currency`), to make sure of it: another is 422 `CURRENCY_MISMATCH`. */
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        movement: components["schemas"]["BookingMoneyMovement"];
                        booking: components["schemas"]["Booking"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    refundBooking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description book_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 120.5,
                 *       "reason": "Cancelled by the customer 40 days before departure",
                 *       "method": "cash"
                 *     }
                 */
                "application/json": {
                    /** @description In the booking's currency, in major units like `pricing.total` (`120.5` euros), with at most the currency's decimals. */
                    amount: number;
                    /** @description Why the money goes back (kept in the ledger). */
                    reason: string;
                    method?: ("cash" | "bank_transfer" | "card_terminal" | "provider" | "other") | null;
                    /** @description Your reference of the money: a receipt number, a bank transfer reference… */
                    reference?: string | null;
                    /** @description The day the money moved (`YYYY-MM-DD`, in the workspace's time zone): today by default, never later. */
                    date?: string;
                    /** @description The booking's currency (`pricing.currency`), to make sure of it: another is 422 `CURRENCY_MISMATCH`. */
                    currency?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        movement: components["schemas"]["BookingMoneyMovement"];
                        booking: components["schemas"]["Booking"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkInBooking: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description book_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The travellers, by their `index` in the booking (the manifest's lines name it); the whole party when left out. */
                    travellers?: number[];
                };
            };
        };
        responses: {
            /** @description A booking and the check-in of each of its travellers. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: components["schemas"]["Booking"];
                        travellers: {
                            /** @description The traveller's place in the booking's party, from 0: what check-in names */
                            index: number;
                            /** @description From the passenger of the same index, else the billing contact for the first traveller, else `Traveller n` */
                            name: string;
                            /** @description The unit the traveller came with: a unit key, a room category, or `adult`/`child`/`infant`; null when the booking does not say */
                            unit: string | null;
                            checked_in: boolean;
                            checked_in_at: string | null;
                            /** @description The API key (`key_…`) or person (`usr_…`) that checked them in */
                            checked_in_by: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    undoBookingCheckIn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description book_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The travellers, by their `index` in the booking (the manifest's lines name it); the whole party when left out. */
                    travellers?: number[];
                };
            };
        };
        responses: {
            /** @description A booking and the check-in of each of its travellers. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: components["schemas"]["Booking"];
                        travellers: {
                            /** @description The traveller's place in the booking's party, from 0: what check-in names */
                            index: number;
                            /** @description From the passenger of the same index, else the billing contact for the first traveller, else `Traveller n` */
                            name: string;
                            /** @description The unit the traveller came with: a unit key, a room category, or `adult`/`child`/`infant`; null when the booking does not say */
                            unit: string | null;
                            checked_in: boolean;
                            checked_in_at: string | null;
                            /** @description The API key (`key_…`) or person (`usr_…`) that checked them in */
                            checked_in_by: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDepartureManifest: {
        parameters: {
            query?: {
                /** @description `name` (the default), `code`, `unit`, `checked_in`, `paid` or `status`, `-` in front for descending; ties by booking code, then traveller */
                sort?: string;
                /** @description Only the travellers of bookings in this status */
                status?: "on_hold" | "pending" | "confirmed" | "completed";
            };
            header?: never;
            path: {
                /** @description dept_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DepartureManifest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    upsertWizardSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description wzd_… id */
                    id?: string;
                    /** @description BCP 47 tag, e.g. en, ro, en-GB */
                    language?: string;
                    /** @description ISO 4217 code */
                    currency?: string;
                    step?: number;
                    data?: {
                        [key: string]: unknown;
                    };
                    /** @description prod_… id */
                    productId?: string;
                    /** @description dept_… id */
                    departureId?: string;
                    /** @description rate_… id */
                    ratePlanId?: string;
                    rooms?: {
                        categoryKey: string;
                        occupancy: number;
                        quantity: number;
                    }[];
                    /** @description For products priced `per_unit` (required) or `per_person`: how many of each unit type. The travellers (`pax`) and seats follow from the units; pax fields sent beside them must match. */
                    units?: {
                        /** @description A unit type of the product (its pricing's `unitTypes[].key`; `adult`, `child`, `infant` for products priced per person) */
                        unitKey: string;
                        quantity: number;
                    }[];
                    paxAdults?: number;
                    paxChildren?: number;
                    paxInfants?: number;
                    billing?: {
                        firstName?: string;
                        lastName?: string;
                        /** Format: email */
                        email?: string;
                    } & {
                        [key: string]: unknown;
                    };
                    passengers?: {
                        [key: string]: unknown;
                    }[];
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {boolean} */
                        created?: true;
                        /** @enum {boolean} */
                        upserted?: true;
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {boolean} */
                        created?: true;
                        /** @enum {boolean} */
                        upserted?: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWizardSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description wzd_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session: components["schemas"]["WizardSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    commitWizardSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description wzd_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        bookingId: string;
                        /** @enum {boolean} */
                        reused?: true;
                    };
                };
            };
            400: components["responses"]["WizardBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    submitBookingWizard: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sessionId": "wzd_0192f0c4-8d9e-7f0a-9b1c-2d3e4f5a6b7c",
                 *       "billing": {
                 *         "firstName": "Ioana",
                 *         "lastName": "Popescu",
                 *         "email": "ioana.popescu@example.com"
                 *       },
                 *       "passengers": [
                 *         {
                 *           "firstName": "Ioana",
                 *           "lastName": "Popescu"
                 *         },
                 *         {
                 *           "firstName": "Andrei",
                 *           "lastName": "Popescu"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description wzd_… id */
                    sessionId?: string;
                    /** @description BCP 47 tag, e.g. en, ro, en-GB */
                    language?: string;
                    /** @description ISO 4217 code */
                    currency?: string;
                    /** @description prod_… id */
                    productId?: string;
                    /** @description dept_… id */
                    departureId?: string;
                    /** @description rate_… id */
                    ratePlanId?: string;
                    rooms?: {
                        categoryKey: string;
                        occupancy: number;
                        quantity: number;
                    }[];
                    /** @description For products priced `per_unit` (required) or `per_person`: how many of each unit type. The travellers (`pax`) and seats follow from the units; pax fields sent beside them must match. */
                    units?: {
                        /** @description A unit type of the product (its pricing's `unitTypes[].key`; `adult`, `child`, `infant` for products priced per person) */
                        unitKey: string;
                        quantity: number;
                    }[];
                    paxAdults?: number;
                    paxChildren?: number;
                    paxInfants?: number;
                    billing?: {
                        firstName?: string;
                        lastName?: string;
                        /** Format: email */
                        email?: string;
                    } & {
                        [key: string]: unknown;
                    };
                    passengers?: {
                        [key: string]: unknown;
                    }[];
                    notes?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: done in the background */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accepted: boolean;
                        code: string;
                        sessionId: string;
                    };
                };
            };
            400: components["responses"]["WizardBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createPaymentRedirect: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderId": "87EACF3D5E2DAF7B",
                 *       "returnUrl": "/book/acme/done",
                 *       "cancelUrl": "/book/acme"
                 *     }
                 */
                "application/json": {
                    /** @description The wizard submission's code. */
                    orderId: string;
                    /** @description Where the guest comes back after paying. */
                    returnUrl: string;
                    /** @description Where the guest comes back without paying. */
                    cancelUrl: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        orderId: string;
                        provider: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    refundPaymentAtProvider: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description pay_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 49.5,
                 *       "reason": "Cancelled by the customer 40 days before departure"
                 *     }
                 */
                "application/json": {
                    /** @description In the payment's currency, in major units (`49.5`): all the provider took and has not given back when absent. */
                    amount?: number;
                    /** @description Why the money goes back (kept in the ledger). */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        movement: components["schemas"]["BookingMoneyMovement"];
                        booking: components["schemas"]["Booking"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["Gone"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
            502: components["responses"]["BadGateway"];
        };
    };
    listPaymentSessionsNeedingAttention: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentSession"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listPaymentAccounts: {
        parameters: {
            query?: {
                /** @description `paymentprovider` (the contract's provider: `posSignature`, `apiKey`) and `stripe` (`secretKey`, `webhookSecret`) for live workspaces; `test` (the built-in test provider, no credentials) for sandbox workspaces. */
                provider?: "paymentprovider" | "stripe" | "test";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentAccount"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPaymentAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description payacct_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentAccount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    upsertPaymentAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "provider": "stripe",
                 *       "displayName": "Stripe",
                 *       "liveMode": true,
                 *       "config": {
                 *         "secretKey": "sk_live_…",
                 *         "webhookSecret": "whsec_…"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description `paymentprovider` (the contract's provider: `posSignature`, `apiKey`) and `stripe` (`secretKey`, `webhookSecret`) for live workspaces; `test` (the built-in test provider, no credentials) for sandbox workspaces. */
                    provider: "paymentprovider" | "stripe" | "test";
                    displayName?: string;
                    display_name?: string;
                    liveMode?: boolean;
                    live_mode?: boolean;
                    /** @description The provider's credentials, all of the provider's fields: sealed at rest and never shown again. Omitted when updating an account, the stored ones are kept. */
                    config?: {
                        posSignature?: string;
                        apiKey?: string;
                        secretKey?: string;
                        webhookSecret?: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listBookingCategoryTotals: {
        parameters: {
            query: {
                from: string;
                to: string;
                /** @description ws_… id */
                workspaceId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingCategoryTotal"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getBookingTicket: {
        parameters: {
            query?: {
                /** @description `per_traveller`: a page (and QR code) per traveller; `per_booking`: one page whose code admits the whole party. Default: the workspace's `ticketLayout`. */
                layout?: "per_traveller" | "per_booking";
            };
            header?: never;
            path: {
                /** @description book_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket, a PDF */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkInTicket: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "tc1.AQGWx2v3vX5fkZ1iA2ZQ0AEBlsdr971-X5GdYgNmUNAB__8HA1J6Cbqj4CNc2bRsbX2VZg"
                 *     }
                 */
                "application/json": {
                    /** @description What the ticket's QR code holds (`tc1.…`), or the code printed under it (spaces are ignored, so it can be typed in groups). */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Who a scanned ticket admits, and whether this scan checked them in. */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketCheckIn"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /** @description Items per page */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Continue after the page that answered this `pagination.next_cursor` (same filters and sort; not with `offset`). Costs the same at any depth, unlike `offset`. */
                cursor?: string;
                /** @description A field this list sorts by, `-` in front for descending (`-created_at`) */
                sort?: string;
                /** @description The field to sort by (with sortOrder), instead of `sort` */
                sortBy?: string;
                sortOrder?: "asc" | "desc";
                status?: "queued" | "sending" | "sent" | "failed" | "kept";
                /** @description The template (GET /v1/messages/settings lists them) */
                template?: "booking_confirmed" | "booking_changed" | "booking_cancelled" | "payment_received" | "invoice_issued" | "hold_expiring";
                /** @description book_… id */
                bookingId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMessageSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * @description `smtp`: messages are sent to SMTP_URL; `kept`: no SMTP server is configured, messages are kept
                             * @enum {unknown}
                             */
                            delivery: "smtp" | "kept";
                            /** @description The sender address (MAIL_FROM) */
                            from: string;
                            /** @description Whether messages are DKIM-signed */
                            dkim: boolean;
                            templates: {
                                key: string;
                                name: string;
                                description: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description msg_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MessageWithBody"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resendMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description msg_… id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    previewMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "template": "booking_confirmed",
                 *       "bookingId": "book_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The template (GET /v1/messages/settings lists them)
                     * @enum {unknown}
                     */
                    template: "booking_confirmed" | "booking_changed" | "booking_cancelled" | "payment_received" | "invoice_issued" | "hold_expiring";
                    /** @description The booking to render with (booking templates) */
                    bookingId?: string;
                    /** @description The invoice to render with (`invoice_issued`) */
                    invoiceId?: string;
                    /**
                     * @description The language: `en` or `ro`; by default the booking's language (`ro…` → Romanian, else English)
                     * @enum {unknown}
                     */
                    locale?: "en" | "ro";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subject: string;
                            /** @description The HTML part (the logo inline as a data: URL) */
                            html: string;
                            text: string;
                            locale: string;
                            /** @description Who the message would go to; null when the record has no email */
                            to: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendTestMessage: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "template": "booking_confirmed",
                 *       "bookingId": "book_0192f0c4-5a6b-7c3d-8e9f-0a1b2c3d4e5f",
                 *       "locale": "ro",
                 *       "to": "me@example.com"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The template (GET /v1/messages/settings lists them)
                     * @enum {unknown}
                     */
                    template: "booking_confirmed" | "booking_changed" | "booking_cancelled" | "payment_received" | "invoice_issued" | "hold_expiring";
                    /** @description The booking to render with (booking templates) */
                    bookingId?: string;
                    /** @description The invoice to render with (`invoice_issued`) */
                    invoiceId?: string;
                    /**
                     * @description The language: `en` or `ro`; by default the booking's language (`ro…` → Romanian, else English)
                     * @enum {unknown}
                     */
                    locale?: "en" | "ro";
                    /**
                     * Format: email
                     * @description Where to send the test
                     */
                    to: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Message"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    uploadGalleryFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retry of this POST safe: the first request with a key runs and its answer is stored; a repeat with the same key and body gets that answer again (with `Idempotent-Replayed: true`) instead of running twice. Any unique string of 1 to 255 characters, e.g. a UUID per operation.
                 * @example 5f0c2a4e-8d1b-4c7a-9e3f-2b6d8a1c4e70
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fileName": "pixel.png",
                 *       "contentType": "image/png",
                 *       "contentBase64": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
                 *       "folder": "Marketing/Campaigns",
                 *       "altText": "A single transparent pixel",
                 *       "tags": [
                 *         "test"
                 *       ]
                 *     }
                 */
                "application/json": {
                    fileName: string;
                    contentType?: string;
                    contentBase64: string;
                    folder?: string;
                    altText?: string;
                    description?: string;
                    tags?: string[];
                };
                "multipart/form-data": {
                    /** @description the file part */
                    file: {
                        [key: string]: unknown;
                    };
                    fileName?: string;
                    folder?: string;
                    altText?: string;
                    description?: string;
                    /** @description comma-separated */
                    tags?: string;
                };
            };
        };
        responses: {
            /** @description Accepted: done in the background */
            202: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fileId: string;
                        jobId: string;
                        status: string;
                        data: components["schemas"]["GalleryFile"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    receivePaymentNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description payacct_… id */
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
