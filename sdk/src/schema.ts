// Generated from the Travel Commerce API's OpenAPI document by `npm run sdk:types`. Do not edit by hand.

export interface paths {
    "/v1/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get the workspace settings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                name: string;
                                type: "live" | "sandbox";
                                defaultCurrency: string;
                                timezone: string;
                                wizardBillingFormId: string | null;
                                wizardPassengerFormId: string | null;
                                defaultInvoiceSeries: string;
                                limits: {
                                    perMinute: number;
                                    burst: number;
                                };
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the workspace settings */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        defaultCurrency?: string;
                        timezone?: string;
                        /** @description form_… id */
                        wizardBillingFormId?: string | null;
                        /** @description form_… id */
                        wizardPassengerFormId?: string | null;
                        defaultInvoiceSeries?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                name: string;
                                type: "live" | "sandbox";
                                defaultCurrency: string;
                                timezone: string;
                                wizardBillingFormId: string | null;
                                wizardPassengerFormId: string | null;
                                defaultInvoiceSeries: string;
                                limits: {
                                    perMinute: number;
                                    burst: number;
                                };
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Sign in with email and password (sets the tc_session cookie; throttled per address and per account) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** The signed-in session: person, workspace, role and scopes, workspaces, CSRF token */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Sign out (ends this session and clears the cookie) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Sign out everywhere (ends every session of this person, in every workspace) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Move the session to another workspace the person belongs to */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Choose a password with a one-time link’s token (setup or invitation; 24 h); ends the person’s sessions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The token of the one-time link (setup or invitation) */
                        token: string;
                        /** @description 10 to 200 characters */
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List the workspace’s members */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
                    sortBy?: string;
                    sortOrder?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                user_id: string;
                                email: string;
                                /** @description owner, admin, developer, viewer */
                                role: "owner" | "admin" | "developer" | "viewer";
                                /** @description invited until the person has chosen a password */
                                status: "active" | "invited";
                                created_at: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Invite a person with a role (someone without a password gets a one-time setup link, shown here only; only owners make owners) */
        post: {
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
                        /** @description owner, admin, developer, viewer */
                        role: "owner" | "admin" | "developer" | "viewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                member: {
                                    user_id: string;
                                    email: string;
                                    /** @description owner, admin, developer, viewer */
                                    role: "owner" | "admin" | "developer" | "viewer";
                                    /** @description invited until the person has chosen a password */
                                    status: "active" | "invited";
                                    created_at: string;
                                };
                                /** @description One-time link (24 h) where the person chooses a password; null when they have one. Shown here only. */
                                setup_url: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Remove a member (their sessions in this workspace end; only owners remove owners; the last owner stays) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a member’s role (only owners change owners; the last owner stays) */
        patch: {
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
                    "application/json": {
                        /** @description owner, admin, developer, viewer */
                        role: "owner" | "admin" | "developer" | "viewer";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                user_id: string;
                                email: string;
                                /** @description owner, admin, developer, viewer */
                                role: "owner" | "admin" | "developer" | "viewer";
                                /** @description invited until the person has chosen a password */
                                status: "active" | "invited";
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace’s API keys, newest first (never their values) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
                    sortBy?: string;
                    sortOrder?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an API key (its value is in this answer only; scopes within your role) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Revoke an API key (irreversible; refused from the next request on, in every process) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** The workspace’s audit log, newest first: key and member changes, sign-ins, password changes */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                at: string;
                                actor: {
                                    type: "user" | "key" | "operator";
                                    id: string | null;
                                    email: string | null;
                                };
                                /** @description key.created, key.revoked, member.added, member.invited, member.role_changed, member.removed, password.set, session.signed_in, session.signed_out_everywhere */
                                action: string;
                                target: {
                                    type: string;
                                    id: string;
                                } | null;
                                ip: string | null;
                                details: {
                                    [key: string]: unknown;
                                };
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List organizations */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an organization */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                        metadata?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get an organization */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an organization (soft delete) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update an organization (null clears a field) */
        patch: {
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
                        metadata?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List people */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                firstName: string;
                                lastName: string;
                                emails: string[];
                                phones: string[];
                                country: string | null;
                                defaultEmail: string | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a person */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            firstName: string;
                            lastName: string;
                            emails: string[];
                            phones: string[];
                            country: string | null;
                            defaultEmail: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a person */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            firstName: string;
                            lastName: string;
                            emails: string[];
                            phones: string[];
                            country: string | null;
                            defaultEmail: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a person (soft delete) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a person */
        patch: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            firstName: string;
                            lastName: string;
                            emails: string[];
                            phones: string[];
                            country: string | null;
                            defaultEmail: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List forms */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                                created_by: string | null;
                                created_at: string;
                                updated_at: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a form (status draft, slug from the name) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                            created_by: string | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a form */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                            created_by: string | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** Update a form (the fields sent change; answers the full form) */
        put: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                            created_by: string | null;
                            created_at: string;
                            updated_at: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a form (its submissions are kept) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List a form's submissions, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                form_id: string;
                                data: {
                                    [key: string]: unknown;
                                };
                                created_at: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Submit data to a published form (no API key; limited per client IP and per form; blank answers are dropped; a repeat with the same Idempotency-Key answers the first submission) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "idempotency-key"?: string;
                };
                path: {
                    idOrSlug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            submission_id: string;
                            message: {
                                [key: string]: string;
                            };
                            redirect_url: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List invoices */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a draft invoice (answers its UUID) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get an invoice */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a draft invoice (lines, when sent, replace all lines) */
        patch: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Issue a draft: assigns the next number of its series and freezes it */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Void a draft or issued invoice (an issued one keeps its number) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List contract series */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a contract series */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            series: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a contract series */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            series: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** Update metadata or numbering rules (defaultForBe never changes another series) */
        put: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            series: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Delete a contract series that never allocated a number */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Make this the default series for booking-engine issuance (the previous default loses the flag) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            series: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Allocate the next number of the series */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            number: string;
                            sequence: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List products (owned and enabled marketplace products) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a product */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                        pricingModel?: "per_room" | "per_person" | "per_group" | "per_option";
                        /** @enum {unknown} */
                        pricing_model?: "per_room" | "per_person" | "per_group" | "per_option";
                        tags?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a product by id or slug */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a product (409 while it has bookings that are not cancelled) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a product (null clears a field) */
        patch: {
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
                        pricingModel?: "per_room" | "per_person" | "per_group" | "per_option";
                        /** @enum {unknown} */
                        pricing_model?: "per_room" | "per_person" | "per_group" | "per_option";
                        tags?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List tags */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                name: string;
                                slug: string;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a tag (slug from the name unless given; unique per workspace) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        slug?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                name: string;
                                slug: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a tag */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                name: string;
                                slug: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a tag (it comes off every product) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename a tag or change its slug */
        patch: {
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
                    "application/json": {
                        name?: string;
                        slug?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                name: string;
                                slug: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/departures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List departures (by startAt), optionally of one product and a date range */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                productId: string;
                                startAt: string;
                                endAt: string;
                                capacity: number;
                                bookedPax: number;
                                remaining: number;
                                status: string;
                                meetingPoint: {
                                    name: string;
                                    address?: string;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a departure of a product */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                productId: string;
                                startAt: string;
                                endAt: string;
                                capacity: number;
                                bookedPax: number;
                                remaining: number;
                                status: string;
                                meetingPoint: {
                                    name: string;
                                    address?: string;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List the departures of a product (by startAt) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                productId: string;
                                startAt: string;
                                endAt: string;
                                capacity: number;
                                bookedPax: number;
                                remaining: number;
                                status: string;
                                meetingPoint: {
                                    name: string;
                                    address?: string;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a departure (capacity, bookedPax, remaining) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                productId: string;
                                startAt: string;
                                endAt: string;
                                capacity: number;
                                bookedPax: number;
                                remaining: number;
                                status: string;
                                meetingPoint: {
                                    name: string;
                                    address?: string;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a departure of a product (409 while it has bookings that are not cancelled) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a departure (capacity never below the seats booked) */
        patch: {
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
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                productId: string;
                                startAt: string;
                                endAt: string;
                                capacity: number;
                                bookedPax: number;
                                remaining: number;
                                status: string;
                                meetingPoint: {
                                    name: string;
                                    address?: string;
                                } | null;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/products/{id}/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pricing of a product */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                productId: string;
                                pricingModel: string;
                                roomCategories: {
                                    key: string;
                                    label: string;
                                    pax: number;
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
                                }[];
                                departureOverrides: {
                                    departureId: string;
                                    ratePlanId: string | null;
                                    prices: {
                                        categoryKey: string;
                                        amountPerPerson: number;
                                        currency: string;
                                    }[];
                                }[];
                                updatedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** Replace the room categories, rate plans (the first is the base) and departure overrides */
        put: {
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
                    "application/json": {
                        roomCategories?: {
                            key: string;
                            label: string;
                            pax: number;
                        }[];
                        ratePlans?: {
                            /** @description rate_… id */
                            id?: string;
                            name: string;
                            prices: {
                                categoryKey: string;
                                amountPerPerson: number;
                                currency: string;
                            }[];
                        }[];
                        departureOverrides?: {
                            /** @description dept_… id */
                            departureId: string;
                            /** @description rate_… id */
                            ratePlanId?: string | null;
                            prices: {
                                categoryKey: string;
                                amountPerPerson: number;
                                currency: string;
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                productId: string;
                                pricingModel: string;
                                roomCategories: {
                                    key: string;
                                    label: string;
                                    pax: number;
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
                                }[];
                                departureOverrides: {
                                    departureId: string;
                                    ratePlanId: string | null;
                                    prices: {
                                        categoryKey: string;
                                        amountPerPerson: number;
                                        currency: string;
                                    }[];
                                }[];
                                updatedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Room categories with their price per person (departure override over rate plan over base); empty unless priced per room */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            options: {
                                key: string;
                                label: string;
                                pax: number;
                                amountPerPerson: number;
                                currency: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List webhook subscriptions */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
                    sortBy?: string;
                    sortOrder?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                workspace_id: string;
                                url: string;
                                events: string[];
                                active: boolean;
                                max_retries: number;
                                headers: {
                                    [key: string]: string;
                                };
                                description: string;
                                created_at: string;
                                updated_at: string;
                                last_delivery_at: string | null;
                                failure_count: number;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a webhook subscription (the secret is shown only here and on rotation) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Absolute http(s) URL on a public address. */
                        url: string;
                        /** @description Event types, `<group>.*` patterns or `*`. Types: booking.created, booking.updated, booking.cancelled, booking.confirmed, booking.payment.success, booking.payment.failed, booking.attention_required, payment.succeeded, payment.failed, payment.refunded, product.created, product.updated, product.deleted, product.published, product.archived, departure.created, departure.updated, departure.capacity.changed, inventory.updated, customer.created, customer.updated, customer.deleted, organization.created, organization.updated, organization.deleted, collection.created, collection.updated, collection.deleted, tag.created, tag.updated, tag.deleted, gallery.file.uploaded, gallery.file.updated, gallery.file.deleted, invoice.created, invoice.updated, invoice.issued, invoice.voided, contract-series.created, contract-series.updated, contract-series.deleted, contract-series.number.allocated, policy.created, policy.updated, policy.deleted, voucher.created, voucher.updated, voucher.redeemed, voucher.refunded, form.created, form.updated, form.deleted, form.submission.created, webhook.test. */
                        events: string[];
                        /** @description Extra headers sent with every delivery; they may not set the signature, event, attempt, id, content-type or host headers. */
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
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscription: {
                                    id: string;
                                    workspace_id: string;
                                    url: string;
                                    events: string[];
                                    active: boolean;
                                    max_retries: number;
                                    headers: {
                                        [key: string]: string;
                                    };
                                    description: string;
                                    created_at: string;
                                    updated_at: string;
                                    last_delivery_at: string | null;
                                    failure_count: number;
                                };
                                secret: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a webhook subscription */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                workspace_id: string;
                                url: string;
                                events: string[];
                                active: boolean;
                                max_retries: number;
                                headers: {
                                    [key: string]: string;
                                };
                                description: string;
                                created_at: string;
                                updated_at: string;
                                last_delivery_at: string | null;
                                failure_count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a webhook subscription (pending deliveries stop) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a webhook subscription (headers: null clears them; active: false cancels pending deliveries) */
        patch: {
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
                    "application/json": {
                        /** @description Absolute http(s) URL on a public address. */
                        url?: string;
                        /** @description Event types, `<group>.*` patterns or `*`. Types: booking.created, booking.updated, booking.cancelled, booking.confirmed, booking.payment.success, booking.payment.failed, booking.attention_required, payment.succeeded, payment.failed, payment.refunded, product.created, product.updated, product.deleted, product.published, product.archived, departure.created, departure.updated, departure.capacity.changed, inventory.updated, customer.created, customer.updated, customer.deleted, organization.created, organization.updated, organization.deleted, collection.created, collection.updated, collection.deleted, tag.created, tag.updated, tag.deleted, gallery.file.uploaded, gallery.file.updated, gallery.file.deleted, invoice.created, invoice.updated, invoice.issued, invoice.voided, contract-series.created, contract-series.updated, contract-series.deleted, contract-series.number.allocated, policy.created, policy.updated, policy.deleted, voucher.created, voucher.updated, voucher.redeemed, voucher.refunded, form.created, form.updated, form.deleted, form.submission.created, webhook.test. */
                        events?: string[];
                        /** @description Extra headers sent with every delivery; they may not set the signature, event, attempt, id, content-type or host headers. */
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                workspace_id: string;
                                url: string;
                                events: string[];
                                active: boolean;
                                max_retries: number;
                                headers: {
                                    [key: string]: string;
                                };
                                description: string;
                                created_at: string;
                                updated_at: string;
                                last_delivery_at: string | null;
                                failure_count: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Replace the signing secret (the old one stops at once; failure_count resets) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                subscription: {
                                    id: string;
                                    workspace_id: string;
                                    url: string;
                                    events: string[];
                                    active: boolean;
                                    max_retries: number;
                                    headers: {
                                        [key: string]: string;
                                    };
                                    description: string;
                                    created_at: string;
                                    updated_at: string;
                                    last_delivery_at: string | null;
                                    failure_count: number;
                                };
                                secret: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Delivery log of a subscription, newest first (filter by status, alias outcome) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Send a delivery again now (one attempt) */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Send a signed webhook.test event to this subscription (one attempt) */
        post: {
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
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List events, newest first (type patterns, created_after, created_before) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
                    sortBy?: string;
                    sortOrder?: "asc" | "desc";
                    /** @description Event types or patterns (`booking.*`, `*`), comma-separated */
                    type?: string;
                    created_after?: string;
                    created_before?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                type: string;
                                created_at: string;
                                workspace_id: string;
                                data: {
                                    [key: string]: unknown;
                                };
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get an event */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                type: string;
                                created_at: string;
                                workspace_id: string;
                                data: {
                                    [key: string]: unknown;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List vouchers */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a voucher, or with bulk: true up to 1000 with generated codes (answers {data: [...]}) */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
                        metadata?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                            } | {
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
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Look up a voucher by code (for booking engines) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            valid: true;
                            voucher: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Check whether a voucher can pay an amount, and how much of it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                /** @description Default Response */
                200: {
                    headers: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a voucher */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update status, customer, expiry, transferability or metadata (never the balance) */
        patch: {
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
                    "application/json": {
                        /** @enum {unknown} */
                        status?: "pending" | "active" | "inactive" | "depleted" | "expired" | "cancelled" | "suspended";
                        /** @description ppl_… id */
                        customer_id?: string | null;
                        /** Format: date-time */
                        expires_at?: string | null;
                        is_transferable?: boolean;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Spend part of the balance (reaching zero depletes the voucher) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                transaction: {
                                    id: string;
                                    voucher_id: string;
                                    type: string;
                                    amount_minor: number;
                                    balance_after_minor: number;
                                    currency: string;
                                    booking_id: string | null;
                                    customer_id: string | null;
                                    description: string | null;
                                    related_transaction_id: string | null;
                                    created_at: string;
                                };
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Give back part of what was redeemed (a depleted voucher becomes active) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                transaction: {
                                    id: string;
                                    voucher_id: string;
                                    type: string;
                                    amount_minor: number;
                                    balance_after_minor: number;
                                    currency: string;
                                    booking_id: string | null;
                                    customer_id: string | null;
                                    description: string | null;
                                    related_transaction_id: string | null;
                                    created_at: string;
                                };
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** The voucher's ledger, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                voucher_id: string;
                                type: string;
                                amount_minor: number;
                                balance_after_minor: number;
                                currency: string;
                                booking_id: string | null;
                                customer_id: string | null;
                                description: string | null;
                                related_transaction_id: string | null;
                                created_at: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List gallery files */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                                downloadUrl: string;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a gallery file */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                                downloadUrl: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        /** Update a file's tags, alt text, description or folder (null clears) */
        put: {
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
                    "application/json": {
                        tags?: string[];
                        altText?: string | null;
                        description?: string | null;
                        folder?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                                downloadUrl: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        post?: never;
        /** Schedule deletion: the file turns `deleting`; a job removes it and emits gallery.file.deleted */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Download the file (attachment, its own content type) */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List policies (locale: only those translated into it, shown in it) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a policy (kind and scope required; product-scoped ones name an existing product) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a policy in a locale (its default locale when it has no translation there) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a policy with its translations */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a policy and one locale's translation (created when new) */
        patch: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/collections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List collections */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a collection (manual: definition.productIds; smart: definition.include tag rules) */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
                /** @description Default Response */
                201: {
                    headers: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a collection (`translation` in `locale`, else the first one) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a collection (its products stay) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a collection (a new definition replaces the old one) */
        patch: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Create or replace a collection's translation (slug from the name when omitted) */
        put: {
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
                    "application/json": {
                        name: string;
                        slug?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** The collection's products, in its sort_strategy */
        get: {
            parameters: {
                query?: {
                    limit?: number;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List the providers this workspace reaches (by connection or grant) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
                    sortBy?: string;
                    sortOrder?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                name: string;
                                /** @enum {unknown} */
                                kind: "workspace" | "feed";
                                supportsAvailability: boolean;
                                access: ("connection" | "grant")[];
                                createdAt: string;
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Search the products of the providers this workspace reaches */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a marketplace product */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Enable a marketplace product for this workspace (idempotent) */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Disable a previously enabled marketplace product (404 if it is not enabled) */
        delete: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Preview the availability of a marketplace product, read live from its provider (501 when the provider has none) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
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
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                501: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Bookings resellers made of this workspace’s products (as a supplier), newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
                    sortBy?: string;
                    sortOrder?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** List bookings */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
                    sortBy?: string;
                    sortOrder?: "asc" | "desc";
                    status?: "pending" | "confirmed" | "completed" | "cancelled";
                    /** @description prod_… id */
                    productId?: string;
                    /** @description prod_… id */
                    product_id?: string;
                    /** @description dept_… id */
                    departureId?: string;
                    /** @description dept_… id */
                    departure_id?: string;
                    paymentStatus?: "unpaid" | "partial" | "paid" | "refunded";
                    payment_status?: "unpaid" | "partial" | "paid" | "refunded";
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
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: string;
                                code: string;
                                /** @enum {unknown} */
                                status: "pending" | "confirmed" | "completed" | "cancelled";
                                /** @enum {unknown} */
                                payment_status: "unpaid" | "partial" | "paid" | "refunded";
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
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a booking (prices it and takes its seats) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                        metadata?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            code: string;
                            /** @enum {unknown} */
                            status: "pending" | "confirmed" | "completed" | "cancelled";
                            /** @enum {unknown} */
                            payment_status: "unpaid" | "partial" | "paid" | "refunded";
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a booking */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            code: string;
                            /** @enum {unknown} */
                            status: "pending" | "confirmed" | "completed" | "cancelled";
                            /** @enum {unknown} */
                            payment_status: "unpaid" | "partial" | "paid" | "refunded";
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
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update a booking’s status or internal notes */
        patch: {
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
                    "application/json": {
                        /** @enum {unknown} */
                        status?: "pending" | "confirmed" | "completed" | "cancelled";
                        notes?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Create or merge a booking-wizard session */
        post: {
            parameters: {
                query?: never;
                header?: never;
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
                /** @description Default Response */
                200: {
                    headers: {
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
                /** @description Default Response */
                201: {
                    headers: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Get a booking-wizard session */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            session: {
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
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Commit a wizard session into a booking */
        post: {
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
                /** @description Default Response */
                200: {
                    headers: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                            details?: {
                                field: string;
                                message: string;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Queue a wizard submission; the booking is created once the payment is confirmed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                /** @description Default Response */
                202: {
                    headers: {
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
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            issues?: {
                                field: string;
                                message: string;
                            }[];
                            details?: {
                                field: string;
                                message: string;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Paid payment sessions whose booking could not be confirmed (needs_attention), oldest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    offset?: number;
                    sort?: string;
                    sortBy?: string;
                    sortOrder?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
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
                            }[];
                            pagination: {
                                total: number;
                                limit: number;
                                offset: number;
                                has_more: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
        /** Booking totals by UTC day and product category (bookings not cancelled) */
        get: {
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
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            day: string;
                            product_category: string;
                            amount_cents_sum: number;
                            cnt: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
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
        /** Upload a file (multipart `file`, or JSON `contentBase64` for smaller files) within the workspace quota (409 quota_exceeded); it is verified in the background */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
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
                        file: Record<string, never>;
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
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            fileId: string;
                            jobId: string;
                            status: string;
                            data: {
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
                                downloadUrl: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
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
        /** Payment provider notification (unauthenticated; address allow-list and signature) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            ok: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            details?: {
                                field: string;
                                message: string;
                            };
                            code?: string;
                            message?: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
