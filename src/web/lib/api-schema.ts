/**
 * The Vitrine API's types, generated from /api/v1/openapi.json by openapi-typescript.
 * Do not edit: run `npm run api:client` after changing a route or a contract (src/shared/contracts).
 */
/* eslint-disable */
export interface paths {
    "/admin/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Configured AI providers (scenarios, images, videos) and the result of one cheap test call each */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The report */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProviderHealth"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not an admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The billing display: plan, status, allowance, usage, days left */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Billing */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BillingSummary"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a subscription checkout (Stripe Checkout, or the test-mode page without keys) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CheckoutRequest"];
                };
            };
            responses: {
                /** @description Where to send the browser */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RedirectUrl"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Plan not on sale, or a subscription exists (use the portal) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payments unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open the billing customer portal */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Where to send the browser */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RedirectUrl"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No billing account yet */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Payments unavailable */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/billing/test-checkout/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A test-mode checkout session of the user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The session */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestCheckout"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found or not the test mode */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/billing/test-checkout/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a test-mode checkout */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Where to go next (/cancel) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RedirectUrl"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found or not the test mode */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/billing/test-checkout/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a test-mode checkout (no payment is taken); the events go through the webhook handler */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Where to go next (/success) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RedirectUrl"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found or not the test mode */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/billing/test-portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The test-mode stand-in for Stripe's customer portal */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The live test subscription */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestPortal"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not the test mode */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Switch plan, cancel, resume, or simulate the next renewal or a failed payment */
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
                        /** @enum {string} */
                        action: "switch";
                        /** @enum {string} */
                        period: "month" | "year";
                        /** @enum {string} */
                        plan: "Starter" | "Plus" | "Pro" | "Founders";
                    } | {
                        /** @enum {string} */
                        action: "cancel";
                    } | {
                        /** @enum {string} */
                        action: "resume";
                    } | {
                        /** @enum {string} */
                        action: "renew";
                    } | {
                        /** @enum {string} */
                        action: "fail_payment";
                    };
                };
            };
            responses: {
                /** @description The subscription after the action */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TestPortal"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No live subscription, or not the test mode */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/credits/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit ledger of the user, newest first, 20 per page */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreditTransactions"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/generations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a generation: reserves the price of each image at its quality (low 1, medium 2, high 3 credits) and queues the job */
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
                        /** Format: uuid */
                        scenarioId: string;
                        settings: {
                            /** @enum {string} */
                            advancedStyle?: "lifestyle" | "professional" | "casual" | "minimalist";
                            /** @enum {string} */
                            aspectRatio: "3:2" | "1:1" | "2:3" | "3:4" | "9:16" | "4:3" | "16:9";
                            count: number;
                            /** @enum {string} */
                            format: "png" | "jpg";
                            highlightProduct: boolean;
                            /** @enum {string} */
                            quality: "low" | "medium" | "high";
                            /** @enum {string} */
                            style: "lifestyle" | "studio" | "cinematic" | "natural" | "professional" | "minimal" | "vibrant";
                            /** @enum {string} */
                            timeOfDay: "natural" | "golden_hour" | "night_light" | "soft_morning";
                        };
                        /** Format: uuid */
                        sourceImageId: string;
                    };
                };
            };
            responses: {
                /** @description Queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Whole credits reserved: count x the price of one image at the chosen quality (low 1, medium 2, high 3) */
                            creditsReserved: number;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "succeeded" | "partial" | "failed";
                        };
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description insufficient_credits: the balance is below the full cost (count x the price per image at the chosen quality) */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Premium scenario on Free, or more images than the plan allows */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Source image or scenario not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many generations in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/generations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status, stage, progress and images of a generation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The generation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Generation"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's generated or source images */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    q?: string;
                    sort?: "newest" | "oldest";
                    type?: "generated" | "source";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of images */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LibraryPage"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an image and its stored file */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/{id}/favorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark an image as favorite */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        post?: never;
        /** Unmark a favorite image */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/images/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The image bytes with their real Content-Type (size=thumb: 512 px WebP) */
        get: {
            parameters: {
                query?: {
                    download?: "0" | "1";
                    size?: "full" | "thumb";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": unknown;
                        "image/png": unknown;
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/images/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A zip of several images (download all or selected) */
        get: {
            parameters: {
                query: {
                    /** @description Comma-separated image ids; repeats count once; at most 100 images */
                    ids: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description application/zip */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": unknown;
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with tier and credits */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The account */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Me"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/me/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved theme and language (nulls when never saved) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Preferences */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Preferences"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Save the theme and/or the language */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PreferencesUpdate"];
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Preferences"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/me/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stats card of the home page ('this month' from the 1st in the user's time zone) */
        get: {
            parameters: {
                query?: {
                    /** @description IANA time zone, e.g. Europe/Lisbon */
                    tz?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stats */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserStats"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan catalogue (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Plans */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            creditCosts: components["schemas"]["CreditCosts"];
                            plans: components["schemas"]["Plan"][];
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
    "/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 6 scenario ideas for a source image, in the user language */
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
                        audience: string;
                        /**
                         * @description 'local' asks for the offline rule-based ideas instead of the configured engine (e.g. after scenario_provider_failed)
                         * @enum {string}
                         */
                        engine?: "local";
                        features: string;
                        /** @enum {string} */
                        language?: "pt" | "en" | "fr" | "es" | "de";
                        /** @description 'New ideas' round: 0 (default) for the first suggestion, then 1, 2... The offline engine answers six ideas not offered in earlier rounds of the same brief while unused ones remain, then starts over; hosted engines may ignore it */
                        round?: number;
                        /** Format: uuid */
                        sourceImageId: string;
                    };
                };
            };
            responses: {
                /** @description Ideas */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            scenarios: components["schemas"]["Scenario"][];
                        };
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Source image not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many suggestions from a hosted model in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description scenario_provider_failed: the hosted scenario engine failed; ask again with engine 'local' for the offline ideas */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/source-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a product photo (PNG or JPG, up to 10 MB, 40 megapixels) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /** Format: binary */
                        file?: Blob;
                    };
                };
            };
            responses: {
                /** @description Stored */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SourceImage"];
                    };
                };
                /** @description No file, or a file name with a NUL character */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description storage_quota_exceeded: the plan's storage is full */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Over 10 MB or over 40 megapixels */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not a PNG or JPG */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Broken image, or a file name over 255 characters */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description More uploads in a minute than allowed (30 by default) */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description server_busy: too many images being decoded; retry after Retry-After seconds */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/source-images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A source photo with its analysis and the state of its cut-out */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The source photo */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SourceImage"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/source-images/{id}/cutout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product cut out: a PNG with alpha at the photo's size (or at most maxSide px); 202 while the cut-out runs */
        get: {
            parameters: {
                query?: {
                    /** @description Largest side of the answer in px (default: the photo size) */
                    maxSide?: number;
                    /** @description Cache buster, ignored */
                    v?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description RGBA PNG: the photo with the matte as alpha, edge colours cleaned of the old background */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": Blob;
                    };
                };
                /** @description Not ready yet: status and progress */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cutout"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description cutout_failed: the cut-out could not be made; the message says why */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/source-images/{id}/cutout/strokes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Touch up the cut-out: Keep and Remove strokes recompute the matte with them as hard constraints; no strokes restores the automatic cut-out */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CutoutTouchUp"];
                };
            };
            responses: {
                /** @description The new cut-out (ready), saved with the photo: later images and videos use it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Cutout"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description cutout_not_ready: the automatic cut-out has not finished */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description server_busy: too many images being processed; retry after Retry-After seconds */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's videos, newest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of videos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["VideoPage"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        /** Start a 5 or 10 s 1080p video from an image: reserves 5 credits and queues the job */
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
                        /** @enum {string} */
                        aspectRatio: "16:9" | "9:16" | "1:1";
                        durationSeconds: 5 | 10;
                        /** Format: uuid */
                        imageId: string;
                        /** @enum {string} */
                        language?: "pt" | "en" | "fr" | "es" | "de";
                        prompt?: string;
                    };
                };
            };
            responses: {
                /** @description Queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "succeeded" | "failed";
                        };
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not enough credits */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not available on this plan */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Image not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/videos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status, progress and facts of a video */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The video */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Video"];
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a video and its files */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The MP4 (HTTP Range supported; download=1 for an attachment) */
        get: {
            parameters: {
                query?: {
                    download?: "0" | "1";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description video/mp4 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "video/mp4": unknown;
                    };
                };
                /** @description Partial content */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "video/mp4": unknown;
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Range not satisfiable */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
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
    "/videos/{id}/poster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A JPEG frame of the video */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/jpeg */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": unknown;
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    "/videos/motion-prompt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A suggested motion prompt for an image */
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
                        features?: string;
                        /** Format: uuid */
                        imageId: string;
                        /** @enum {string} */
                        language?: "pt" | "en" | "fr" | "es" | "de";
                    };
                };
            };
            responses: {
                /** @description The prompt */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            prompt: string;
                        };
                    };
                };
                /** @description Signed out or session expired */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not available on this plan */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Image not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
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
    schemas: {
        BillingSummary: {
            daysLeft: number;
            maxImagesPerGeneration: number;
            /**
             * @description 'stripe' with real payments, 'test' for the test-mode checkout, 'none' when off
             * @enum {string}
             */
            mode: "stripe" | "test" | "none";
            monthlyAllowance: number;
            /** @description Next charge date; null when not renewing or on Free */
            nextBillingDate: string | null;
            /**
             * @description 'month' or 'year' for a paid subscription; null on Free
             * @enum {string|null}
             */
            period: "month" | "year" | null;
            /** @description End of the current allowance period (the next grant or renewal) */
            periodEnd: string;
            /** @description Start of the current allowance period */
            periodStart: string;
            portalAvailable: boolean;
            /** @description Current balance in credits */
            remaining: number;
            /** @description Whether the subscription renews at periodEnd */
            renewal: boolean;
            /**
             * @description A lower tier that starts at the end of the period
             * @enum {string|null}
             */
            scheduledTier: "Free" | "Starter" | "Plus" | "Pro" | "Founders" | null;
            /** @enum {string} */
            status: "none" | "active" | "trialing" | "past_due" | "unpaid" | "incomplete" | "incomplete_expired" | "canceled" | "paused";
            /** @description End of the paid subscription period; null on Free */
            subscriptionEnd: string | null;
            /** @enum {string} */
            tier: "Free" | "Starter" | "Plus" | "Pro" | "Founders";
            usagePercent: number;
            /** @description Credits spent since periodStart (reservations less refunds) */
            usedThisPeriod: number;
        };
        CheckoutRequest: {
            /** @enum {string} */
            period: "month" | "year";
            /** @enum {string} */
            plan: "Starter" | "Plus" | "Pro" | "Founders";
        };
        CreditCosts: {
            /** @description Whole credits per image at each quality */
            imageByQuality: {
                high: number;
                low: number;
                medium: number;
            };
            /** @description Whole credits per video */
            video: number;
        };
        CreditTransactions: {
            items: {
                /** @description Signed whole credits */
                amount: number;
                balanceAfter: number;
                createdAt: string;
                id: string;
                /** @enum {string} */
                reason: "signup_grant" | "monthly_grant" | "upgrade_grant" | "generation_reserve" | "generation_refund" | "video_reserve" | "video_refund" | "admin_adjustment";
            }[];
            nextCursor: string | null;
        };
        Cutout: {
            /** @description How sure the engine is of the matte, 0..1, once ready */
            confidence: number | null;
            /** @description Why it failed, in the request's language */
            error: string | null;
            /** @enum {string|null} */
            method: "alpha" | "model" | "grabcut" | "touch_up" | null;
            /** @description Percent, while pending or running */
            progress: number;
            /** @enum {string} */
            status: "pending" | "running" | "ready" | "failed";
            /** @description The touch-up strokes the current matte was made with */
            strokes: components["schemas"]["CutoutStroke"][];
            updatedAt: string;
            warnings: ("uncertain_edges" | "several_objects" | "touches_frame" | "small_product" | "too_small")[];
        };
        CutoutStroke: {
            /** @enum {string} */
            mode: "keep" | "remove";
            /** @description Points [x, y], fractions of the width and height */
            points: number[][];
            /** @description Brush radius as a fraction of the photo's long side */
            radius: number;
        };
        CutoutTouchUp: {
            strokes: components["schemas"]["CutoutStroke"][];
        };
        Error: {
            error: {
                code: string;
                message: string;
            };
        };
        Generation: {
            createdAt: string;
            /** @description Whole credits given back for images not produced: each one's share of creditsReserved */
            creditsRefunded: number;
            /** @description Whole credits reserved when the generation was created (count x the price per image at its quality) */
            creditsReserved: number;
            failedCount: number;
            /** Format: uuid */
            id: string;
            images: {
                createdAt: string;
                /** @enum {string} */
                format: "png" | "jpg";
                height: number;
                /** Format: uuid */
                id: string;
                width: number;
            }[];
            progress: number;
            requestedCount: number;
            scenarioTitle: string;
            settings: {
                /** @enum {string} */
                advancedStyle?: "lifestyle" | "professional" | "casual" | "minimalist";
                /** @enum {string} */
                aspectRatio: "3:2" | "1:1" | "2:3" | "3:4" | "9:16" | "4:3" | "16:9";
                count: number;
                /** @enum {string} */
                format: "png" | "jpg";
                highlightProduct: boolean;
                /** @enum {string} */
                quality: "low" | "medium" | "high";
                /** @enum {string} */
                style: "lifestyle" | "studio" | "cinematic" | "natural" | "professional" | "minimal" | "vibrant";
                /** @enum {string} */
                timeOfDay: "natural" | "golden_hour" | "night_light" | "soft_morning";
            };
            /** @enum {string} */
            stage: "queued" | "analyzing_image" | "generating_scenarios" | "generating_images" | "done";
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "partial" | "failed";
        };
        LibraryItem: {
            createdAt: string;
            /** @description Marked as favorite by the user */
            favorite: boolean;
            /** @enum {string} */
            format: "png" | "jpg";
            height: number;
            /** Format: uuid */
            id: string;
            prompt: string;
            title: string | null;
            /** @enum {string} */
            type: "generated" | "source";
            width: number;
        };
        LibraryPage: {
            items: components["schemas"]["LibraryItem"][];
            nextCursor: string | null;
        };
        Me: {
            /** @description Whole credits */
            creditsBalance: number;
            subscribed: boolean;
            /** @description ISO 8601 */
            subscriptionEnd: string | null;
            /** @enum {string} */
            tier: "Free" | "Starter" | "Plus" | "Pro" | "Founders";
            user: {
                email: string;
                id: string;
                name: string;
                profession: string | null;
            };
        };
        Plan: {
            /** @description Whether checkout is open for each period */
            available: {
                month: boolean;
                year: boolean;
            };
            badges: ("mostPopular" | "limitedTime" | "lifetimePricing")[];
            /** @enum {string} */
            currency: "EUR";
            enterprise: boolean;
            features: ("monthlyCredits" | "oneImagePerGeneration" | "threeSimultaneousImages" | "unlimitedScenarios" | "premiumScenarios" | "videoGeneration" | "priority" | "liveChat" | "commercialUsage" | "dedicatedManager" | "teamSupport")[];
            /** @enum {string} */
            id: "Free" | "Starter" | "Plus" | "Pro" | "Founders";
            maxImagesPerGeneration: number;
            monthlyCredits: number;
            popular: boolean;
            /** @description Euro */
            prices: {
                month: number;
                year: number;
            };
            videoAccess: boolean;
        };
        Preferences: {
            /** @enum {string|null} */
            language: "pt" | "en" | "fr" | "es" | "de" | null;
            /** @enum {string|null} */
            theme: "light" | "dark" | "auto" | null;
        };
        PreferencesUpdate: {
            /** @enum {string} */
            language?: "pt" | "en" | "fr" | "es" | "de";
            /** @enum {string} */
            theme?: "light" | "dark" | "auto";
        };
        ProviderCheck: {
            /** @description Everything the provider needs is set (its key) */
            configured: boolean;
            /** @description Base URL called, without credentials or query; null for local engines */
            endpoint: string | null;
            /** @description Why it is not ok; never contains a secret */
            error: string | null;
            /** @enum {string} */
            kind: "scenarios" | "images" | "videos";
            latencyMs: number | null;
            /** @description Vendor model id, or the local engine's description */
            model: string;
            /** @description The cheap test call succeeded (always true for local engines) */
            ok: boolean;
            /** @description 'local', 'openai', 'gemini' or 'fal' */
            provider: string;
            /** @description What the model catalogue says about the configured model: retired, deprecated, unknown, no known price */
            warnings: string[];
        };
        ProviderHealth: {
            checkedAt: string;
            ok: boolean;
            providers: components["schemas"]["ProviderCheck"][];
        };
        RedirectUrl: {
            url: string;
        };
        Scenario: {
            description: string;
            /** Format: uuid */
            id: string;
            /** @description Premium and not unlocked by the user's plan */
            locked: boolean;
            premium: boolean;
            suggestedStyle: string;
            suggestedTimeOfDay: string;
            summary: string;
            title: string;
        };
        SourceImage: {
            analysis: {
                dominantColors: string[];
                hasAlpha: boolean;
                suggestedCutout: {
                    height: number;
                    width: number;
                    x: number;
                    y: number;
                };
            };
            createdAt: string;
            cutout: components["schemas"]["Cutout"];
            /** @enum {string} */
            format: "png" | "jpg";
            height: number;
            /** Format: uuid */
            id: string;
            /** @description Pixels, after EXIF orientation */
            width: number;
        };
        TestCheckout: {
            /** @description Euro */
            amount: number;
            /** @enum {string} */
            currency: "EUR";
            id: string;
            /** @enum {string} */
            period: "month" | "year";
            /** @enum {string} */
            plan: "Starter" | "Plus" | "Pro" | "Founders";
            /** @enum {string} */
            status: "open" | "complete" | "canceled";
        };
        TestPortal: {
            subscription: {
                cancelAtPeriodEnd: boolean;
                currentPeriodEnd: string;
                /** @enum {string} */
                period: "month" | "year";
                /** @enum {string} */
                plan: "Starter" | "Plus" | "Pro" | "Founders";
                status: string;
            } | null;
        };
        UserStats: {
            creditsBalance: number;
            creditsUsed: number;
            favoritesCount: number;
            imagesThisMonth: number;
            totalCredits: number;
            totalImages: number;
        };
        Video: {
            /** @enum {string} */
            aspectRatio: "16:9" | "9:16" | "1:1";
            createdAt: string;
            creditsRefunded: number;
            /** @description Seconds: 5 or 10 */
            durationSeconds: number;
            height: number;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            imageId: string;
            progress: number;
            prompt: string;
            /** @enum {string} */
            stage: "queued" | "preparing" | "rendering" | "saving" | "done";
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
            /** @description The product's name (from its features or the image analysis); null on older videos */
            title: string | null;
            width: number;
        };
        VideoPage: {
            items: components["schemas"]["Video"][];
            nextCursor: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
