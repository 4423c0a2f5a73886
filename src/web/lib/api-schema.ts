/**
 * The Vitrine API's types, generated from /api/v1/openapi.json by openapi-typescript.
 * Do not edit: run `npm run api:client` after changing a route or a contract (src/shared/contracts).
 */
/* eslint-disable */
export interface paths {
    "/account/deletion/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an account deletion with the emailed link's token: the account is locked, signed out everywhere and deleted by a job */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ConfirmDeletion"];
                };
            };
            responses: {
                /** @description Deleting or deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeletionConfirmed"];
                    };
                };
                /** @description Invalid or expired link */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The job queue is unavailable */
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
    "/ad-copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 3 to 5 candidates of each text in your language: headlines, sublines, calls to action
         * @description Written from the product's features and audience, the angle and the tone, by the local templates or, when configured, the chat model with the same rules: no superlatives, no claim the features don't make, no urgency, never a price or discount you did not write. Free.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                     *       "angle": "feature",
                     *       "tone": "premium",
                     *       "brandName": "Porcelana & Co"
                     *     }
                     */
                    "application/json": components["schemas"]["AdCopyRequest"];
                };
            };
            responses: {
                /** @description The candidates */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "headlines": [
                         *         "Porcelain coffee cup: porcelain",
                         *         "Meet Porcelain coffee cup",
                         *         "Porcelain. 300 ml."
                         *       ],
                         *       "sublines": [
                         *         "Porcelain, 300 ml and dishwasher safe.",
                         *         "Porcelain coffee cup – porcelain, made for Coffee lovers.",
                         *         "Porcelain coffee cup by Porcelana & Co: porcelain."
                         *       ],
                         *       "ctas": [
                         *         "Discover",
                         *         "Shop now",
                         *         "Explore"
                         *       ],
                         *       "source": "local"
                         *     }
                         */
                        "application/json": components["schemas"]["AdCopy"];
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
                /** @description Product not found */
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
                /** @description Too many requests in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/ad-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your ad sets, newest first (50 at most), optionally those of one product */
        get: {
            parameters: {
                query?: {
                    productId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "items": [
                         *         {
                         *           "id": "5b3d90ae-5826-431b-9007-c3b087b4c734",
                         *           "status": "succeeded",
                         *           "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *           "dimension": "headline",
                         *           "variants": [
                         *             {
                         *               "texts": {
                         *                 "cta": "Shop now",
                         *                 "subline": "Porcelain, 300 ml, dishwasher safe.",
                         *                 "headline": "A cup for slow mornings"
                         *               },
                         *               "layout": "product-left",
                         *               "scheme": "light",
                         *               "colourIndex": 0,
                         *               "name": "A"
                         *             },
                         *             {
                         *               "texts": {
                         *                 "cta": "Shop now",
                         *                 "subline": "Porcelain, 300 ml, dishwasher safe.",
                         *                 "headline": "Porcelain, 300 ml"
                         *               },
                         *               "layout": "product-left",
                         *               "scheme": "light",
                         *               "colourIndex": 0,
                         *               "name": "B"
                         *             }
                         *           ],
                         *           "placements": [
                         *             "meta-feed-square",
                         *             "google-300x250"
                         *           ],
                         *           "format": "jpg",
                         *           "watermark": false,
                         *           "creditsCharged": 3,
                         *           "creditsRefunded": 0,
                         *           "creatives": [
                         *             {
                         *               "id": "0b07c764-1e88-4a08-a35e-b9bc3fe5a0ae",
                         *               "variant": "A",
                         *               "placement": "meta-feed-square",
                         *               "status": "succeeded",
                         *               "width": 1080,
                         *               "height": 1080,
                         *               "imageId": "2c354d56-5918-4ea9-9c14-f885a1db1b82",
                         *               "checks": {
                         *                 "glyphs": {
                         *                   "ok": true,
                         *                   "missing": []
                         *                 },
                         *                 "passed": true,
                         *                 "contrast": {
                         *                   "ok": true,
                         *                   "texts": [
                         *                     {
                         *                       "role": "headline",
                         *                       "ratio": 8.15,
                         *                       "required": 3
                         *                     },
                         *                     {
                         *                       "role": "subline",
                         *                       "ratio": 8.15,
                         *                       "required": 3
                         *                     },
                         *                     {
                         *                       "role": "cta",
                         *                       "ratio": 9.63,
                         *                       "required": 3
                         *                     }
                         *                   ]
                         *                 },
                         *                 "fileSize": {
                         *                   "ok": true,
                         *                   "max": null,
                         *                   "bytes": 98526
                         *                 },
                         *                 "overflow": {
                         *                   "ok": true,
                         *                   "roles": []
                         *                 },
                         *                 "safeZone": {
                         *                   "ok": true,
                         *                   "roles": []
                         *                 },
                         *                 "textShare": {
                         *                   "ok": true,
                         *                   "max": null,
                         *                   "share": 0.186
                         *                 },
                         *                 "logoAspect": {
                         *                   "ok": true,
                         *                   "error": 0.001
                         *                 },
                         *                 "productClear": {
                         *                   "ok": true,
                         *                   "roles": []
                         *                 }
                         *               },
                         *               "error": null
                         *             },
                         *             {
                         *               "id": "edc0ec76-a902-4afb-ad26-b546184de252",
                         *               "variant": "A",
                         *               "placement": "google-300x250",
                         *               "status": "succeeded",
                         *               "width": 300,
                         *               "height": 250,
                         *               "imageId": "7226146d-0ad5-4ec4-a742-a1a1420e72bb",
                         *               "checks": {
                         *                 "glyphs": {
                         *                   "ok": true,
                         *                   "missing": []
                         *                 },
                         *                 "passed": true,
                         *                 "contrast": {
                         *                   "ok": true,
                         *                   "texts": [
                         *                     {
                         *                       "role": "headline",
                         *                       "ratio": 8.15,
                         *                       "required": 3
                         *                     },
                         *                     {
                         *                       "role": "subline",
                         *                       "ratio": 8.15,
                         *                       "required": 4.5
                         *                     },
                         *                     {
                         *                       "role": "cta",
                         *                       "ratio": 9.63,
                         *                       "required": 4.5
                         *                     }
                         *                   ]
                         *                 },
                         *                 "fileSize": {
                         *                   "ok": true,
                         *                   "max": 153600,
                         *                   "bytes": 15428
                         *                 },
                         *                 "overflow": {
                         *                   "ok": true,
                         *                   "roles": []
                         *                 },
                         *                 "safeZone": {
                         *                   "ok": true,
                         *                   "roles": []
                         *                 },
                         *                 "textShare": {
                         *                   "ok": true,
                         *                   "max": null,
                         *                   "share": 0.167
                         *                 },
                         *                 "logoAspect": {
                         *                   "ok": true,
                         *                   "error": 0.001
                         *                 },
                         *                 "productClear": {
                         *                   "ok": true,
                         *                   "roles": []
                         *                 }
                         *               },
                         *               "error": null
                         *             },
                         *             {
                         *               "id": "a750c310-f2f6-40e0-9d85-abe6ada86ebe",
                         *               "variant": "B",
                         *               "placement": "meta-feed-square",
                         *               "status": "succeeded",
                         *               "width": 1080,
                         *               "height": 1080,
                         *               "imageId": "4b595962-175d-4e56-a215-2c01796351e5",
                         *               "checks": {
                         *                 "glyphs": {
                         *                   "ok": true,
                         *                   "missing": []
                         *                 },
                         *                 "passed": true,
                         *                 "contrast": {
                         *                   "ok": true,
                         *                   "texts": [
                         *                     {
                         *                       "role": "headline",
                         *                       "ratio": 8.15,
                         *                       "required": 3
                         *                     },
                         *                     {
                         *                       "role": "subline",
                         *                       "ratio": 8.15,
                         *                       "required": 3
                         *                     },
                         *                     {
                         *                       "role": "cta",
                         *                       "ratio": 9.63,
                         *                       "required": 3
                         *                     }
                         *                   ]
                         *                 },
                         *                 "fileSize": {
                         *                   "ok": true,
                         *                   "max": null,
                         *                   "bytes": 88935
                         *                 },
                         *                 "overflow": {
                         *                   "ok": true,
                         *                   "roles": []
                         *                 },
                         *                 "safeZone": {
                         *                   "ok": true,
                         *                   "roles": []
                         *                 },
                         *                 "textShare": {
                         *                   "ok": true,
                         *                   "max": null,
                         *                   "share": 0.139
                         *                 },
                         *                 "logoAspect": {
                         *                   "ok": true,
                         *                   "error": 0.001
                         *                 },
                         *                 "productClear": {
                         *                   "ok": true,
                         *                   "roles": []
                         *                 }
                         *               },
                         *               "error": null
                         *             }
                         *           ],
                         *           "createdAt": "2026-11-29T16:09:01.369Z",
                         *           "finishedAt": "2026-11-29T16:09:02.932Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            items: components["schemas"]["AdSet"][];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /**
         * Make an ad set: one design in every chosen placement and variant; 2 credits, plus 1 per variant after the first
         * @description Variants differ only in the declared dimension (headline, layout or colour) and are named A to E. Each creative is checked (text fit, WCAG contrast, product clear of text, safe zone, logo aspect ratio, glyphs, file size, text share); one whose text does not fit is not delivered and its share is refunded; one failing another check is kept as flagged. Plan limits: Free 3 placements and 2 variants with a visible mark; paid plans every placement and 5 variants.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                     *       "product": {
                     *         "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165"
                     *       },
                     *       "brandKitId": "602d623c-ef40-4588-a357-d20195506fad",
                     *       "placements": [
                     *         "meta-feed-square",
                     *         "google-300x250"
                     *       ],
                     *       "dimension": "headline",
                     *       "variants": [
                     *         {
                     *           "texts": {
                     *             "headline": "A cup for slow mornings",
                     *             "subline": "Porcelain, 300 ml, dishwasher safe.",
                     *             "cta": "Shop now"
                     *           },
                     *           "layout": "product-left",
                     *           "scheme": "light",
                     *           "colourIndex": 0
                     *         },
                     *         {
                     *           "texts": {
                     *             "headline": "Porcelain, 300 ml",
                     *             "subline": "Porcelain, 300 ml, dishwasher safe.",
                     *             "cta": "Shop now"
                     *           },
                     *           "layout": "product-left",
                     *           "scheme": "light",
                     *           "colourIndex": 0
                     *         }
                     *       ],
                     *       "format": "jpg"
                     *     }
                     */
                    "application/json": components["schemas"]["CreateAdSet"];
                };
            };
            responses: {
                /** @description Queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "5b3d90ae-5826-431b-9007-c3b087b4c734",
                         *       "status": "queued",
                         *       "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *       "dimension": "headline",
                         *       "variants": [
                         *         {
                         *           "texts": {
                         *             "cta": "Shop now",
                         *             "subline": "Porcelain, 300 ml, dishwasher safe.",
                         *             "headline": "A cup for slow mornings"
                         *           },
                         *           "layout": "product-left",
                         *           "scheme": "light",
                         *           "colourIndex": 0,
                         *           "name": "A"
                         *         },
                         *         {
                         *           "texts": {
                         *             "cta": "Shop now",
                         *             "subline": "Porcelain, 300 ml, dishwasher safe.",
                         *             "headline": "Porcelain, 300 ml"
                         *           },
                         *           "layout": "product-left",
                         *           "scheme": "light",
                         *           "colourIndex": 0,
                         *           "name": "B"
                         *         }
                         *       ],
                         *       "placements": [
                         *         "meta-feed-square",
                         *         "google-300x250"
                         *       ],
                         *       "format": "jpg",
                         *       "watermark": false,
                         *       "creditsCharged": 3,
                         *       "creditsRefunded": 0,
                         *       "creatives": [
                         *         {
                         *           "id": "0b07c764-1e88-4a08-a35e-b9bc3fe5a0ae",
                         *           "variant": "A",
                         *           "placement": "meta-feed-square",
                         *           "status": "queued",
                         *           "width": 1080,
                         *           "height": 1080,
                         *           "imageId": null,
                         *           "checks": null,
                         *           "error": null
                         *         },
                         *         {
                         *           "id": "edc0ec76-a902-4afb-ad26-b546184de252",
                         *           "variant": "A",
                         *           "placement": "google-300x250",
                         *           "status": "queued",
                         *           "width": 300,
                         *           "height": 250,
                         *           "imageId": null,
                         *           "checks": null,
                         *           "error": null
                         *         },
                         *         {
                         *           "id": "a750c310-f2f6-40e0-9d85-abe6ada86ebe",
                         *           "variant": "B",
                         *           "placement": "meta-feed-square",
                         *           "status": "queued",
                         *           "width": 1080,
                         *           "height": 1080,
                         *           "imageId": null,
                         *           "checks": null,
                         *           "error": null
                         *         }
                         *       ],
                         *       "createdAt": "2026-11-29T16:09:01.369Z",
                         *       "finishedAt": null
                         *     }
                         */
                        "application/json": components["schemas"]["AdSet"];
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
                /** @description insufficient_credits */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ad_plan_limit */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Brand kit, photo, image or product not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ad_variants_invalid, ad_layout_needs_text, ad_text_unsupported, validation_failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many sets in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description queue_unavailable (nothing is charged) */
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
    "/ad-sets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A set with its creatives and their checks */
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
                /** @description The set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "5b3d90ae-5826-431b-9007-c3b087b4c734",
                         *       "status": "succeeded",
                         *       "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *       "dimension": "headline",
                         *       "variants": [
                         *         {
                         *           "texts": {
                         *             "cta": "Shop now",
                         *             "subline": "Porcelain, 300 ml, dishwasher safe.",
                         *             "headline": "A cup for slow mornings"
                         *           },
                         *           "layout": "product-left",
                         *           "scheme": "light",
                         *           "colourIndex": 0,
                         *           "name": "A"
                         *         },
                         *         {
                         *           "texts": {
                         *             "cta": "Shop now",
                         *             "subline": "Porcelain, 300 ml, dishwasher safe.",
                         *             "headline": "Porcelain, 300 ml"
                         *           },
                         *           "layout": "product-left",
                         *           "scheme": "light",
                         *           "colourIndex": 0,
                         *           "name": "B"
                         *         }
                         *       ],
                         *       "placements": [
                         *         "meta-feed-square",
                         *         "google-300x250"
                         *       ],
                         *       "format": "jpg",
                         *       "watermark": false,
                         *       "creditsCharged": 3,
                         *       "creditsRefunded": 0,
                         *       "creatives": [
                         *         {
                         *           "id": "0b07c764-1e88-4a08-a35e-b9bc3fe5a0ae",
                         *           "variant": "A",
                         *           "placement": "meta-feed-square",
                         *           "status": "succeeded",
                         *           "width": 1080,
                         *           "height": 1080,
                         *           "imageId": "2c354d56-5918-4ea9-9c14-f885a1db1b82",
                         *           "checks": {
                         *             "glyphs": {
                         *               "ok": true,
                         *               "missing": []
                         *             },
                         *             "passed": true,
                         *             "contrast": {
                         *               "ok": true,
                         *               "texts": [
                         *                 {
                         *                   "role": "headline",
                         *                   "ratio": 8.15,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "role": "subline",
                         *                   "ratio": 8.15,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "role": "cta",
                         *                   "ratio": 9.63,
                         *                   "required": 3
                         *                 }
                         *               ]
                         *             },
                         *             "fileSize": {
                         *               "ok": true,
                         *               "max": null,
                         *               "bytes": 98526
                         *             },
                         *             "overflow": {
                         *               "ok": true,
                         *               "roles": []
                         *             },
                         *             "safeZone": {
                         *               "ok": true,
                         *               "roles": []
                         *             },
                         *             "textShare": {
                         *               "ok": true,
                         *               "max": null,
                         *               "share": 0.186
                         *             },
                         *             "logoAspect": {
                         *               "ok": true,
                         *               "error": 0.001
                         *             },
                         *             "productClear": {
                         *               "ok": true,
                         *               "roles": []
                         *             }
                         *           },
                         *           "error": null
                         *         },
                         *         {
                         *           "id": "edc0ec76-a902-4afb-ad26-b546184de252",
                         *           "variant": "A",
                         *           "placement": "google-300x250",
                         *           "status": "succeeded",
                         *           "width": 300,
                         *           "height": 250,
                         *           "imageId": "7226146d-0ad5-4ec4-a742-a1a1420e72bb",
                         *           "checks": {
                         *             "glyphs": {
                         *               "ok": true,
                         *               "missing": []
                         *             },
                         *             "passed": true,
                         *             "contrast": {
                         *               "ok": true,
                         *               "texts": [
                         *                 {
                         *                   "role": "headline",
                         *                   "ratio": 8.15,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "role": "subline",
                         *                   "ratio": 8.15,
                         *                   "required": 4.5
                         *                 },
                         *                 {
                         *                   "role": "cta",
                         *                   "ratio": 9.63,
                         *                   "required": 4.5
                         *                 }
                         *               ]
                         *             },
                         *             "fileSize": {
                         *               "ok": true,
                         *               "max": 153600,
                         *               "bytes": 15428
                         *             },
                         *             "overflow": {
                         *               "ok": true,
                         *               "roles": []
                         *             },
                         *             "safeZone": {
                         *               "ok": true,
                         *               "roles": []
                         *             },
                         *             "textShare": {
                         *               "ok": true,
                         *               "max": null,
                         *               "share": 0.167
                         *             },
                         *             "logoAspect": {
                         *               "ok": true,
                         *               "error": 0.001
                         *             },
                         *             "productClear": {
                         *               "ok": true,
                         *               "roles": []
                         *             }
                         *           },
                         *           "error": null
                         *         },
                         *         {
                         *           "id": "a750c310-f2f6-40e0-9d85-abe6ada86ebe",
                         *           "variant": "B",
                         *           "placement": "meta-feed-square",
                         *           "status": "succeeded",
                         *           "width": 1080,
                         *           "height": 1080,
                         *           "imageId": "4b595962-175d-4e56-a215-2c01796351e5",
                         *           "checks": {
                         *             "glyphs": {
                         *               "ok": true,
                         *               "missing": []
                         *             },
                         *             "passed": true,
                         *             "contrast": {
                         *               "ok": true,
                         *               "texts": [
                         *                 {
                         *                   "role": "headline",
                         *                   "ratio": 8.15,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "role": "subline",
                         *                   "ratio": 8.15,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "role": "cta",
                         *                   "ratio": 9.63,
                         *                   "required": 3
                         *                 }
                         *               ]
                         *             },
                         *             "fileSize": {
                         *               "ok": true,
                         *               "max": null,
                         *               "bytes": 88935
                         *             },
                         *             "overflow": {
                         *               "ok": true,
                         *               "roles": []
                         *             },
                         *             "safeZone": {
                         *               "ok": true,
                         *               "roles": []
                         *             },
                         *             "textShare": {
                         *               "ok": true,
                         *               "max": null,
                         *               "share": 0.139
                         *             },
                         *             "logoAspect": {
                         *               "ok": true,
                         *               "error": 0.001
                         *             },
                         *             "productClear": {
                         *               "ok": true,
                         *               "roles": []
                         *             }
                         *           },
                         *           "error": null
                         *         }
                         *       ],
                         *       "createdAt": "2026-11-29T16:09:01.369Z",
                         *       "finishedAt": "2026-11-29T16:09:02.932Z"
                         *     }
                         */
                        "application/json": components["schemas"]["AdSet"];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/ad-sets/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A zip of the set: a folder per placement, <variant>-<placement> files, and manifest.csv with the texts for your ad manager */
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
                /** @description application/zip, streamed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": Blob;
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
                /** @description Not found, or no creative made yet */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/ad-sets/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Free previews of one variant in each placement (480 px at most), with the checks of the full-size creative */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                     *       "product": {
                     *         "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165"
                     *       },
                     *       "brandKitId": "602d623c-ef40-4588-a357-d20195506fad",
                     *       "placements": [
                     *         "meta-feed-square",
                     *         "google-300x250"
                     *       ],
                     *       "dimension": "headline",
                     *       "variants": [
                     *         {
                     *           "texts": {
                     *             "headline": "A cup for slow mornings",
                     *             "subline": "Porcelain, 300 ml, dishwasher safe.",
                     *             "cta": "Shop now"
                     *           },
                     *           "layout": "product-left",
                     *           "scheme": "light",
                     *           "colourIndex": 0
                     *         },
                     *         {
                     *           "texts": {
                     *             "headline": "Porcelain, 300 ml",
                     *             "subline": "Porcelain, 300 ml, dishwasher safe.",
                     *             "cta": "Shop now"
                     *           },
                     *           "layout": "product-left",
                     *           "scheme": "light",
                     *           "colourIndex": 0
                     *         }
                     *       ],
                     *       "format": "jpg",
                     *       "variant": 0
                     *     }
                     */
                    "application/json": components["schemas"]["AdPreviewRequest"];
                };
            };
            responses: {
                /** @description One preview and check report per placement */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "placements": [
                         *         {
                         *           "placement": "meta-feed-square",
                         *           "width": 1080,
                         *           "height": 1080,
                         *           "image": "data:image/webp;base64,UklGRu4+AABXRUJQVlA4…",
                         *           "checks": {
                         *             "overflow": {
                         *               "ok": true,
                         *               "roles": []
                         *             },
                         *             "contrast": {
                         *               "ok": true,
                         *               "texts": [
                         *                 {
                         *                   "role": "headline",
                         *                   "ratio": 8.15,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "role": "subline",
                         *                   "ratio": 8.15,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "role": "cta",
                         *                   "ratio": 9.63,
                         *                   "required": 3
                         *                 }
                         *               ]
                         *             },
                         *             "productClear": {
                         *               "ok": true,
                         *               "roles": []
                         *             },
                         *             "safeZone": {
                         *               "ok": true,
                         *               "roles": []
                         *             },
                         *             "logoAspect": {
                         *               "ok": true,
                         *               "error": 0.001
                         *             },
                         *             "glyphs": {
                         *               "ok": true,
                         *               "missing": []
                         *             },
                         *             "fileSize": {
                         *               "ok": true,
                         *               "bytes": 363278,
                         *               "max": null
                         *             },
                         *             "textShare": {
                         *               "ok": true,
                         *               "share": 0.186,
                         *               "max": null
                         *             },
                         *             "passed": true
                         *           }
                         *         },
                         *         {
                         *           "placement": "google-300x250",
                         *           "width": 300,
                         *           "height": 250,
                         *           "image": "data:image/webp;base64,UklGRu4+AABXRUJQVlA4…",
                         *           "checks": {
                         *             "overflow": {
                         *               "ok": true,
                         *               "roles": []
                         *             },
                         *             "contrast": {
                         *               "ok": true,
                         *               "texts": [
                         *                 {
                         *                   "role": "headline",
                         *                   "ratio": 8.15,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "role": "subline",
                         *                   "ratio": 8.15,
                         *                   "required": 4.5
                         *                 },
                         *                 {
                         *                   "role": "cta",
                         *                   "ratio": 9.63,
                         *                   "required": 4.5
                         *                 }
                         *               ]
                         *             },
                         *             "productClear": {
                         *               "ok": true,
                         *               "roles": []
                         *             },
                         *             "safeZone": {
                         *               "ok": true,
                         *               "roles": []
                         *             },
                         *             "logoAspect": {
                         *               "ok": true,
                         *               "error": 0.001
                         *             },
                         *             "glyphs": {
                         *               "ok": true,
                         *               "missing": []
                         *             },
                         *             "fileSize": {
                         *               "ok": true,
                         *               "bytes": 36969,
                         *               "max": 153600
                         *             },
                         *             "textShare": {
                         *               "ok": true,
                         *               "share": 0.167,
                         *               "max": null
                         *             },
                         *             "passed": true
                         *           }
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["AdPreview"];
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
                /** @description ad_plan_limit */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Brand kit, photo, image or product not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description ad_variants_invalid, ad_layout_needs_text, ad_text_unsupported, cutout_failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many previews in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log of admin actions, newest first (read-only) */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    targetId?: string;
                    targetType?: "user" | "job" | "ticket" | "image" | "broadcast";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of the log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuditPage"];
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
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/broadcasts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Marketing broadcasts, newest first (50) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The broadcasts */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastList"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Write a broadcast: a draft for one consent category, in one or more languages */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BroadcastInput"];
                };
            };
            responses: {
                /** @description The draft */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Broadcast"];
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
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/broadcasts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One broadcast, its progress, and who it reaches now (opted in, by language, suppressed) */
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
                /** @description The broadcast */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastDetail"];
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
                /** @description No such broadcast */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Edit a draft (a new test is needed before sending) */
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
                    "application/json": components["schemas"]["BroadcastInput"];
                };
            };
            responses: {
                /** @description The draft */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Broadcast"];
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
                /** @description No such broadcast */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description broadcast_not_draft */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/broadcasts/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a broadcast being sent: recipients not reached yet get nothing (audited) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Broadcast"];
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
                /** @description No such broadcast */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description broadcast_not_sending */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/broadcasts/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The email of one language as recipients get it: subject, HTML, text and the List-Unsubscribe headers */
        get: {
            parameters: {
                query: {
                    language: "pt" | "en" | "fr" | "es" | "de";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The email */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BroadcastPreview"];
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
                /** @description No such broadcast, or no version in that language */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/broadcasts/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a tested draft to everyone it reaches now, by a rate-limited job (audited) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sending */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Broadcast"];
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
                /** @description No such broadcast */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description broadcast_not_draft, broadcast_untested (send yourself a test of the latest edit), broadcast_no_recipients */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/broadcasts/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send every language version to yourself, marked [Test]; sending needs a test of the latest edit */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tested */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Broadcast"];
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
                /** @description No such broadcast */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description broadcast_not_draft */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live chats not closed: who is waiting (longest first), online and typing, the last message, unread count */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The conversations */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminChatList"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/chats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One live chat with its user and messages */
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
                /** @description The conversation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminChatConversation"];
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
                /** @description No such chat */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/chats/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live channel of a chat for support
         * @description Server-sent events: `message` (a ChatMessage; the event id is its seq, so a reconnecting client resumes with Last-Event-ID), `state` (a ChatState, when it changes), `gone` (the conversation is not there), and `beat` every 15 s
         */
        get: {
            parameters: {
                query?: {
                    /** @description Resume after this message sequence number (Last-Event-ID wins when larger) */
                    after?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
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
                /** @description No such chat */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/chats/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer in a live chat: the user sees it at once, or gets it by email when they are away */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChatMessageRequest"];
                };
            };
            responses: {
                /** @description The message */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatMessage"];
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
                /** @description No such chat */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The chat is closed (code ticket_closed) */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/chats/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the chat read by support (the user sees their messages read) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Recorded */
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
                /** @description Not an admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such chat */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/chats/{id}/typing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tell the user support is typing (shown for 6 seconds) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Recorded */
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
                /** @description Not an admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such chat */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every published image, hidden ones included, newest first */
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
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminGalleryPage"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/gallery/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published image, hidden ones included (size=thumb: 512 px WebP, the default) */
        get: {
            parameters: {
                query?: {
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
                        "image/webp": unknown;
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
                /** @description Not published */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/gallery/{id}/hidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hide a published image from the gallery (recorded in the audit log) */
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
                    "application/json": components["schemas"]["HideGalleryItem"];
                };
            };
            responses: {
                /** @description Hidden */
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
                /** @description Not an admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not published */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Show a hidden image in the gallery again (recorded in the audit log) */
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
                /** @description Restored */
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
                /** @description Not an admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not published */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How a generated image was made: engine, model, product lock, fidelity score */
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
                /** @description The image */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ImageDiagnostics"];
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
                /** @description No such image */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest jobs, optionally of one queue and state */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    queue?: string;
                    state?: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Jobs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminJobList"];
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
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/jobs/{queue}/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a waiting generation or video job; its credits are refunded exactly once (audited) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                    queue: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job and the credits refunded */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobActionResult"];
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
                /** @description No such job */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The job is running or finished, or holds no credits */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/jobs/{queue}/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a failed job back in line for one more attempt (audited) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                    queue: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The job */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobActionResult"];
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
                /** @description No such job */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The job has not failed */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/jobs/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Jobs per queue: queued, running, retrying, failed, completed, cancelled */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Counts per queue */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobStats"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign-ups, active users, outputs, failures, credits, provider cost per UTC day, and revenue by tier */
        get: {
            parameters: {
                query?: {
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The overview */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Overview"];
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
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/providers/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each provider's outputs, failures, latency (p50, p95) and estimated cost over the last 7, 30 or 90 days */
        get: {
            parameters: {
                query?: {
                    days?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Figures per provider */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProviderMetrics"];
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
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Money-back requests: every pending one (oldest first), then the newest decided ones */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The requests */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminRefundsPage"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/refunds/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a money-back request (audited): refund the first payment through the payment provider, end the subscription now, take back the period's unspent credits, email the user */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RefundDecision"];
                };
            };
            responses: {
                /** @description The request, approved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RefundRequest"];
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
                /** @description No such request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description refund_not_pending: decided already, or another approval is under way */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description payment_provider_failed: the refund or the cancellation failed; the request stays pending and may be approved again */
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
    "/admin/refunds/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a money-back request (audited); the user is emailed and may ask again inside the window */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RefundDecision"];
                };
            };
            responses: {
                /** @description The request, declined */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RefundRequest"];
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
                /** @description No such request */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description refund_not_pending */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in admin (the web app asks before showing /admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The admin */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminSession"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support tickets, newest first (unresolved by default) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number | null;
                    status?: "open" | "in_progress" | "answered" | "closed" | "all" | "unresolved";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of tickets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminTicketList"];
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
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket with its thread (the user's message, replies and follow-ups) and its audited replies and closings */
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
                /** @description The ticket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminTicketDetail"];
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
                /** @description No such ticket */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/tickets/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a ticket (audited) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TicketClose"];
                };
            };
            responses: {
                /** @description The ticket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminTicketDetail"];
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
                /** @description No such ticket */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/tickets/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a ticket: added to the thread the user reads in the app and emailed in the ticket's language; the ticket becomes answered (audited) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TicketReply"];
                };
            };
            responses: {
                /** @description The ticket */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminTicketDetail"];
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
                /** @description No such ticket */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users, newest first; `q` searches email and name */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    page?: number | null;
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of users */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUserList"];
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
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user with their ledger, generations, videos and sessions */
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
                /** @description The user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUserDetail"];
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
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/users/{id}/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ban a user (sessions revoked, sign-in refused; audited) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["BanRequest"];
                };
            };
            responses: {
                /** @description The user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUser"];
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
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The user is an admin */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/users/{id}/complimentary-tier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or remove a complimentary tier (its rules apply without a paid subscription; audited) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ComplimentaryTierRequest"];
                };
            };
            responses: {
                /** @description The user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUser"];
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
                /** @description No such user */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/users/{id}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grant or deduct credits with a reason (idempotent by key; audited) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["CreditAdjustment"];
                };
            };
            responses: {
                /** @description Applied, or replayed (applied: false) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreditAdjustmentResult"];
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
                /** @description The deduction is larger than the balance */
                402: {
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
                /** @description No such user */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/users/{id}/manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's dedicated account manager, whether their plan includes one (Pro), and the admins to choose from */
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
                /** @description The assignment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminAccountManager"];
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
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Assign an admin as the dedicated account manager of a Pro account (audited) */
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
                    "application/json": components["schemas"]["AssignManagerRequest"];
                };
            };
            responses: {
                /** @description The assignment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminAccountManager"];
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
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The user's plan has no dedicated manager (code manager_unavailable) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The manager is not an admin (code manager_not_admin), or the request is invalid */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** End a user's account manager assignment (audited) */
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
                /** @description The assignment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminAccountManager"];
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
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/users/{id}/resend-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the confirmation email again (audited) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReasonRequest"];
                };
            };
            responses: {
                /** @description Sent */
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
                /** @description Not an admin */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Already confirmed */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/admin/users/{id}/unban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a ban (audited) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ReasonRequest"];
                };
            };
            responses: {
                /** @description The user */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminUser"];
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
                /** @description No such user */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The keys that are not revoked, oldest first: name, prefix, scopes, creation and last use (never the key) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Keys */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "keys": [
                         *         {
                         *           "id": "33ad6f1e-811d-4309-ae50-83ad2b4b4a05",
                         *           "name": "Shop sync",
                         *           "prefix": "vtr_live_XXXX",
                         *           "scopes": [
                         *             "read",
                         *             "generate",
                         *             "webhooks"
                         *           ],
                         *           "createdAt": "2026-11-29T16:08:46.755Z",
                         *           "lastUsedAt": null
                         *         },
                         *         {
                         *           "id": "460d0776-11dd-4019-bc73-435c8c558f80",
                         *           "name": "Spare",
                         *           "prefix": "vtr_live_XXXX",
                         *           "scopes": [
                         *             "read"
                         *           ],
                         *           "createdAt": "2026-11-29T16:08:46.787Z",
                         *           "lastUsedAt": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["ApiKeyList"];
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
                /** @description Made with an API key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Make an API key with a name and scopes; the key is in `key`, answered this once */
        post: {
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
                     *       "name": "Shop sync",
                     *       "scopes": [
                     *         "read",
                     *         "generate",
                     *         "webhooks"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CreateApiKey"];
                };
            };
            responses: {
                /** @description The key, shown this once */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "33ad6f1e-811d-4309-ae50-83ad2b4b4a05",
                         *       "name": "Shop sync",
                         *       "prefix": "vtr_live_XXXX",
                         *       "scopes": [
                         *         "read",
                         *         "generate",
                         *         "webhooks"
                         *       ],
                         *       "createdAt": "2026-11-29T16:08:46.755Z",
                         *       "lastUsedAt": null,
                         *       "key": "vtr_live_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"
                         *     }
                         */
                        "application/json": components["schemas"]["CreatedApiKey"];
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
                /** @description Made with an API key: keys are managed with a session */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description too_many_api_keys: the account already holds 20 keys */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a key: from the next request on, it answers 401 */
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
                /** @description Revoked */
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
                /** @description Made with an API key */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description No such key */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/auth-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the sign-in form offers on this server: Google and/or GitHub when their keys are set (public) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sign-in options */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "socialProviders": []
                         *     }
                         */
                        "application/json": components["schemas"]["AuthOptions"];
                    };
                };
                /** @description invalid_api_key: a wrong or revoked key was sent (this route needs none) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a batch of 1 to 100 items: each a photo (id or URL) and a packshot preset, a scene idea or a video, or a product's listing set; each item is its own job, charge and refund
         * @description Checks the photos and ideas are yours, the plan's images per generation and premium ideas, and that your balance covers every item (nothing is reserved yet), then queues one job per item. An item's job fetches its photo when given by URL, writes six ideas from its features and audience when no idea is given, and starts its generation, packshot, video or listing set, which reserves that item's credits; a failure refunds them. An item that cannot start (photo unreachable or not an image, credits spent meanwhile, a listing slot its marketplace bans or a cut-out the engine doubted) fails, charged nothing. Webhooks: batch.item.completed or batch.item.failed for each item, then batch.completed.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "type": "packshot",
                     *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                     *           "preset": "shopify",
                     *           "reference": "SKU-1042"
                     *         },
                     *         {
                     *           "type": "scene",
                     *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                     *           "features": "Porcelain coffee cup, 300 ml",
                     *           "audience": "Coffee lovers",
                     *           "idea": 2,
                     *           "reference": "SKU-1043"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CreateApiBatch"];
                };
            };
            responses: {
                /** @description Queued: the batch with every item queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "7babf144-849b-4ee2-8cd0-1cea95408f7e",
                         *       "origin": "api",
                         *       "status": "processing",
                         *       "cancelledAt": null,
                         *       "counts": {
                         *         "total": 2,
                         *         "queued": 2,
                         *         "running": 0,
                         *         "succeeded": 0,
                         *         "partial": 0,
                         *         "failed": 0
                         *       },
                         *       "creditsEstimated": 2,
                         *       "creditsCharged": 0,
                         *       "creditsRefunded": 0,
                         *       "items": [
                         *         {
                         *           "id": "8b254422-3619-4d0f-9df1-76caa3a8cc9d",
                         *           "position": 0,
                         *           "reference": "SKU-1042",
                         *           "productId": null,
                         *           "type": "packshot",
                         *           "status": "queued",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "generationId": null,
                         *           "studioBatchId": null,
                         *           "videoId": null,
                         *           "listingSetId": null,
                         *           "images": [],
                         *           "creditsReserved": 0,
                         *           "creditsRefunded": 0,
                         *           "error": null
                         *         },
                         *         {
                         *           "id": "2a8d2b43-6e1f-4e79-af72-70139b9440c9",
                         *           "position": 1,
                         *           "reference": "SKU-1043",
                         *           "productId": null,
                         *           "type": "scene",
                         *           "status": "queued",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "generationId": null,
                         *           "studioBatchId": null,
                         *           "videoId": null,
                         *           "listingSetId": null,
                         *           "images": [],
                         *           "creditsReserved": 0,
                         *           "creditsRefunded": 0,
                         *           "error": null
                         *         }
                         *       ],
                         *       "createdAt": "2026-11-29T16:08:55.672Z",
                         *       "finishedAt": null
                         *     }
                         */
                        "application/json": components["schemas"]["ApiBatch"];
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
                /** @description insufficient_credits: the balance is below what every item costs */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description too_many_images (a scene count above the plan allows), scenario_locked (a premium idea on Free), video_not_on_starter (a video item on a plan without videos) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description not_found: an item's photo, idea or product is not yours, or the idea belongs to another photo (the message names the item) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description validation_failed: a malformed request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many batches in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description queue_unavailable: no item could be queued (nothing is charged) */
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
    "/batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch and every item's status, work, images, credits and error */
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
                /** @description The batch */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "7babf144-849b-4ee2-8cd0-1cea95408f7e",
                         *       "origin": "api",
                         *       "status": "completed",
                         *       "cancelledAt": null,
                         *       "counts": {
                         *         "total": 2,
                         *         "queued": 0,
                         *         "running": 0,
                         *         "succeeded": 2,
                         *         "partial": 0,
                         *         "failed": 0
                         *       },
                         *       "creditsEstimated": 2,
                         *       "creditsCharged": 2,
                         *       "creditsRefunded": 0,
                         *       "items": [
                         *         {
                         *           "id": "8b254422-3619-4d0f-9df1-76caa3a8cc9d",
                         *           "position": 0,
                         *           "reference": "SKU-1042",
                         *           "productId": null,
                         *           "type": "packshot",
                         *           "status": "succeeded",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "generationId": null,
                         *           "studioBatchId": "35c43518-6ef9-41f2-86f3-152e7cdc13cf",
                         *           "videoId": null,
                         *           "listingSetId": null,
                         *           "images": [
                         *             {
                         *               "id": "826b9882-a92a-449b-9ddf-b0045770513b",
                         *               "file": "/api/v1/images/826b9882-a92a-449b-9ddf-b0045770513b/file"
                         *             }
                         *           ],
                         *           "creditsReserved": 1,
                         *           "creditsRefunded": 0,
                         *           "error": null
                         *         },
                         *         {
                         *           "id": "2a8d2b43-6e1f-4e79-af72-70139b9440c9",
                         *           "position": 1,
                         *           "reference": "SKU-1043",
                         *           "productId": null,
                         *           "type": "scene",
                         *           "status": "succeeded",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "generationId": "7bcb7dfc-3bae-48dd-b0f9-2533a44854ac",
                         *           "studioBatchId": null,
                         *           "videoId": null,
                         *           "listingSetId": null,
                         *           "images": [
                         *             {
                         *               "id": "183c7ed7-2359-445d-b9ab-3b584e241c41",
                         *               "file": "/api/v1/images/183c7ed7-2359-445d-b9ab-3b584e241c41/file"
                         *             }
                         *           ],
                         *           "creditsReserved": 1,
                         *           "creditsRefunded": 0,
                         *           "error": null
                         *         }
                         *       ],
                         *       "createdAt": "2026-11-29T16:08:55.672Z",
                         *       "finishedAt": "2026-11-29T16:08:58.074Z"
                         *     }
                         */
                        "application/json": components["schemas"]["ApiBatch"];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/batches/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The batch's images as a zip: a folder per item named by its reference (SKU or handle), and manifest.csv (product, reference, source photo, output file, kind, preset, width, height, credits, alt text); a listing set's files are numbered in listing order (01-main.jpg…) */
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
                /** @description A zip, streamed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": Blob;
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
                /** @description Not found, or no image yet */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/batches/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a batch: items not yet started fail (batch_cancelled), charged nothing; scenes still rendering stop and are refunded; packshots and listing sets already rendering finish */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The batch after cancelling */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiBatch"];
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
                /** @description batch_not_cancellable: it has ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "batch_not_cancellable",
                         *         "message": "This batch has already ended."
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                        /**
                         * @example {
                         *       "tier": "Pro",
                         *       "status": "none",
                         *       "period": null,
                         *       "periodStart": "2026-11-29T16:08:46.512Z",
                         *       "periodEnd": "2026-12-29T16:08:46.512Z",
                         *       "subscriptionEnd": null,
                         *       "nextBillingDate": null,
                         *       "renewal": false,
                         *       "scheduledTier": null,
                         *       "monthlyAllowance": 400,
                         *       "usedThisPeriod": 0,
                         *       "remaining": 210,
                         *       "daysLeft": 30,
                         *       "usagePercent": 0,
                         *       "maxImagesPerGeneration": 3,
                         *       "mode": "test",
                         *       "portalAvailable": false,
                         *       "trial": null,
                         *       "trialAvailable": true
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/billing/money-back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The money-back guarantee: whether the first payment can be asked back now (within 14 days of it), until when, and the latest request */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The guarantee as it applies to this account */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MoneyBackStatus"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Ask for the first payment back, within 14 days of it; an admin decides, and approval refunds it, ends the subscription and takes back the period's unspent credits */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["MoneyBackRequestBody"];
                };
            };
            responses: {
                /** @description The request, pending */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RefundRequest"];
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
                /** @description refund_unavailable: no payment yet; refund_window_closed: the window has passed; refund_requested: a request is pending or was approved */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/billing/trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a free 7-day trial of a paid plan, without a card: its rules and its trial credits at once; one per account and per email address, ever */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TrialRequest"];
                };
            };
            responses: {
                /** @description The trial */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Trial"];
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
                /** @description trial_used: this account or email address had a trial; trial_unavailable: the plan has none, or a paid subscription is in force */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/brand-kits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your brand kits (at most 10) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The kits, oldest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "items": [
                         *         {
                         *           "id": "602d623c-ef40-4588-a357-d20195506fad",
                         *           "name": "Porcelana & Co",
                         *           "colours": [
                         *             "#1f4d3a",
                         *             "#e8b04b",
                         *             "#f4efe6"
                         *           ],
                         *           "headingFont": "playfair-display",
                         *           "bodyFont": "inter",
                         *           "tone": "premium",
                         *           "logo": {
                         *             "url": "/api/v1/brand-kits/602d623c-ef40-4588-a357-d20195506fad/logo?v=1795968539474",
                         *             "width": 1024,
                         *             "height": 341
                         *           },
                         *           "createdAt": "2026-11-29T16:08:59.407Z",
                         *           "updatedAt": "2026-11-29T16:08:59.474Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            items: components["schemas"]["BrandKit"][];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Create a brand kit: name, 1 to 5 colours, a heading and a body font from the bundled set, a tone */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "name": "Porcelana & Co",
                     *       "colours": [
                     *         "#1f4d3a",
                     *         "#e8b04b"
                     *       ],
                     *       "headingFont": "montserrat",
                     *       "bodyFont": "inter",
                     *       "tone": "premium"
                     *     }
                     */
                    "application/json": components["schemas"]["BrandKitFields"];
                };
            };
            responses: {
                /** @description Created */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "602d623c-ef40-4588-a357-d20195506fad",
                         *       "name": "Porcelana & Co",
                         *       "colours": [
                         *         "#1f4d3a",
                         *         "#e8b04b"
                         *       ],
                         *       "headingFont": "montserrat",
                         *       "bodyFont": "inter",
                         *       "tone": "premium",
                         *       "logo": null,
                         *       "createdAt": "2026-11-29T16:08:59.407Z",
                         *       "updatedAt": "2026-11-29T16:08:59.407Z"
                         *     }
                         */
                        "application/json": components["schemas"]["BrandKit"];
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
                /** @description brand_kit_limit: 10 kits already */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/brand-kits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a brand kit's fields (the logo stays) */
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
                    /**
                     * @example {
                     *       "name": "Porcelana & Co",
                     *       "colours": [
                     *         "#1f4d3a",
                     *         "#e8b04b",
                     *         "#f4efe6"
                     *       ],
                     *       "headingFont": "playfair-display",
                     *       "bodyFont": "inter",
                     *       "tone": "premium"
                     *     }
                     */
                    "application/json": components["schemas"]["BrandKitFields"];
                };
            };
            responses: {
                /** @description Updated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "602d623c-ef40-4588-a357-d20195506fad",
                         *       "name": "Porcelana & Co",
                         *       "colours": [
                         *         "#1f4d3a",
                         *         "#e8b04b",
                         *         "#f4efe6"
                         *       ],
                         *       "headingFont": "playfair-display",
                         *       "bodyFont": "inter",
                         *       "tone": "premium",
                         *       "logo": {
                         *         "url": "/api/v1/brand-kits/602d623c-ef40-4588-a357-d20195506fad/logo?v=1795968539474",
                         *         "width": 1024,
                         *         "height": 341
                         *       },
                         *       "createdAt": "2026-11-29T16:08:59.407Z",
                         *       "updatedAt": "2026-11-29T16:08:59.474Z"
                         *     }
                         */
                        "application/json": components["schemas"]["BrandKit"];
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
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Delete a brand kit and its logo (sets made with it keep what they were made with) */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/brand-kits/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kit's logo as a PNG */
        get: {
            parameters: {
                query?: {
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
                /** @description image/png */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": Blob;
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /**
         * Set the kit's logo: PNG, JPG, WebP or SVG, at most 5 MB and 8000 px a side
         * @description An SVG with scripts, event handlers, foreign content, entities or references to other files or addresses is refused; a safe one is rasterised. Only a PNG is kept.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
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
                /** @description The kit with its logo */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "602d623c-ef40-4588-a357-d20195506fad",
                         *       "name": "Porcelana & Co",
                         *       "colours": [
                         *         "#1f4d3a",
                         *         "#e8b04b"
                         *       ],
                         *       "headingFont": "montserrat",
                         *       "bodyFont": "inter",
                         *       "tone": "premium",
                         *       "logo": {
                         *         "url": "/api/v1/brand-kits/602d623c-ef40-4588-a357-d20195506fad/logo?v=1795968539458",
                         *         "width": 1024,
                         *         "height": 341
                         *       },
                         *       "createdAt": "2026-11-29T16:08:59.407Z",
                         *       "updatedAt": "2026-11-29T16:08:59.458Z"
                         *     }
                         */
                        "application/json": components["schemas"]["BrandKit"];
                    };
                };
                /** @description file_missing */
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
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description logo_too_large */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description logo_not_image, logo_svg_unsafe */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many uploads in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Remove the kit's logo */
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
                /** @description The kit without a logo */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BrandKit"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/catalogue-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your 20 latest catalogue runs, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Runs */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "items": [
                         *         {
                         *           "id": "38b58957-3d8b-4d64-83b0-cfde87d23c38",
                         *           "origin": "catalogue",
                         *           "status": "completed",
                         *           "cancelledAt": null,
                         *           "counts": {
                         *             "total": 1,
                         *             "queued": 0,
                         *             "running": 0,
                         *             "succeeded": 1,
                         *             "partial": 0,
                         *             "failed": 0
                         *           },
                         *           "creditsEstimated": 1,
                         *           "creditsCharged": 1,
                         *           "creditsRefunded": 0,
                         *           "items": [
                         *             {
                         *               "id": "0a3cc3cf-631f-4541-aa34-e8048d828340",
                         *               "position": 0,
                         *               "reference": "CUP-300-WHT",
                         *               "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *               "type": "packshot",
                         *               "status": "succeeded",
                         *               "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *               "generationId": null,
                         *               "studioBatchId": "b32dab3d-2062-46c6-ba3f-4c8cb7787d72",
                         *               "videoId": null,
                         *               "listingSetId": null,
                         *               "images": [
                         *                 {
                         *                   "id": "7bd2f1c6-5d63-4144-a308-127b4d569b2e",
                         *                   "file": "/api/v1/images/7bd2f1c6-5d63-4144-a308-127b4d569b2e/file"
                         *                 }
                         *               ],
                         *               "creditsReserved": 1,
                         *               "creditsRefunded": 0,
                         *               "error": null
                         *             }
                         *           ],
                         *           "createdAt": "2026-11-29T16:08:58.231Z",
                         *           "finishedAt": "2026-11-29T16:08:59.092Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["CatalogueRunList"];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /**
         * Run one action (packshots with a preset, scene images, a short video, or a listing set from one template) over your products: one batch, one item per product with a photo, each charged and refunded on its own
         * @description Each product's first photo is used; its SKU (else its title) is the item's reference and its folder in the batch's zip. A listing template is filled by each product from its own features, photos and scene images; what a product cannot fill is left out of its set, uncharged (the quote counts them). Follow it with GET /batches/{id}; cancel with POST /batches/{id}/cancel; download with GET /batches/{id}/archive.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "selection": {
                     *         "productIds": [
                     *           "40c889cf-3f6d-4482-9cde-b278357ba6f2"
                     *         ]
                     *       },
                     *       "action": {
                     *         "type": "packshot",
                     *         "preset": "amazon"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CatalogueRunRequest"];
                };
            };
            responses: {
                /** @description The run (a batch), queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "38b58957-3d8b-4d64-83b0-cfde87d23c38",
                         *       "origin": "catalogue",
                         *       "status": "processing",
                         *       "cancelledAt": null,
                         *       "counts": {
                         *         "total": 1,
                         *         "queued": 1,
                         *         "running": 0,
                         *         "succeeded": 0,
                         *         "partial": 0,
                         *         "failed": 0
                         *       },
                         *       "creditsEstimated": 1,
                         *       "creditsCharged": 0,
                         *       "creditsRefunded": 0,
                         *       "items": [
                         *         {
                         *           "id": "0a3cc3cf-631f-4541-aa34-e8048d828340",
                         *           "position": 0,
                         *           "reference": "CUP-300-WHT",
                         *           "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *           "type": "packshot",
                         *           "status": "queued",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "generationId": null,
                         *           "studioBatchId": null,
                         *           "videoId": null,
                         *           "listingSetId": null,
                         *           "images": [],
                         *           "creditsReserved": 0,
                         *           "creditsRefunded": 0,
                         *           "error": null
                         *         }
                         *       ],
                         *       "createdAt": "2026-11-29T16:08:58.231Z",
                         *       "finishedAt": null
                         *     }
                         */
                        "application/json": components["schemas"]["ApiBatch"];
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
                /** @description insufficient_credits: the balance is below what the run costs */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description catalogue_run_too_large (more products than your plan's run allows), too_many_images, scenario_locked, video_not_on_starter */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A product or brand kit named is not yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description catalogue_run_empty (no selected product has a photo), validation_failed; a listing template: listing_slot_unavailable, listing_too_many_images, listing_main_first */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many runs in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description queue_unavailable */
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
    "/catalogue-runs/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What a run over your products would take and cost, before starting it: products, products left out (no photo), credits, your balance and your plan’s maximum */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "selection": {
                     *         "productIds": [
                     *           "40c889cf-3f6d-4482-9cde-b278357ba6f2"
                     *         ]
                     *       },
                     *       "action": {
                     *         "type": "packshot",
                     *         "preset": "amazon"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CatalogueRunRequest"];
                };
            };
            responses: {
                /** @description The quote */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "products": 1,
                         *       "withoutPhotos": 0,
                         *       "credits": 1,
                         *       "balance": 205,
                         *       "maxProducts": 500
                         *     }
                         */
                        "application/json": components["schemas"]["CatalogueQuote"];
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
                /** @description A product or brand kit named is not yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description validation_failed; a listing template: listing_slot_unavailable (a kind the marketplace's rules ban), listing_too_many_images, listing_main_first */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                        /**
                         * @example {
                         *       "items": [
                         *         {
                         *           "id": "11bd48b9-6a27-43e7-9aed-813d867c8981",
                         *           "amount": 200,
                         *           "reason": "admin_adjustment",
                         *           "balanceAfter": 210,
                         *           "createdAt": "2026-11-29T16:08:46.737Z"
                         *         },
                         *         {
                         *           "id": "449f0329-772e-467c-b993-a74ec59f1009",
                         *           "amount": 10,
                         *           "reason": "signup_grant",
                         *           "balanceAfter": 10,
                         *           "createdAt": "2026-11-29T16:08:46.516Z"
                         *         }
                         *       ],
                         *       "nextCursor": null
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A data export's zip, with the signed token of the emailed link (no sign-in needed; valid 7 days) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The zip */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": unknown;
                    };
                };
                /** @description Invalid or expired link */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published images of the community gallery, newest first (public; cached for 60 s) */
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
                /** @description A page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "items": [],
                         *       "nextCursor": null
                         *     }
                         */
                        "application/json": components["schemas"]["GalleryPage"];
                    };
                };
                /** @description invalid_api_key: a wrong or revoked key was sent (this route needs none) */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/gallery/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published image (public; size=thumb: 512 px WebP, the default) */
        get: {
            parameters: {
                query?: {
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
                        "image/webp": unknown;
                    };
                };
                /** @description invalid_api_key: a wrong or revoked key was sent (this route needs none) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not published */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/gallery/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's published images and whether their public gallery choice is on */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Publications */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyPublications"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/gallery/mine/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Publish one of your generated images (needs the public gallery choice on) */
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
                /** @description Not one of your generated images */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The public gallery choice is off */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Take one of your images out of the gallery */
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
                /** @description Not one of your generated images */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The public gallery choice is off */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                     *       "scenarioId": "bd2d2541-e10b-48c5-b0b0-1ca4eb7d004f",
                     *       "settings": {
                     *         "aspectRatio": "1:1",
                     *         "quality": "low",
                     *         "count": 2,
                     *         "format": "jpg",
                     *         "highlightProduct": false,
                     *         "style": "lifestyle",
                     *         "timeOfDay": "natural"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @description Up to 3 more of the user's own uploaded photos of the same product (other angles), not the main one; hosted engines send them as references */
                        referenceImageIds?: string[];
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
                            redrawProduct?: boolean;
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
                        /**
                         * @example {
                         *       "id": "6620ab9b-c2fa-4d2f-afe8-7907ad93f1c7",
                         *       "status": "queued",
                         *       "creditsReserved": 2
                         *     }
                         */
                        "application/json": {
                            /** @description Whole credits reserved: count x the price of one image at the chosen quality (low 1, medium 2, high 3); an edit 1; an adjustment 0, or one image for a new variant */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                        /**
                         * @example {
                         *       "id": "6620ab9b-c2fa-4d2f-afe8-7907ad93f1c7",
                         *       "status": "succeeded",
                         *       "stage": "done",
                         *       "progress": 100,
                         *       "requestedCount": 2,
                         *       "failedCount": 0,
                         *       "creditsReserved": 2,
                         *       "creditsRefunded": 0,
                         *       "settings": {
                         *         "count": 2,
                         *         "style": "lifestyle",
                         *         "format": "jpg",
                         *         "quality": "low",
                         *         "timeOfDay": "natural",
                         *         "aspectRatio": "1:1",
                         *         "highlightProduct": false
                         *       },
                         *       "scenarioTitle": "Wood top in morning window light",
                         *       "productChangedCount": 0,
                         *       "notice": null,
                         *       "images": [
                         *         {
                         *           "id": "c6a93ae6-15c8-40f2-af70-53a8b30c4332",
                         *           "width": 1024,
                         *           "height": 1024,
                         *           "format": "jpg",
                         *           "saved": true,
                         *           "adjust": {
                         *             "current": {
                         *               "offsetX": 0,
                         *               "size": 1,
                         *               "lightSide": "auto",
                         *               "timeOfDay": "natural"
                         *             },
                         *             "newVariantCredits": 1,
                         *             "newVariantLocked": false
                         *           },
                         *           "createdAt": "2026-11-29T16:08:50.714Z"
                         *         },
                         *         {
                         *           "id": "f7df5f6d-4974-40f5-b4ea-086d63f6516e",
                         *           "width": 1024,
                         *           "height": 1024,
                         *           "format": "jpg",
                         *           "saved": true,
                         *           "adjust": {
                         *             "current": {
                         *               "offsetX": 0,
                         *               "size": 1,
                         *               "lightSide": "auto",
                         *               "timeOfDay": "natural"
                         *             },
                         *             "newVariantCredits": 1,
                         *             "newVariantLocked": false
                         *           },
                         *           "createdAt": "2026-11-29T16:08:52.234Z"
                         *         }
                         *       ],
                         *       "createdAt": "2026-11-29T16:08:48.804Z"
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/image-engine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The configured image engine: local renderer or hosted model, and whether it keeps the product by the product lock */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The engine */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "name": "local-studio",
                         *       "hosted": false,
                         *       "productLock": false
                         *     }
                         */
                        "application/json": components["schemas"]["ImageEngine"];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                    /** @description '1': only the images you marked as favorite */
                    favorites?: "0" | "1";
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
                        /**
                         * @example {
                         *       "items": [
                         *         {
                         *           "id": "f7df5f6d-4974-40f5-b4ea-086d63f6516e",
                         *           "type": "generated",
                         *           "width": 1024,
                         *           "height": 1024,
                         *           "format": "jpg",
                         *           "prompt": "The product stands directly on the surface, with no set piece to compete with it. The set rests on a warm wooden top with a fine, natural grain. Behind it, window light falls on the wall in a bright, soft-edged patch. The key light passes through a window frame and lays its pattern of panes across the set and the product. Neutral daylight keeps the colours true to life. A warm, lived-in studio look.",
                         *           "title": "Wood top in morning window light",
                         *           "favorite": false,
                         *           "kind": "scene",
                         *           "studioPreset": null,
                         *           "parentImageId": null,
                         *           "adjust": {
                         *             "current": {
                         *               "offsetX": 0,
                         *               "size": 1,
                         *               "lightSide": "auto",
                         *               "timeOfDay": "natural"
                         *             },
                         *             "newVariantCredits": 1,
                         *             "newVariantLocked": false
                         *           },
                         *           "digitalSourceType": "compositeSynthetic",
                         *           "createdAt": "2026-11-29T16:08:52.234Z"
                         *         },
                         *         {
                         *           "id": "c6a93ae6-15c8-40f2-af70-53a8b30c4332",
                         *           "type": "generated",
                         *           "width": 1024,
                         *           "height": 1024,
                         *           "format": "jpg",
                         *           "prompt": "The product stands directly on the surface, with no set piece to compete with it. The set rests on a warm wooden top with a fine, natural grain. Behind it, window light falls on the wall in a bright, soft-edged patch. The key light passes through a window frame and lays its pattern of panes across the set and the product. Neutral daylight keeps the colours true to life. A warm, lived-in studio look.",
                         *           "title": "Wood top in morning window light",
                         *           "favorite": true,
                         *           "kind": "scene",
                         *           "studioPreset": null,
                         *           "parentImageId": null,
                         *           "adjust": {
                         *             "current": {
                         *               "offsetX": 0,
                         *               "size": 1,
                         *               "lightSide": "auto",
                         *               "timeOfDay": "natural"
                         *             },
                         *             "newVariantCredits": 1,
                         *             "newVariantLocked": false
                         *           },
                         *           "digitalSourceType": "compositeSynthetic",
                         *           "createdAt": "2026-11-29T16:08:50.714Z"
                         *         }
                         *       ],
                         *       "nextCursor": null
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/images/{id}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adjust a local studio render: move or scale the product, take the key light from a side, pick another light or set colour of the idea, or draw a new variant; queues a generation of one image linked to its parent. Free when the seed is kept (at most 60 an hour); a new variant costs one image of the image's quality */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "adjustment": {
                     *         "offsetX": 0.1,
                     *         "size": 1.1,
                     *         "lightSide": "left"
                     *       },
                     *       "newVariant": false
                     *     }
                     */
                    "application/json": components["schemas"]["CreateImageAdjustment"];
                };
            };
            responses: {
                /** @description Queued; poll GET /generations/{id}: its one image is the adjusted image */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "d5040c11-57ef-4a4a-ba12-4df045607e20",
                         *       "status": "queued",
                         *       "creditsReserved": 0
                         *     }
                         */
                        "application/json": {
                            /** @description Whole credits reserved: count x the price of one image at the chosen quality (low 1, medium 2, high 3); an edit 1; an adjustment 0, or one image for a new variant */
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
                /** @description insufficient_credits: a new variant costs one image of the image's quality */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description scenario_locked: a new variant of a premium idea needs a paid tier */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not the user's image) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description adjust_unavailable: a hosted engine runs, or the image was not drawn by the local studio renderer; adjust_photo_deleted: its photo or idea was deleted */
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
                /** @description Too many generations in a minute, or too many free adjustments in an hour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/images/{id}/edits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit a generated image with a text instruction: reserves 1 credit and queues a generation of one image linked to its parent (hosted image engines only) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "instruction": "Make the saucer blue"
                     *     }
                     */
                    "application/json": components["schemas"]["CreateImageEdit"];
                };
            };
            responses: {
                /** @description Queued; poll GET /generations/{id}: its one image is the edited image */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Whole credits reserved: count x the price of one image at the chosen quality (low 1, medium 2, high 3); an edit 1; an adjustment 0, or one image for a new variant */
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
                /** @description insufficient_credits: the balance is below 1 credit */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Not found (or not the user's generated image) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description edit_unavailable: the server renders with the local studio renderer, which cannot follow an instruction */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "error": {
                         *         "code": "edit_unavailable",
                         *         "message": "Editing images needs a generative image engine, and this server uses the local studio renderer."
                         *       }
                         *     }
                         */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                /** @description With S3_PRESIGNED_DOWNLOADS, the full-size file at a presigned address of the bucket, valid 5 minutes (Location) */
                302: {
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/images/{id}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put a generated image in the library (images made with 'Auto-save images' off wait for this; deleted after 24 hours without it) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description In the library */
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
                /** @description Not found, or already deleted */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/images/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete up to 100 of your images (generated or source) and their stored files at once
         * @description Every id is checked first: one that is not yours (or is gone) deletes nothing and answers 404.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "ids": [
                     *         "c6a93ae6-15c8-40f2-af70-53a8b30c4332"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BulkDeleteImages"];
                };
            };
            responses: {
                /** @description Deleted */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "deleted": 1
                         *     }
                         */
                        "application/json": components["schemas"]["BulkDeleteResult"];
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
                /** @description An image is not yours, or is gone: nothing was deleted */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description validation_failed: no id, more than 100, or not ids */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your 20 latest imports with their counts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Imports, newest first */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "items": [
                         *         {
                         *           "id": "0d5580f6-aa25-4191-84c1-dd82ce67bfc3",
                         *           "source": "csv",
                         *           "sourceName": "mugs.csv",
                         *           "status": "cancelled",
                         *           "total": 12,
                         *           "processed": 12,
                         *           "imported": 0,
                         *           "updated": 0,
                         *           "failed": 0,
                         *           "skipped": 12,
                         *           "createdAt": "2026-11-29T16:08:54.223Z",
                         *           "finishedAt": "2026-11-29T16:08:54.300Z"
                         *         },
                         *         {
                         *           "id": "d79e92c9-ea74-4229-834a-da7cda488f6b",
                         *           "source": "shopify",
                         *           "sourceName": "my-shop.myshopify.com",
                         *           "status": "completed",
                         *           "total": 2,
                         *           "processed": 2,
                         *           "imported": 2,
                         *           "updated": 0,
                         *           "failed": 0,
                         *           "skipped": 0,
                         *           "createdAt": "2026-11-29T16:08:52.746Z",
                         *           "finishedAt": "2026-11-29T16:08:54.025Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["ImportList"];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /**
         * Import products: a Shopify store's (JSON) or a CSV's rows (multipart `file`), as a job
         * @description Answers at once with the import and its items; follow it with GET /imports/{id}. Each product's photos are fetched and checked like uploads (at least 300 px on the shorter side); a product whose photo fails fails alone, and bad CSV rows are skipped with their line. Importing again updates products: Shopify ones by their id in the store, CSV ones by SKU.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    /**
                     * @example {
                     *       "source": "shopify",
                     *       "storeUrl": "https://my-shop.myshopify.com",
                     *       "productIds": [
                     *         "7000000001",
                     *         "7000000002"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ShopifyImport"];
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description A CSV of up to 5 MB and 1,000 rows (see POST /imports/csv/preview)
                         */
                        file?: Blob;
                    };
                };
            };
            responses: {
                /** @description The import, queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "d79e92c9-ea74-4229-834a-da7cda488f6b",
                         *       "source": "shopify",
                         *       "sourceName": "my-shop.myshopify.com",
                         *       "status": "queued",
                         *       "total": 2,
                         *       "processed": 0,
                         *       "imported": 0,
                         *       "updated": 0,
                         *       "failed": 0,
                         *       "skipped": 0,
                         *       "createdAt": "2026-11-29T16:08:52.746Z",
                         *       "finishedAt": null,
                         *       "startedAt": null,
                         *       "items": [
                         *         {
                         *           "position": 0,
                         *           "line": null,
                         *           "externalId": "7000000001",
                         *           "title": "Product 001",
                         *           "sku": "FAKE-001",
                         *           "status": "pending",
                         *           "productId": null,
                         *           "errors": [],
                         *           "url": null
                         *         },
                         *         {
                         *           "position": 1,
                         *           "line": null,
                         *           "externalId": "7000000002",
                         *           "title": "Product 002",
                         *           "sku": "FAKE-002",
                         *           "status": "pending",
                         *           "productId": null,
                         *           "errors": [],
                         *           "url": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["Import"];
                    };
                };
                /** @description file_missing */
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
                /** @description csv_too_large: over 5 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description import_empty (no row or product to import), the CSV errors of POST /imports/csv/preview, shopify_invalid_store, shopify_private_address, shopify_not_a_store (no Shopify product list at that address), shopify_password_protected, shopify_not_found (404), shopify_unauthorized (401/403: the token was refused or lacks read_products) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description shopify_unavailable, shopify_timeout, shopify_unreachable */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description shopify_rate_limited; queue_unavailable (the import could not be queued: nothing is kept) */
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
    "/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An import's status, progress and every row's or product's outcome, with errors in your language */
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
                /** @description The import */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "d79e92c9-ea74-4229-834a-da7cda488f6b",
                         *       "source": "shopify",
                         *       "sourceName": "my-shop.myshopify.com",
                         *       "status": "completed",
                         *       "total": 2,
                         *       "processed": 2,
                         *       "imported": 2,
                         *       "updated": 0,
                         *       "failed": 0,
                         *       "skipped": 0,
                         *       "createdAt": "2026-11-29T16:08:52.746Z",
                         *       "finishedAt": "2026-11-29T16:08:54.025Z",
                         *       "startedAt": "2026-11-29T16:08:52.769Z",
                         *       "items": [
                         *         {
                         *           "position": 0,
                         *           "line": null,
                         *           "externalId": "7000000001",
                         *           "title": "Product 001",
                         *           "sku": "FAKE-001",
                         *           "status": "imported",
                         *           "productId": "5836ee56-4e17-46df-9229-f1531739f373",
                         *           "errors": [],
                         *           "url": null
                         *         },
                         *         {
                         *           "position": 1,
                         *           "line": null,
                         *           "externalId": "7000000002",
                         *           "title": "Product 002",
                         *           "sku": "FAKE-002",
                         *           "status": "imported",
                         *           "productId": "e172da38-44fe-4ea7-bb10-4375f2b015bc",
                         *           "errors": [],
                         *           "url": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["Import"];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop an import: items not yet done are skipped; products already imported stay */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The import, cancelled */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "0d5580f6-aa25-4191-84c1-dd82ce67bfc3",
                         *       "source": "csv",
                         *       "sourceName": "mugs.csv",
                         *       "status": "cancelled",
                         *       "total": 12,
                         *       "processed": 12,
                         *       "imported": 0,
                         *       "updated": 0,
                         *       "failed": 0,
                         *       "skipped": 12,
                         *       "createdAt": "2026-11-29T16:08:54.223Z",
                         *       "finishedAt": "2026-11-29T16:08:54.300Z",
                         *       "startedAt": "2026-11-29T16:08:54.250Z",
                         *       "items": [
                         *         {
                         *           "position": 0,
                         *           "line": 2,
                         *           "externalId": null,
                         *           "title": "Mug 1",
                         *           "sku": "MUG-1",
                         *           "status": "skipped",
                         *           "productId": null,
                         *           "errors": [
                         *             {
                         *               "code": "import_cancelled",
                         *               "message": "Not imported: the import was cancelled."
                         *             }
                         *           ],
                         *           "url": null
                         *         },
                         *         {
                         *           "position": 1,
                         *           "line": 3,
                         *           "externalId": null,
                         *           "title": "Mug 2",
                         *           "sku": "MUG-2",
                         *           "status": "skipped",
                         *           "productId": null,
                         *           "errors": [
                         *             {
                         *               "code": "import_cancelled",
                         *               "message": "Not imported: the import was cancelled."
                         *             }
                         *           ],
                         *           "url": null
                         *         },
                         *         {
                         *           "position": 2,
                         *           "line": 4,
                         *           "externalId": null,
                         *           "title": "Mug 3",
                         *           "sku": "MUG-3",
                         *           "status": "skipped",
                         *           "productId": null,
                         *           "errors": [
                         *             {
                         *               "code": "import_cancelled",
                         *               "message": "Not imported: the import was cancelled."
                         *             }
                         *           ],
                         *           "url": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["Import"];
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
                /** @description import_not_cancellable: it has ended */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/imports/csv/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a CSV of products without importing it: the columns found and every row with its line and what is wrong with it
         * @description Columns: title, sku, image_url (one or several), features, audience, tags, description, named in English, Portuguese, French, Spanish or German. UTF-8 with or without BOM, or Windows-1252; comma, semicolon or tab; quoted fields may hold line breaks. Up to 5 MB and 1,000 rows.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
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
                /** @description The rows, each with its problems (none: it can be imported) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "columns": {
                         *         "title": "title",
                         *         "sku": "sku",
                         *         "image_url": "image_url",
                         *         "tags": "tags"
                         *       },
                         *       "total": 2,
                         *       "valid": 1,
                         *       "invalid": 1,
                         *       "rows": [
                         *         {
                         *           "line": 2,
                         *           "title": "Porcelain cup",
                         *           "sku": "CUP-300-WHT",
                         *           "imageUrls": [
                         *             "https://shop.example.com/cup.jpg"
                         *           ],
                         *           "tags": [
                         *             "cups",
                         *             "kitchen"
                         *           ],
                         *           "problems": []
                         *         },
                         *         {
                         *           "line": 3,
                         *           "title": "",
                         *           "sku": "CUP-301",
                         *           "imageUrls": [
                         *             "https://shop.example.com/cup-2.jpg"
                         *           ],
                         *           "tags": [],
                         *           "problems": [
                         *             {
                         *               "code": "title_missing",
                         *               "message": "No title."
                         *             }
                         *           ]
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["CsvPreview"];
                    };
                };
                /** @description file_missing */
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
                /** @description csv_too_large: over 5 MB */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description csv_empty, csv_column_missing (no title or image column), csv_unreadable (a quote never closed: the message gives the line), csv_too_many_rows (over 1,000) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/imports/shopify/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Shopify store's products (title, first photo, variants), to choose which to import
         * @description Reads the store's public products.json, or its Admin API when you connected the store with an access token (POST /shop-connections). Up to 1,000 products. Products imported before name your product (importing them again updates it).
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "storeUrl": "https://my-shop.myshopify.com"
                     *     }
                     */
                    "application/json": components["schemas"]["ShopifyPreviewRequest"];
                };
            };
            responses: {
                /** @description The store's products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "store": "my-shop.myshopify.com",
                         *       "access": "public",
                         *       "truncated": false,
                         *       "products": [
                         *         {
                         *           "id": "7000000001",
                         *           "title": "Product 001",
                         *           "handle": "product-1",
                         *           "sku": "FAKE-001",
                         *           "imageUrl": "https://my-shop.myshopify.com/cdn/0.jpg",
                         *           "imageCount": 2,
                         *           "variantsCount": 2,
                         *           "productId": null
                         *         },
                         *         {
                         *           "id": "7000000002",
                         *           "title": "Product 002",
                         *           "handle": "product-2",
                         *           "sku": "FAKE-002",
                         *           "imageUrl": "https://my-shop.myshopify.com/cdn/1.jpg",
                         *           "imageCount": 2,
                         *           "variantsCount": 2,
                         *           "productId": null
                         *         },
                         *         {
                         *           "id": "7000000003",
                         *           "title": "Product 003",
                         *           "handle": "product-3",
                         *           "sku": "FAKE-003",
                         *           "imageUrl": "https://my-shop.myshopify.com/cdn/2.jpg",
                         *           "imageCount": 2,
                         *           "variantsCount": 2,
                         *           "productId": null
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["ShopifyPreview"];
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
                /** @description shopify_invalid_store, shopify_private_address, shopify_not_a_store (no Shopify product list at that address), shopify_password_protected, shopify_not_found (404), shopify_unauthorized (401/403: the token was refused or lacks read_products) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description shopify_unavailable (5xx), shopify_timeout, shopify_unreachable */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description shopify_rate_limited: the store kept answering 429 after waiting its Retry-After */
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
    "/listing-sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your listing sets, newest first (50 at most), optionally those of one product */
        get: {
            parameters: {
                query?: {
                    productId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "items": [
                         *         {
                         *           "id": "6b048605-8218-4b34-b341-964d842609eb",
                         *           "status": "succeeded",
                         *           "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *           "marketplace": "amazon",
                         *           "language": "en",
                         *           "dimensions": {
                         *             "unit": "cm",
                         *             "width": 9,
                         *             "height": 8.5,
                         *             "weight": 310,
                         *             "weightUnit": "g"
                         *           },
                         *           "slots": [
                         *             {
                         *               "kind": "main"
                         *             },
                         *             {
                         *               "kind": "infographic",
                         *               "callouts": [
                         *                 {
                         *                   "icon": "thermometer",
                         *                   "text": "Thick porcelain walls",
                         *                   "title": "Keeps coffee warm"
                         *                 },
                         *                 {
                         *                   "icon": "droplets",
                         *                   "title": "Dishwasher safe"
                         *                 },
                         *                 {
                         *                   "icon": "hand",
                         *                   "title": "Easy grip handle"
                         *                 }
                         *               ]
                         *             },
                         *             {
                         *               "kind": "dimensions"
                         *             }
                         *           ],
                         *           "creditsCharged": 3,
                         *           "creditsRefunded": 0,
                         *           "images": [
                         *             {
                         *               "position": 1,
                         *               "kind": "main",
                         *               "status": "succeeded",
                         *               "fileName": "01-main.jpg",
                         *               "imageId": "7084b03d-fe31-42d2-9015-b3fbaab58cd7",
                         *               "width": 2000,
                         *               "height": 2000,
                         *               "altText": "Porcelain coffee cup on a white background",
                         *               "checks": {
                         *                 "size": {
                         *                   "ok": true,
                         *                   "width": 2000,
                         *                   "height": 2000
                         *                 },
                         *                 "glyphs": {
                         *                   "ok": true,
                         *                   "missing": []
                         *                 },
                         *                 "passed": true,
                         *                 "contrast": {
                         *                   "ok": true,
                         *                   "texts": []
                         *                 },
                         *                 "enlarged": {
                         *                   "ok": true,
                         *                   "factor": 1
                         *                 },
                         *                 "overflow": {
                         *                   "ok": true,
                         *                   "items": []
                         *                 },
                         *                 "compliance": {
                         *                   "fill": 90.2,
                         *                   "width": 2000,
                         *                   "checks": {
                         *                     "fill": true,
                         *                     "size": true,
                         *                     "cutout": true,
                         *                     "format": true,
                         *                     "metadata": true,
                         *                     "background": true,
                         *                     "colourSpace": true
                         *                   },
                         *                   "format": "jpg",
                         *                   "height": 2000,
                         *                   "passed": true,
                         *                   "maxFill": 92,
                         *                   "minFill": 88,
                         *                   "background": "#FFFFFF",
                         *                   "colourSpace": "srgb",
                         *                   "backgroundPixels": 1888000,
                         *                   "backgroundPurity": 100,
                         *                   "metadataStripped": true
                         *                 },
                         *                 "productClear": {
                         *                   "ok": true,
                         *                   "items": []
                         *                 }
                         *               },
                         *               "error": null
                         *             },
                         *             {
                         *               "position": 2,
                         *               "kind": "infographic",
                         *               "status": "succeeded",
                         *               "fileName": "02-infographic.jpg",
                         *               "imageId": "1884b937-ca8b-48bd-a8f4-6df24947bc53",
                         *               "width": 2000,
                         *               "height": 2000,
                         *               "altText": "Key features of Porcelain coffee cup: Keeps coffee warm, Dishwasher safe and Easy grip handle",
                         *               "checks": {
                         *                 "size": {
                         *                   "ok": true,
                         *                   "width": 2000,
                         *                   "height": 2000
                         *                 },
                         *                 "glyphs": {
                         *                   "ok": true,
                         *                   "missing": []
                         *                 },
                         *                 "passed": true,
                         *                 "contrast": {
                         *                   "ok": true,
                         *                   "texts": [
                         *                     {
                         *                       "item": "callout-1-title",
                         *                       "ratio": 7.76,
                         *                       "required": 3
                         *                     },
                         *                     {
                         *                       "item": "callout-1-text",
                         *                       "ratio": 7.76,
                         *                       "required": 3
                         *                     },
                         *                     {
                         *                       "item": "callout-2-title",
                         *                       "ratio": 7.76,
                         *                       "required": 3
                         *                     }
                         *                   ]
                         *                 },
                         *                 "enlarged": {
                         *                   "ok": true,
                         *                   "factor": 1
                         *                 },
                         *                 "overflow": {
                         *                   "ok": true,
                         *                   "items": []
                         *                 },
                         *                 "compliance": null,
                         *                 "productClear": {
                         *                   "ok": true,
                         *                   "items": []
                         *                 }
                         *               },
                         *               "error": null
                         *             },
                         *             {
                         *               "position": 3,
                         *               "kind": "dimensions",
                         *               "status": "succeeded",
                         *               "fileName": "03-dimensions.jpg",
                         *               "imageId": "15f7a7b3-c988-4705-8927-68d6bf60d81f",
                         *               "width": 2000,
                         *               "height": 2000,
                         *               "altText": "Dimensions of Porcelain coffee cup: Width 9 cm, Height 8.5 cm, Weight 310 g",
                         *               "checks": {
                         *                 "size": {
                         *                   "ok": true,
                         *                   "width": 2000,
                         *                   "height": 2000
                         *                 },
                         *                 "glyphs": {
                         *                   "ok": true,
                         *                   "missing": []
                         *                 },
                         *                 "passed": true,
                         *                 "contrast": {
                         *                   "ok": true,
                         *                   "texts": [
                         *                     {
                         *                       "item": "width",
                         *                       "ratio": 18.42,
                         *                       "required": 3
                         *                     },
                         *                     {
                         *                       "item": "width-label",
                         *                       "ratio": 18.42,
                         *                       "required": 3
                         *                     },
                         *                     {
                         *                       "item": "height",
                         *                       "ratio": 18.42,
                         *                       "required": 3
                         *                     }
                         *                   ]
                         *                 },
                         *                 "enlarged": {
                         *                   "ok": true,
                         *                   "factor": 1
                         *                 },
                         *                 "overflow": {
                         *                   "ok": true,
                         *                   "items": []
                         *                 },
                         *                 "compliance": null,
                         *                 "productClear": {
                         *                   "ok": true,
                         *                   "items": []
                         *                 }
                         *               },
                         *               "error": null
                         *             }
                         *           ],
                         *           "createdAt": "2026-11-29T16:09:07.639Z",
                         *           "finishedAt": "2026-11-29T16:09:12.121Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": {
                            items: components["schemas"]["ListingSet"][];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /**
         * Make a listing set for one marketplace; 1 credit per image
         * @description Slots in listing order: main (the marketplace's packshot, checked for compliance), scene (an image of yours), infographic (3 to 5 callouts), dimensions (your figures and units, never guessed), detail (a region of your photo), angles (2 to 6 of the product's photos), comparison (your text). A slot the marketplace forbids is refused before anything is charged; an image whose text does not fit is not delivered and its credit is refunded; one failing another check is kept as flagged.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                     *       "marketplace": "amazon",
                     *       "dimensions": {
                     *         "width": 9,
                     *         "height": 8.5,
                     *         "unit": "cm",
                     *         "weight": 310,
                     *         "weightUnit": "g"
                     *       },
                     *       "slots": [
                     *         {
                     *           "kind": "main"
                     *         },
                     *         {
                     *           "kind": "infographic",
                     *           "callouts": [
                     *             {
                     *               "icon": "thermometer",
                     *               "title": "Keeps coffee warm",
                     *               "text": "Thick porcelain walls"
                     *             },
                     *             {
                     *               "icon": "droplets",
                     *               "title": "Dishwasher safe"
                     *             },
                     *             {
                     *               "icon": "hand",
                     *               "title": "Easy grip handle"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "kind": "dimensions"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CreateListingSet"];
                };
            };
            responses: {
                /** @description Queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "6b048605-8218-4b34-b341-964d842609eb",
                         *       "status": "queued",
                         *       "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *       "marketplace": "amazon",
                         *       "language": "en",
                         *       "dimensions": {
                         *         "unit": "cm",
                         *         "width": 9,
                         *         "height": 8.5,
                         *         "weight": 310,
                         *         "weightUnit": "g"
                         *       },
                         *       "slots": [
                         *         {
                         *           "kind": "main"
                         *         },
                         *         {
                         *           "kind": "infographic",
                         *           "callouts": [
                         *             {
                         *               "icon": "thermometer",
                         *               "text": "Thick porcelain walls",
                         *               "title": "Keeps coffee warm"
                         *             },
                         *             {
                         *               "icon": "droplets",
                         *               "title": "Dishwasher safe"
                         *             },
                         *             {
                         *               "icon": "hand",
                         *               "title": "Easy grip handle"
                         *             }
                         *           ]
                         *         },
                         *         {
                         *           "kind": "dimensions"
                         *         }
                         *       ],
                         *       "creditsCharged": 3,
                         *       "creditsRefunded": 0,
                         *       "images": [
                         *         {
                         *           "position": 1,
                         *           "kind": "main",
                         *           "status": "queued",
                         *           "fileName": "01-main.jpg",
                         *           "imageId": null,
                         *           "width": 2000,
                         *           "height": 2000,
                         *           "altText": "Porcelain coffee cup on a white background",
                         *           "checks": null,
                         *           "error": null
                         *         },
                         *         {
                         *           "position": 2,
                         *           "kind": "infographic",
                         *           "status": "queued",
                         *           "fileName": "02-infographic.jpg",
                         *           "imageId": null,
                         *           "width": 2000,
                         *           "height": 2000,
                         *           "altText": "Key features of Porcelain coffee cup: Keeps coffee warm, Dishwasher safe and Easy grip handle",
                         *           "checks": null,
                         *           "error": null
                         *         },
                         *         {
                         *           "position": 3,
                         *           "kind": "dimensions",
                         *           "status": "queued",
                         *           "fileName": "03-dimensions.jpg",
                         *           "imageId": null,
                         *           "width": 2000,
                         *           "height": 2000,
                         *           "altText": "Dimensions of Porcelain coffee cup: Width 9 cm, Height 8.5 cm, Weight 310 g",
                         *           "checks": null,
                         *           "error": null
                         *         }
                         *       ],
                         *       "createdAt": "2026-11-29T16:09:07.639Z",
                         *       "finishedAt": null
                         *     }
                         */
                        "application/json": components["schemas"]["ListingSet"];
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
                /** @description insufficient_credits */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Product, photo, scene or brand kit not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description listing_cutout_uncertain: touch up the cut-out first (nothing is charged) */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description listing_slot_unavailable (the marketplace forbids added text and graphics), listing_main_first, listing_too_many_images, listing_needs_dimensions, ad_text_unsupported, cutout_failed, validation_failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many sets in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description queue_unavailable (nothing is charged) */
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
    "/listing-sets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A set with its images, their checks and alt texts */
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
                /** @description The set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "6b048605-8218-4b34-b341-964d842609eb",
                         *       "status": "succeeded",
                         *       "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *       "marketplace": "amazon",
                         *       "language": "en",
                         *       "dimensions": {
                         *         "unit": "cm",
                         *         "width": 9,
                         *         "height": 8.5,
                         *         "weight": 310,
                         *         "weightUnit": "g"
                         *       },
                         *       "slots": [
                         *         {
                         *           "kind": "main"
                         *         },
                         *         {
                         *           "kind": "infographic",
                         *           "callouts": [
                         *             {
                         *               "icon": "thermometer",
                         *               "text": "Thick porcelain walls",
                         *               "title": "Keeps coffee warm"
                         *             },
                         *             {
                         *               "icon": "droplets",
                         *               "title": "Dishwasher safe"
                         *             },
                         *             {
                         *               "icon": "hand",
                         *               "title": "Easy grip handle"
                         *             }
                         *           ]
                         *         },
                         *         {
                         *           "kind": "dimensions"
                         *         }
                         *       ],
                         *       "creditsCharged": 3,
                         *       "creditsRefunded": 0,
                         *       "images": [
                         *         {
                         *           "position": 1,
                         *           "kind": "main",
                         *           "status": "succeeded",
                         *           "fileName": "01-main.jpg",
                         *           "imageId": "7084b03d-fe31-42d2-9015-b3fbaab58cd7",
                         *           "width": 2000,
                         *           "height": 2000,
                         *           "altText": "Porcelain coffee cup on a white background",
                         *           "checks": {
                         *             "size": {
                         *               "ok": true,
                         *               "width": 2000,
                         *               "height": 2000
                         *             },
                         *             "glyphs": {
                         *               "ok": true,
                         *               "missing": []
                         *             },
                         *             "passed": true,
                         *             "contrast": {
                         *               "ok": true,
                         *               "texts": []
                         *             },
                         *             "enlarged": {
                         *               "ok": true,
                         *               "factor": 1
                         *             },
                         *             "overflow": {
                         *               "ok": true,
                         *               "items": []
                         *             },
                         *             "compliance": {
                         *               "fill": 90.2,
                         *               "width": 2000,
                         *               "checks": {
                         *                 "fill": true,
                         *                 "size": true,
                         *                 "cutout": true,
                         *                 "format": true,
                         *                 "metadata": true,
                         *                 "background": true,
                         *                 "colourSpace": true
                         *               },
                         *               "format": "jpg",
                         *               "height": 2000,
                         *               "passed": true,
                         *               "maxFill": 92,
                         *               "minFill": 88,
                         *               "background": "#FFFFFF",
                         *               "colourSpace": "srgb",
                         *               "backgroundPixels": 1888000,
                         *               "backgroundPurity": 100,
                         *               "metadataStripped": true
                         *             },
                         *             "productClear": {
                         *               "ok": true,
                         *               "items": []
                         *             }
                         *           },
                         *           "error": null
                         *         },
                         *         {
                         *           "position": 2,
                         *           "kind": "infographic",
                         *           "status": "succeeded",
                         *           "fileName": "02-infographic.jpg",
                         *           "imageId": "1884b937-ca8b-48bd-a8f4-6df24947bc53",
                         *           "width": 2000,
                         *           "height": 2000,
                         *           "altText": "Key features of Porcelain coffee cup: Keeps coffee warm, Dishwasher safe and Easy grip handle",
                         *           "checks": {
                         *             "size": {
                         *               "ok": true,
                         *               "width": 2000,
                         *               "height": 2000
                         *             },
                         *             "glyphs": {
                         *               "ok": true,
                         *               "missing": []
                         *             },
                         *             "passed": true,
                         *             "contrast": {
                         *               "ok": true,
                         *               "texts": [
                         *                 {
                         *                   "item": "callout-1-title",
                         *                   "ratio": 7.76,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "item": "callout-1-text",
                         *                   "ratio": 7.76,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "item": "callout-2-title",
                         *                   "ratio": 7.76,
                         *                   "required": 3
                         *                 }
                         *               ]
                         *             },
                         *             "enlarged": {
                         *               "ok": true,
                         *               "factor": 1
                         *             },
                         *             "overflow": {
                         *               "ok": true,
                         *               "items": []
                         *             },
                         *             "compliance": null,
                         *             "productClear": {
                         *               "ok": true,
                         *               "items": []
                         *             }
                         *           },
                         *           "error": null
                         *         },
                         *         {
                         *           "position": 3,
                         *           "kind": "dimensions",
                         *           "status": "succeeded",
                         *           "fileName": "03-dimensions.jpg",
                         *           "imageId": "15f7a7b3-c988-4705-8927-68d6bf60d81f",
                         *           "width": 2000,
                         *           "height": 2000,
                         *           "altText": "Dimensions of Porcelain coffee cup: Width 9 cm, Height 8.5 cm, Weight 310 g",
                         *           "checks": {
                         *             "size": {
                         *               "ok": true,
                         *               "width": 2000,
                         *               "height": 2000
                         *             },
                         *             "glyphs": {
                         *               "ok": true,
                         *               "missing": []
                         *             },
                         *             "passed": true,
                         *             "contrast": {
                         *               "ok": true,
                         *               "texts": [
                         *                 {
                         *                   "item": "width",
                         *                   "ratio": 18.42,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "item": "width-label",
                         *                   "ratio": 18.42,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "item": "height",
                         *                   "ratio": 18.42,
                         *                   "required": 3
                         *                 }
                         *               ]
                         *             },
                         *             "enlarged": {
                         *               "ok": true,
                         *               "factor": 1
                         *             },
                         *             "overflow": {
                         *               "ok": true,
                         *               "items": []
                         *             },
                         *             "compliance": null,
                         *             "productClear": {
                         *               "ok": true,
                         *               "items": []
                         *             }
                         *           },
                         *           "error": null
                         *         }
                         *       ],
                         *       "createdAt": "2026-11-29T16:09:07.639Z",
                         *       "finishedAt": "2026-11-29T16:09:12.121Z"
                         *     }
                         */
                        "application/json": components["schemas"]["ListingSet"];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/listing-sets/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A zip of the set in listing order (01-main.jpg, 02-infographic.jpg, …) with alt-text.csv */
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
                /** @description application/zip, streamed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": Blob;
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
                /** @description Not found, or no image made yet */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/listing-sets/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Free previews of a set's images (640 px at most), with the checks of the full-size images */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "productId": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                     *       "marketplace": "amazon",
                     *       "dimensions": {
                     *         "width": 9,
                     *         "height": 8.5,
                     *         "unit": "cm",
                     *         "weight": 310,
                     *         "weightUnit": "g"
                     *       },
                     *       "slots": [
                     *         {
                     *           "kind": "main"
                     *         },
                     *         {
                     *           "kind": "infographic",
                     *           "callouts": [
                     *             {
                     *               "icon": "thermometer",
                     *               "title": "Keeps coffee warm",
                     *               "text": "Thick porcelain walls"
                     *             },
                     *             {
                     *               "icon": "droplets",
                     *               "title": "Dishwasher safe"
                     *             },
                     *             {
                     *               "icon": "hand",
                     *               "title": "Easy grip handle"
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "kind": "dimensions"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListingPreviewRequest"];
                };
            };
            responses: {
                /** @description One preview per slot, in listing order */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "images": [
                         *         {
                         *           "position": 1,
                         *           "kind": "main",
                         *           "width": 2000,
                         *           "height": 2000,
                         *           "image": "data:image/webp;base64,UklGRu4+AABXRUJQVlA4…",
                         *           "checks": {
                         *             "passed": true,
                         *             "size": {
                         *               "ok": true,
                         *               "width": 2000,
                         *               "height": 2000
                         *             },
                         *             "overflow": {
                         *               "ok": true,
                         *               "items": []
                         *             },
                         *             "contrast": {
                         *               "ok": true,
                         *               "texts": []
                         *             },
                         *             "productClear": {
                         *               "ok": true,
                         *               "items": []
                         *             },
                         *             "glyphs": {
                         *               "ok": true,
                         *               "missing": []
                         *             },
                         *             "enlarged": {
                         *               "ok": true,
                         *               "factor": 1
                         *             },
                         *             "compliance": {
                         *               "passed": true,
                         *               "width": 2000,
                         *               "height": 2000,
                         *               "format": "jpg",
                         *               "background": "#FFFFFF",
                         *               "backgroundPurity": 100,
                         *               "backgroundPixels": 1888000,
                         *               "fill": 90.2,
                         *               "minFill": 88,
                         *               "maxFill": 92,
                         *               "colourSpace": "srgb",
                         *               "metadataStripped": true,
                         *               "checks": {
                         *                 "size": true,
                         *                 "format": true,
                         *                 "background": true,
                         *                 "fill": true,
                         *                 "colourSpace": true,
                         *                 "metadata": true,
                         *                 "cutout": true
                         *               }
                         *             }
                         *           },
                         *           "anchors": null,
                         *           "productBox": null,
                         *           "region": null,
                         *           "altText": "Porcelain coffee cup on a white background"
                         *         },
                         *         {
                         *           "position": 2,
                         *           "kind": "infographic",
                         *           "width": 2000,
                         *           "height": 2000,
                         *           "image": "data:image/webp;base64,UklGRu4+AABXRUJQVlA4…",
                         *           "checks": {
                         *             "passed": true,
                         *             "size": {
                         *               "ok": true,
                         *               "width": 2000,
                         *               "height": 2000
                         *             },
                         *             "overflow": {
                         *               "ok": true,
                         *               "items": []
                         *             },
                         *             "contrast": {
                         *               "ok": true,
                         *               "texts": [
                         *                 {
                         *                   "item": "callout-1-title",
                         *                   "ratio": 7.76,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "item": "callout-1-text",
                         *                   "ratio": 7.76,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "item": "callout-2-title",
                         *                   "ratio": 7.76,
                         *                   "required": 3
                         *                 }
                         *               ]
                         *             },
                         *             "productClear": {
                         *               "ok": true,
                         *               "items": []
                         *             },
                         *             "glyphs": {
                         *               "ok": true,
                         *               "missing": []
                         *             },
                         *             "enlarged": {
                         *               "ok": true,
                         *               "factor": 1
                         *             },
                         *             "compliance": null
                         *           },
                         *           "anchors": [
                         *             {
                         *               "x": 0.1,
                         *               "y": 0.724
                         *             },
                         *             {
                         *               "x": 0.5,
                         *               "y": 0.89
                         *             },
                         *             {
                         *               "x": 0.9,
                         *               "y": 0.726
                         *             }
                         *           ],
                         *           "productBox": {
                         *             "x": 0.199,
                         *             "y": 0.075,
                         *             "width": 0.604,
                         *             "height": 0.463
                         *           },
                         *           "region": null,
                         *           "altText": "Key features of Porcelain coffee cup: Keeps coffee warm, Dishwasher safe and Easy grip handle"
                         *         },
                         *         {
                         *           "position": 3,
                         *           "kind": "dimensions",
                         *           "width": 2000,
                         *           "height": 2000,
                         *           "image": "data:image/webp;base64,UklGRu4+AABXRUJQVlA4…",
                         *           "checks": {
                         *             "passed": true,
                         *             "size": {
                         *               "ok": true,
                         *               "width": 2000,
                         *               "height": 2000
                         *             },
                         *             "overflow": {
                         *               "ok": true,
                         *               "items": []
                         *             },
                         *             "contrast": {
                         *               "ok": true,
                         *               "texts": [
                         *                 {
                         *                   "item": "width",
                         *                   "ratio": 18.42,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "item": "width-label",
                         *                   "ratio": 18.42,
                         *                   "required": 3
                         *                 },
                         *                 {
                         *                   "item": "height",
                         *                   "ratio": 18.42,
                         *                   "required": 3
                         *                 }
                         *               ]
                         *             },
                         *             "productClear": {
                         *               "ok": true,
                         *               "items": []
                         *             },
                         *             "glyphs": {
                         *               "ok": true,
                         *               "missing": []
                         *             },
                         *             "enlarged": {
                         *               "ok": true,
                         *               "factor": 1
                         *             },
                         *             "compliance": null
                         *           },
                         *           "anchors": null,
                         *           "productBox": null,
                         *           "region": null,
                         *           "altText": "Dimensions of Porcelain coffee cup: Width 9 cm, Height 8.5 cm, Weight 310 g"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["ListingPreview"];
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
                /** @description Product, photo, scene or brand kit not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description listing_cutout_uncertain: touch up the cut-out first */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description listing_slot_unavailable (the marketplace forbids added text and graphics), listing_main_first, listing_too_many_images, listing_needs_dimensions, ad_text_unsupported, cutout_failed, validation_failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many previews in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                        /**
                         * @example {
                         *       "user": {
                         *         "id": "VDFxPrRtCxTIagTn5HZ0MPUfC9tvgD0V",
                         *         "name": "Test User",
                         *         "email": "seller@example.com",
                         *         "profession": null
                         *       },
                         *       "tier": "Pro",
                         *       "subscribed": false,
                         *       "subscriptionEnd": null,
                         *       "creditsBalance": 210
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's photo (512x512 WebP); cached for a year when `v` names the current version */
        get: {
            parameters: {
                query?: {
                    v?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The photo */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": unknown;
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
                /** @description No photo */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Set the profile photo: PNG or JPG up to 10 MB, cropped square (cropX, cropY, cropSize in pixels; centre square by default), stored as 512x512 WebP */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        cropSize?: string;
                        cropX?: string;
                        cropY?: string;
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
                        "application/json": components["schemas"]["ProfileSaveResult"];
                    };
                };
                /** @description No file, or text with a NUL character */
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
                /** @description Broken image, or a crop outside the photo */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description More uploads in a minute than allowed */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description server_busy: retry after Retry-After seconds */
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
        /** Remove the profile photo and its stored file */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Removed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProfileSaveResult"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/me/create-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The create screen's starting settings: the last generation's when 'Auto-save settings' is on, else null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Settings */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "settings": null
                         *     }
                         */
                        "application/json": components["schemas"]["CreateSettings"];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/me/deletion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to delete the account: a confirmation link (valid 24 hours) is emailed; nothing changes yet */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Confirmation email sent */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DeletionRequested"];
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
                /** @description Too many requests */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/me/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's data exports and when the next request is allowed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Exports */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DataExportList"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Request a data export (one a day): a job builds the zip and emails a download link valid 7 days */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Requested */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DataExport"];
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
                /** @description An export was requested in the last 24 hours */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The job queue is unavailable */
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
    "/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The six notification toggles (defaults when never saved) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Toggles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationSettings"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Save some notification toggles (marketing, new features and promotions are stored consent) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["NotificationSettingsUpdate"];
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NotificationSettings"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/me/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved theme and language (nulls when never saved) and the auto-save switches */
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
                        /**
                         * @example {
                         *       "theme": null,
                         *       "language": "pt",
                         *       "autoSaveImages": true,
                         *       "autoSaveSettings": true,
                         *       "aiLabel": false
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Save any of the theme, the language and the auto-save switches */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/me/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The four privacy toggles (defaults when never saved) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Toggles */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PrivacySettings"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Save some privacy toggles */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["PrivacySettingsUpdate"];
                };
            };
            responses: {
                /** @description Saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PrivacySettings"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The profile: names, profession, bio, photo URL, email and how the account signs in */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The profile */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Profile"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        /** Save the profile fields (display name required; names and profession up to 100 characters, bio up to 500) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ProfileUpdate"];
                };
            };
            responses: {
                /** @description Saved; authProfileUpdated false when only the profile row was saved */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProfileSaveResult"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in browsers and devices (this one first) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Sessions */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessionList"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one session */
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
                /** @description Signed out */
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
                /** @description No such session */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/me/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere else */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Signed out */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RevokedSessions"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                        /**
                         * @example {
                         *       "totalImages": 0,
                         *       "imagesThisMonth": 0,
                         *       "favoritesCount": 0,
                         *       "creditsBalance": 210,
                         *       "creditsUsed": 0,
                         *       "totalCredits": 400
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/me/watching": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The page of a generation or video is open (heartbeat every 10 s): the 'generation complete' email goes only to users who left */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["Watching"];
                };
            };
            responses: {
                /** @description Recorded */
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
                /** @description Invalid request */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                        /**
                         * @example {
                         *       "plans": [
                         *         {
                         *           "id": "Free",
                         *           "monthlyCredits": 10,
                         *           "prices": {
                         *             "month": 0,
                         *             "year": 0
                         *           },
                         *           "currency": "EUR",
                         *           "features": [
                         *             "monthlyCredits",
                         *             "oneImagePerGeneration",
                         *             "unlimitedScenarios"
                         *           ],
                         *           "popular": false,
                         *           "enterprise": false,
                         *           "badges": [],
                         *           "maxImagesPerGeneration": 1,
                         *           "videoAccess": true,
                         *           "available": {
                         *             "month": true,
                         *             "year": true
                         *           }
                         *         },
                         *         {
                         *           "id": "Founders",
                         *           "monthlyCredits": 80,
                         *           "prices": {
                         *             "month": 19.99,
                         *             "year": 239.88
                         *           },
                         *           "currency": "EUR",
                         *           "features": [
                         *             "monthlyCredits",
                         *             "threeSimultaneousImages",
                         *             "unlimitedScenarios"
                         *           ],
                         *           "popular": false,
                         *           "enterprise": false,
                         *           "badges": [
                         *             "limitedTime",
                         *             "lifetimePricing"
                         *           ],
                         *           "maxImagesPerGeneration": 3,
                         *           "videoAccess": true,
                         *           "available": {
                         *             "month": true,
                         *             "year": true
                         *           }
                         *         },
                         *         {
                         *           "id": "Starter",
                         *           "monthlyCredits": 80,
                         *           "prices": {
                         *             "month": 29,
                         *             "year": 290.04
                         *           },
                         *           "currency": "EUR",
                         *           "features": [
                         *             "monthlyCredits",
                         *             "threeSimultaneousImages",
                         *             "unlimitedScenarios"
                         *           ],
                         *           "popular": false,
                         *           "enterprise": false,
                         *           "badges": [],
                         *           "maxImagesPerGeneration": 3,
                         *           "videoAccess": false,
                         *           "available": {
                         *             "month": true,
                         *             "year": true
                         *           }
                         *         }
                         *       ],
                         *       "creditCosts": {
                         *         "imageByQuality": {
                         *           "low": 1,
                         *           "medium": 2,
                         *           "high": 3
                         *         },
                         *         "video": 5
                         *       }
                         *     }
                         */
                        "application/json": {
                            creditCosts: components["schemas"]["CreditCosts"];
                            plans: components["schemas"]["Plan"][];
                        };
                    };
                };
                /** @description invalid_api_key: a wrong or revoked key was sent (this route needs none) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your products, newest first, with a cover, counts of photos and outputs, and the total matching */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    /** @description Words of the title, SKU or tags */
                    q?: string;
                    tag?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of products */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "items": [
                         *         {
                         *           "id": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *           "title": "Porcelain coffee cup",
                         *           "sku": "CUP-300-WHT",
                         *           "tags": [
                         *             "cups",
                         *             "kitchen",
                         *             "gifts"
                         *           ],
                         *           "origin": "api",
                         *           "coverImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "photoCount": 1,
                         *           "outputCount": 2,
                         *           "createdAt": "2026-11-29T16:08:52.485Z",
                         *           "updatedAt": "2026-11-29T16:08:52.538Z"
                         *         }
                         *       ],
                         *       "total": 1,
                         *       "nextCursor": null
                         *     }
                         */
                        "application/json": components["schemas"]["ProductPage"];
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
                /** @description validation_failed: a bad cursor or filter */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Create a product from its fields and photos */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "title": "Porcelain coffee cup",
                     *       "sku": "CUP-300-WHT",
                     *       "features": "Porcelain, 300 ml, dishwasher safe",
                     *       "audience": "Coffee lovers",
                     *       "tags": [
                     *         "cups",
                     *         "kitchen"
                     *       ],
                     *       "sourceImageIds": [
                     *         "7d9e5ba7-2eac-4d64-839f-ff3c098b7165"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CreateProduct"];
                };
            };
            responses: {
                /** @description The product */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *       "title": "Porcelain coffee cup",
                         *       "sku": "CUP-300-WHT",
                         *       "tags": [
                         *         "cups",
                         *         "kitchen"
                         *       ],
                         *       "origin": "api",
                         *       "coverImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *       "photoCount": 1,
                         *       "outputCount": 2,
                         *       "createdAt": "2026-11-29T16:08:52.485Z",
                         *       "updatedAt": "2026-11-29T16:08:52.485Z",
                         *       "description": "",
                         *       "features": "Porcelain, 300 ml, dishwasher safe",
                         *       "audience": "Coffee lovers",
                         *       "photos": [
                         *         {
                         *           "id": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "position": 0,
                         *           "width": 600,
                         *           "height": 400,
                         *           "name": "cup.png"
                         *         }
                         *       ],
                         *       "outputs": [
                         *         {
                         *           "id": "f7df5f6d-4974-40f5-b4ea-086d63f6516e",
                         *           "kind": "scene",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "width": 1024,
                         *           "height": 1024,
                         *           "createdAt": "2026-11-29T16:08:52.234Z"
                         *         },
                         *         {
                         *           "id": "c6a93ae6-15c8-40f2-af70-53a8b30c4332",
                         *           "kind": "scene",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "width": 1024,
                         *           "height": 1024,
                         *           "createdAt": "2026-11-29T16:08:50.714Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["Product"];
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
                /** @description A photo not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description product_photo_taken: a photo belongs to another product */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description validation_failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A product with its photos and what was made from them */
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
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *       "title": "Porcelain coffee cup",
                         *       "sku": "CUP-300-WHT",
                         *       "tags": [
                         *         "cups",
                         *         "kitchen",
                         *         "gifts"
                         *       ],
                         *       "origin": "api",
                         *       "coverImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *       "photoCount": 1,
                         *       "outputCount": 7,
                         *       "createdAt": "2026-11-29T16:08:52.485Z",
                         *       "updatedAt": "2026-11-29T16:08:52.610Z",
                         *       "description": "A white porcelain cup with a saucer.",
                         *       "features": "Porcelain, 300 ml, dishwasher safe",
                         *       "audience": "Coffee lovers",
                         *       "photos": [
                         *         {
                         *           "id": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "position": 0,
                         *           "width": 600,
                         *           "height": 400,
                         *           "name": "cup.png"
                         *         }
                         *       ],
                         *       "outputs": [
                         *         {
                         *           "id": "7bd2f1c6-5d63-4144-a308-127b4d569b2e",
                         *           "kind": "studio",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "width": 2000,
                         *           "height": 2000,
                         *           "createdAt": "2026-11-29T16:08:59.063Z"
                         *         },
                         *         {
                         *           "id": "183c7ed7-2359-445d-b9ab-3b584e241c41",
                         *           "kind": "scene",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "width": 1024,
                         *           "height": 1024,
                         *           "createdAt": "2026-11-29T16:08:58.036Z"
                         *         },
                         *         {
                         *           "id": "826b9882-a92a-449b-9ddf-b0045770513b",
                         *           "kind": "studio",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "width": 2048,
                         *           "height": 2048,
                         *           "createdAt": "2026-11-29T16:08:57.276Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["Product"];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Delete a product: outputs=keep leaves its photos and what was made from them in the library; outputs=delete deletes them too */
        delete: {
            parameters: {
                query: {
                    /** @description keep: the photos and what was made from them stay in the library, loose; delete: they are deleted with the product */
                    outputs: "keep" | "delete";
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted; how many images and photos went with it */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "deletedImages": 0,
                         *       "deletedPhotos": 0
                         *     }
                         */
                        "application/json": {
                            deletedImages: number;
                            deletedPhotos: number;
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
                /** @description Not found */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description validation_failed: outputs must be keep or delete */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Change a product; sourceImageIds replaces its photos and their order */
        patch: {
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
                    /**
                     * @example {
                     *       "description": "A white porcelain cup with a saucer.",
                     *       "tags": [
                     *         "cups",
                     *         "kitchen",
                     *         "gifts"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UpdateProduct"];
                };
            };
            responses: {
                /** @description The product */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *       "title": "Porcelain coffee cup",
                         *       "sku": "CUP-300-WHT",
                         *       "tags": [
                         *         "cups",
                         *         "kitchen",
                         *         "gifts"
                         *       ],
                         *       "origin": "api",
                         *       "coverImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *       "photoCount": 1,
                         *       "outputCount": 2,
                         *       "createdAt": "2026-11-29T16:08:52.485Z",
                         *       "updatedAt": "2026-11-29T16:08:52.538Z",
                         *       "description": "A white porcelain cup with a saucer.",
                         *       "features": "Porcelain, 300 ml, dishwasher safe",
                         *       "audience": "Coffee lovers",
                         *       "photos": [
                         *         {
                         *           "id": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "position": 0,
                         *           "width": 600,
                         *           "height": 400,
                         *           "name": "cup.png"
                         *         }
                         *       ],
                         *       "outputs": [
                         *         {
                         *           "id": "f7df5f6d-4974-40f5-b4ea-086d63f6516e",
                         *           "kind": "scene",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "width": 1024,
                         *           "height": 1024,
                         *           "createdAt": "2026-11-29T16:08:52.234Z"
                         *         },
                         *         {
                         *           "id": "c6a93ae6-15c8-40f2-af70-53a8b30c4332",
                         *           "kind": "scene",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "width": 1024,
                         *           "height": 1024,
                         *           "createdAt": "2026-11-29T16:08:50.714Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["Product"];
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
                /** @description Not found, or a photo not yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description product_photo_taken: a photo belongs to another product */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description validation_failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/products/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add photos after a product's own (those it already has count once) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "sourceImageIds": [
                     *         "7d9e5ba7-2eac-4d64-839f-ff3c098b7165"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["AddProductPhotos"];
                };
            };
            responses: {
                /** @description The product with its photos */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "40c889cf-3f6d-4482-9cde-b278357ba6f2",
                         *       "title": "Porcelain coffee cup",
                         *       "sku": "CUP-300-WHT",
                         *       "tags": [
                         *         "cups",
                         *         "kitchen",
                         *         "gifts"
                         *       ],
                         *       "origin": "api",
                         *       "coverImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *       "photoCount": 1,
                         *       "outputCount": 2,
                         *       "createdAt": "2026-11-29T16:08:52.485Z",
                         *       "updatedAt": "2026-11-29T16:08:52.610Z",
                         *       "description": "A white porcelain cup with a saucer.",
                         *       "features": "Porcelain, 300 ml, dishwasher safe",
                         *       "audience": "Coffee lovers",
                         *       "photos": [
                         *         {
                         *           "id": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "position": 0,
                         *           "width": 600,
                         *           "height": 400,
                         *           "name": "cup.png"
                         *         }
                         *       ],
                         *       "outputs": [
                         *         {
                         *           "id": "f7df5f6d-4974-40f5-b4ea-086d63f6516e",
                         *           "kind": "scene",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "width": 1024,
                         *           "height": 1024,
                         *           "createdAt": "2026-11-29T16:08:52.234Z"
                         *         },
                         *         {
                         *           "id": "c6a93ae6-15c8-40f2-af70-53a8b30c4332",
                         *           "kind": "scene",
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "width": 1024,
                         *           "height": 1024,
                         *           "createdAt": "2026-11-29T16:08:50.714Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["Product"];
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
                /** @description Not found, or a photo not yours */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description product_photo_taken: a photo belongs to another product */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description product_photos_full (more photos in all than a product holds; nothing added), validation_failed */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                     *       "features": "Porcelain coffee cup, 300 ml, dishwasher safe",
                     *       "audience": "Coffee lovers",
                     *       "language": "en"
                     *     }
                     */
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
                        /**
                         * @example {
                         *       "scenarios": [
                         *         {
                         *           "id": "bd2d2541-e10b-48c5-b0b0-1ca4eb7d004f",
                         *           "title": "Wood top in morning window light",
                         *           "summary": "Porcelain coffee cup on a wooden floor, against a wall washed with window light, for coffee lovers.",
                         *           "description": "The product stands directly on the surface, with no set piece to compete with it. It stands on a wooden floor, in a space at its own scale. Behind it, window light falls on the wall in a bright, soft-edged patch. The key light passes through a window frame and lays its pattern of panes across the set and the product. Designed for “Coffee lovers”, the scene highlights what makes the product special: “Porcelain coffee cup, 300 ml, dishwasher safe”. The palette is tonal: the set stays in terracotta, close to the product’s own colours. Soft, diffuse morning light gives the image a fresh, airy feel. A wider framing leaves room on both sides of the product. A natural, lightly retouched look with organic textures.",
                         *           "premium": false,
                         *           "locked": false,
                         *           "suggestedStyle": "natural",
                         *           "suggestedTimeOfDay": "soft_morning"
                         *         },
                         *         {
                         *           "id": "2b1c15d2-7260-4d37-a344-e20717b7ad68",
                         *           "title": "Wood top before a soft shelf",
                         *           "summary": "Porcelain coffee cup on a wooden floor, before a softly blurred shelf of simple shapes, for coffee lovers.",
                         *           "description": "The product stands directly on the surface, with no set piece to compete with it. It stands on a wooden floor, in a space at its own scale. Behind it, a shelf of simple shapes melts into a soft blur. A soft key light from one side shapes the product, with a contact shadow and a gentle cast shadow that agree with it. The scene speaks directly to “Coffee lovers” and puts the product’s strengths front and centre: “Porcelain coffee cup, 300 ml, dishwasher safe”. The palette is tonal: the set stays in dusty rose, close to the product’s own colours. Warm, low golden light adds a soft glow and long shadows. A wider framing leaves room on both sides of the product. A warm, lived-in studio look.",
                         *           "premium": false,
                         *           "locked": false,
                         *           "suggestedStyle": "lifestyle",
                         *           "suggestedTimeOfDay": "golden_hour"
                         *         },
                         *         {
                         *           "id": "7badbad2-0bd3-45a1-a479-c8fe08f46fa3",
                         *           "title": "Studio floor and cyclorama sweep",
                         *           "summary": "Porcelain coffee cup on a speckled terrazzo floor, against a seamless paper sweep, for coffee lovers.",
                         *           "description": "The product stands directly on the surface, with no set piece to compete with it. It stands on a speckled terrazzo floor, in a space at its own scale. Behind it, a seamless paper sweep curves from floor to wall with no visible horizon. A soft key light from one side shapes the product, with a contact shadow and a gentle cast shadow that agree with it. Designed for “Coffee lovers”, the scene highlights what makes the product special: “Porcelain coffee cup, 300 ml, dishwasher safe”. The palette is tonal: the set stays in terracotta, close to the product’s own colours. Neutral daylight keeps the colours true to life. A wider framing leaves room on both sides of the product. Studio product photography, crisp and precise.",
                         *           "premium": false,
                         *           "locked": false,
                         *           "suggestedStyle": "studio",
                         *           "suggestedTimeOfDay": "natural"
                         *         }
                         *       ]
                         *     }
                         */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/shop-connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your private stores connected with an access token */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Connections (tokens shown by their last 4 characters) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopConnectionList"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Connect a private Shopify store with an Admin API access token (checked now, stored encrypted) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ConnectShop"];
                };
            };
            responses: {
                /** @description The connection */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ShopConnection"];
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
                /** @description shopify_invalid_store, shopify_private_address, shopify_not_a_store (no Shopify product list at that address), shopify_password_protected, shopify_not_found (404), shopify_unauthorized (401/403: the token was refused or lacks read_products) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description shopify_unavailable, shopify_timeout, shopify_unreachable */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description shopify_rate_limited */
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
    "/shop-connections/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a connection and its token */
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
                /** @description Removed */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/site/landing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This instance's own counts (cached for a few minutes) and the operator's testimonials and partners */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Landing page figures */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "stats": {
                         *         "images": 0,
                         *         "videos": 0,
                         *         "accounts": 1
                         *       },
                         *       "countedAt": "2026-11-29T16:08:46.929Z",
                         *       "testimonials": [],
                         *       "partners": []
                         *     }
                         */
                        "application/json": components["schemas"]["LandingInfo"];
                    };
                };
                /** @description invalid_api_key: a wrong or revoked key was sent (this route needs none) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/site/legal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operator, processors, cookies and retention periods the legal pages state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Legal facts of this instance */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "operator": {
                         *         "name": null,
                         *         "email": null,
                         *         "address": null
                         *       },
                         *       "publicUrl": "http://localhost:3000",
                         *       "processors": [],
                         *       "cookies": [
                         *         {
                         *           "name": "better-auth.session_token",
                         *           "purpose": "session",
                         *           "maxAgeSeconds": 604800,
                         *           "httpOnly": true,
                         *           "setBy": "server"
                         *         },
                         *         {
                         *           "name": "better-auth.dont_remember",
                         *           "purpose": "dontRemember",
                         *           "maxAgeSeconds": null,
                         *           "httpOnly": true,
                         *           "setBy": "server"
                         *         },
                         *         {
                         *           "name": "better-auth.admin_session",
                         *           "purpose": "impersonation",
                         *           "maxAgeSeconds": 604800,
                         *           "httpOnly": true,
                         *           "setBy": "server"
                         *         }
                         *       ],
                         *       "retention": {
                         *         "sessionDays": 7,
                         *         "confirmationLinkHours": 24,
                         *         "passwordResetLinkMinutes": 60
                         *       },
                         *       "payments": "test",
                         *       "moneyBackDays": 14
                         *     }
                         */
                        "application/json": components["schemas"]["LegalInfo"];
                    };
                };
                /** @description invalid_api_key: a wrong or revoked key was sent (this route needs none) */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/source-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a product photo (up to 10 MB, 40 megapixels) as a multipart `file`, or give its public address as JSON `{ "url" }`
         * @description By URL, Vitrine downloads the photo itself: http or https only, public addresses only (loopback, private, link-local and metadata addresses are refused after DNS resolution, and again at each of at most 5 redirects), 10 MB in 15 seconds. The type is read from the bytes, and the same checks apply as for an upload.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    /**
                     * @example {
                     *       "url": "https://shop.example.com/products/cup.png"
                     *     }
                     */
                    "application/json": components["schemas"]["UploadSourceImageByUrl"];
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
                        /**
                         * @example {
                         *       "id": "7f934b03-3a27-4a12-9be3-77ecf806c2c5",
                         *       "width": 600,
                         *       "height": 400,
                         *       "format": "png",
                         *       "createdAt": "2026-11-29T16:08:47.296Z",
                         *       "analysis": {
                         *         "hasAlpha": false,
                         *         "dominantColors": [
                         *           "#2b0c07",
                         *           "#170804",
                         *           "#4e0e06"
                         *         ],
                         *         "suggestedCutout": {
                         *           "x": 0,
                         *           "y": 0,
                         *           "width": 600,
                         *           "height": 398
                         *         }
                         *       },
                         *       "cutout": {
                         *         "status": "pending",
                         *         "progress": 0,
                         *         "method": null,
                         *         "confidence": null,
                         *         "warnings": [],
                         *         "strokes": [],
                         *         "productBox": null,
                         *         "objectCount": null,
                         *         "error": null,
                         *         "updatedAt": "2026-11-29T16:08:47.296Z"
                         *       }
                         *     }
                         */
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
                /** @description Broken image, a file name over 255 characters, or a URL that is not http(s) (url_invalid), points to a private address (url_private), takes over 15 s (url_timeout), redirects over 5 times (url_too_many_redirects) or cannot be fetched (url_unreachable) */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                        /**
                         * @example {
                         *       "id": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *       "width": 600,
                         *       "height": 400,
                         *       "format": "png",
                         *       "createdAt": "2026-11-29T16:08:47.622Z",
                         *       "analysis": {
                         *         "hasAlpha": false,
                         *         "dominantColors": [
                         *           "#2b0c07",
                         *           "#170804",
                         *           "#4e0e06"
                         *         ],
                         *         "suggestedCutout": {
                         *           "x": 0,
                         *           "y": 0,
                         *           "width": 600,
                         *           "height": 398
                         *         }
                         *       },
                         *       "cutout": {
                         *         "status": "ready",
                         *         "progress": 100,
                         *         "method": "model",
                         *         "confidence": 0.975,
                         *         "warnings": [
                         *           "too_small"
                         *         ],
                         *         "strokes": [],
                         *         "productBox": {
                         *           "width": 419,
                         *           "height": 321
                         *         },
                         *         "objectCount": 1,
                         *         "error": null,
                         *         "updatedAt": "2026-11-29T16:08:48.139Z"
                         *       }
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                    /**
                     * @example {
                     *       "strokes": [
                     *         {
                     *           "mode": "keep",
                     *           "radius": 0.02,
                     *           "points": [
                     *             [
                     *               0.42,
                     *               0.3
                     *             ],
                     *             [
                     *               0.45,
                     *               0.32
                     *             ]
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
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
                        /**
                         * @example {
                         *       "status": "ready",
                         *       "progress": 100,
                         *       "method": "touch_up",
                         *       "confidence": 1,
                         *       "warnings": [
                         *         "too_small"
                         *       ],
                         *       "strokes": [
                         *         {
                         *           "mode": "keep",
                         *           "points": [
                         *             [
                         *               0.42,
                         *               0.3
                         *             ],
                         *             [
                         *               0.45,
                         *               0.32
                         *             ]
                         *           ],
                         *           "radius": 0.02
                         *         }
                         *       ],
                         *       "productBox": {
                         *         "width": 419,
                         *         "height": 321
                         *       },
                         *       "objectCount": null,
                         *       "error": null,
                         *       "updatedAt": "2026-11-29T16:08:48.668Z"
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/studio-batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a batch of packshots: one per source photo (1 to 50) with one preset; reserves 1 credit per photo and queues one job
         * @description Each packshot is made from the photo's cut-out in use (automatic or touched up), checked against its preset (size, format, exact background outside the product and its shadow, fill, sRGB, no metadata) and saved to the library. A photo whose packshot fails is refunded its credit once.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "sourceImageIds": [
                     *         "7d9e5ba7-2eac-4d64-839f-ff3c098b7165"
                     *       ],
                     *       "preset": "amazon"
                     *     }
                     */
                    "application/json": components["schemas"]["CreateStudioBatch"];
                };
            };
            responses: {
                /** @description Queued: the batch id, the credits reserved and the spec every packshot follows */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "1e25bb26-2009-4170-99c1-8a48f5e304ec",
                         *       "status": "queued",
                         *       "creditsReserved": 1,
                         *       "spec": {
                         *         "preset": "amazon",
                         *         "width": 2000,
                         *         "height": 2000,
                         *         "format": "jpg",
                         *         "background": "#FFFFFF",
                         *         "shadow": "none",
                         *         "alignment": "center",
                         *         "fill": 0.9,
                         *         "minFill": 0.88,
                         *         "maxFill": 0.92
                         *       }
                         *     }
                         */
                        "application/json": components["schemas"]["StudioBatchCreated"];
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
                /** @description insufficient_credits: the balance is below 1 credit per photo */
                402: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description A photo not found (or not yours) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description validation_failed: a malformed request, or options the preset does not offer (Custom alone changes size, padding and format) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Too many batches in a minute */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description queue_unavailable: the job could not be queued (nothing is charged) */
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
    "/studio-batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Progress of a batch and its packshots, each with its compliance report */
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
                /** @description The batch */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "1e25bb26-2009-4170-99c1-8a48f5e304ec",
                         *       "status": "succeeded",
                         *       "progress": 100,
                         *       "spec": {
                         *         "fill": 0.9,
                         *         "width": 2000,
                         *         "format": "jpg",
                         *         "height": 2000,
                         *         "preset": "amazon",
                         *         "shadow": "none",
                         *         "maxFill": 0.92,
                         *         "minFill": 0.88,
                         *         "alignment": "center",
                         *         "background": "#FFFFFF"
                         *       },
                         *       "requestedCount": 1,
                         *       "doneCount": 1,
                         *       "failedCount": 0,
                         *       "creditsReserved": 1,
                         *       "creditsRefunded": 0,
                         *       "items": [
                         *         {
                         *           "position": 0,
                         *           "sourceImageId": "7d9e5ba7-2eac-4d64-839f-ff3c098b7165",
                         *           "sourceName": "cup.png",
                         *           "status": "succeeded",
                         *           "failure": null,
                         *           "error": null,
                         *           "image": {
                         *             "id": "f03df0aa-c268-4d95-9c1b-ccf11d25c456",
                         *             "width": 2000,
                         *             "height": 2000,
                         *             "format": "jpg",
                         *             "fileName": "cup_amazon.jpg"
                         *           },
                         *           "compliance": {
                         *             "fill": 90.2,
                         *             "width": 2000,
                         *             "checks": {
                         *               "fill": true,
                         *               "size": true,
                         *               "cutout": true,
                         *               "format": true,
                         *               "metadata": true,
                         *               "background": true,
                         *               "colourSpace": true
                         *             },
                         *             "format": "jpg",
                         *             "height": 2000,
                         *             "passed": true,
                         *             "maxFill": 92,
                         *             "minFill": 88,
                         *             "background": "#FFFFFF",
                         *             "colourSpace": "srgb",
                         *             "backgroundPixels": 1888000,
                         *             "backgroundPurity": 100,
                         *             "metadataStripped": true
                         *           }
                         *         }
                         *       ],
                         *       "createdAt": "2026-11-29T16:08:54.433Z"
                         *     }
                         */
                        "application/json": components["schemas"]["StudioBatch"];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/studio-batches/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 'Download all': a zip of the batch's packshots, named from each photo's file name and the preset (e.g. red-mug_amazon.jpg) */
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
                /** @description application/zip, streamed */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": Blob;
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
                /** @description Not found, or no packshot made yet */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/support/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether live chat is open for the user now (plan and support hours), and their conversation that is not closed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Availability and conversation */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SupportChat"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Start a live chat with its first message (or add it to the chat already open); Plus and Pro, inside support hours */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChatMessageRequest"];
                };
            };
            responses: {
                /** @description The conversation */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatConversation"];
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
                /** @description Live chat is not open for this user now (code chat_unavailable): send the contact form */
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
                /** @description Too many chat messages in 10 minutes */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/support/chat/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The live channel of the user's chat; while it is connected the user counts as online
         * @description Server-sent events: `message` (a ChatMessage; the event id is its seq, so a reconnecting client resumes with Last-Event-ID), `state` (a ChatState, when it changes), `gone` (the conversation is not there), and `beat` every 15 s
         */
        get: {
            parameters: {
                query?: {
                    /** @description Resume after this message sequence number (Last-Event-ID wins when larger) */
                    after?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description An event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
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
                /** @description No such chat of this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/support/chat/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a message to the user's chat (after support hours it goes on as a ticket) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChatMessageRequest"];
                };
            };
            responses: {
                /** @description The message */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatMessage"];
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
                /** @description No such chat of this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The chat is closed (ticket_closed) or the plan no longer includes live chat (chat_unavailable) */
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
                /** @description Too many chat messages in 10 minutes */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/support/chat/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the chat read by the user (support sees it read; the unread count drops) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Recorded */
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
                /** @description No such chat of this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/support/chat/{id}/typing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tell support the user is typing (shown for 6 seconds) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Recorded */
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
                /** @description No such chat of this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/support/manager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's dedicated account manager (Pro, assigned by an admin) and their direct thread that is not closed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The manager (null without one) and the thread */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ManagerThread"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Write to the dedicated account manager (starts the thread, or adds to the open one); the manager is emailed. Messages, typing, read and events then use /support/chat/{id}/... */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["ChatMessageRequest"];
                };
            };
            responses: {
                /** @description The thread */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ChatConversation"];
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
                /** @description No dedicated manager for this account (code manager_unavailable) */
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
                /** @description Too many chat messages in 10 minutes */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/support/manager/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dedicated manager's profile photo (WebP), for the account they manage */
        get: {
            parameters: {
                query?: {
                    v?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The photo */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/webp": Blob;
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
                /** @description No manager, or no photo */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/support/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's tickets and their status, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Tickets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TicketList"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Send the contact form: creates a ticket, emails an acknowledgement to the user and the ticket to support */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TicketRequest"];
                };
            };
            responses: {
                /** @description The ticket */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ticket"];
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
                /** @description Too many tickets in an hour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/support/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the user's tickets with its thread: their message, support's replies and their follow-ups, oldest first */
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
                /** @description The ticket and its thread */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TicketThread"];
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
                /** @description No such ticket of this user */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/support/tickets/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a follow-up to a ticket that is not closed: an answered ticket is reopened and support is emailed */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["TicketFollowUp"];
                };
            };
            responses: {
                /** @description The ticket and its thread, with the follow-up */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TicketThread"];
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
                /** @description No such ticket of this user */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description The ticket is closed (code ticket_closed) */
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
                /** @description Too many follow-ups in an hour */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/support/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Replies from support the user has not read yet, over all their requests and chats (the sidebar badge) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The count */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SupportUnread"];
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn off (or, with subscribe: true, back on) the email category of an unsubscribe link's token; no sign-in needed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["UnsubscribeRequest"];
                };
            };
            responses: {
                /** @description Done */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnsubscribeResult"];
                    };
                };
                /** @description Invalid or expired link */
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
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                        /**
                         * @example {
                         *       "items": [
                         *         {
                         *           "id": "715c8803-c304-4b41-b711-3837b6a4364d",
                         *           "status": "succeeded",
                         *           "stage": "done",
                         *           "progress": 100,
                         *           "durationSeconds": 5,
                         *           "aspectRatio": "1:1",
                         *           "width": 1080,
                         *           "height": 1080,
                         *           "title": "Porcelain coffee cup",
                         *           "prompt": "Slow push-in on the cup",
                         *           "imageId": "f7df5f6d-4974-40f5-b4ea-086d63f6516e",
                         *           "creditsRefunded": 0,
                         *           "createdAt": "2026-11-29T16:09:12.471Z"
                         *         }
                         *       ],
                         *       "nextCursor": null
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "imageId": "f7df5f6d-4974-40f5-b4ea-086d63f6516e",
                     *       "durationSeconds": 5,
                     *       "aspectRatio": "1:1",
                     *       "prompt": "Slow push-in on the cup"
                     *     }
                     */
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
                        /**
                         * @example {
                         *       "id": "715c8803-c304-4b41-b711-3837b6a4364d",
                         *       "status": "queued"
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                        /**
                         * @example {
                         *       "id": "715c8803-c304-4b41-b711-3837b6a4364d",
                         *       "status": "succeeded",
                         *       "stage": "done",
                         *       "progress": 100,
                         *       "durationSeconds": 5,
                         *       "aspectRatio": "1:1",
                         *       "width": 1080,
                         *       "height": 1080,
                         *       "title": "Porcelain coffee cup",
                         *       "prompt": "Slow push-in on the cup",
                         *       "imageId": "f7df5f6d-4974-40f5-b4ea-086d63f6516e",
                         *       "creditsRefunded": 0,
                         *       "createdAt": "2026-11-29T16:09:12.471Z"
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                /** @description With S3_PRESIGNED_DOWNLOADS, the video at a presigned address of the bucket, valid 5 minutes, which answers Range requests too (Location) */
                302: {
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
                /** @description Range not satisfiable */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "imageId": "f7df5f6d-4974-40f5-b4ea-086d63f6516e",
                     *       "features": "Porcelain coffee cup",
                     *       "language": "en"
                     *     }
                     */
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
                        /**
                         * @example {
                         *       "prompt": "Slow camera push-in towards the product. The product (“Porcelain coffee cup”) stays sharp and centred throughout. Setting: “Wood top in morning window light”. Smooth, steady motion without cuts, realistic light and a shallow depth of field."
                         *     }
                         */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/webhook-deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now, with the same webhook-id and body */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /**
                     * @description Makes the request safe to send again (IETF HTTPAPI Idempotency-Key draft): for 24 hours, the same key with the same request answers the first answer again (header `Idempotent-Replayed: true`) without running or charging again; with another request 422 `idempotency_key_reused`; while the first still runs 409 `idempotency_key_in_use`. Answers that ask to retry (5xx, 408, 409, 429) are not kept.
                     * @example 5f0c8f4e-2b7a-4d0e-9a51-3c1d2e6f7a88
                     */
                    "Idempotency-Key"?: string;
                };
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Queued */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "msg_f4379457693549ab9e95f771f47a92c2",
                         *       "eventType": "generation.completed",
                         *       "status": "pending",
                         *       "attempts": 1,
                         *       "lastStatusCode": 204,
                         *       "lastDurationMs": 18,
                         *       "lastError": null,
                         *       "nextAttemptAt": "2026-11-29T16:09:18.474Z",
                         *       "createdAt": "2026-11-29T16:09:18.199Z",
                         *       "deliveredAt": "2026-11-29T16:09:18.247Z"
                         *     }
                         */
                        "application/json": components["schemas"]["WebhookDelivery"];
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
                /** @description No such delivery */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoints, oldest first (never their secrets) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Endpoints */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "endpoints": [
                         *         {
                         *           "id": "2e5bee80-14ab-4a17-bd6a-f532d246cc3e",
                         *           "url": "https://shop.example.com/hooks",
                         *           "events": [
                         *             "generation.completed",
                         *             "batch.completed"
                         *           ],
                         *           "description": "Shop sync",
                         *           "enabled": true,
                         *           "disabledReason": null,
                         *           "failingSince": null,
                         *           "createdAt": "2026-11-29T16:09:18.114Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["WebhookEndpointList"];
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /**
         * Register an endpoint for some events; its signing secret (`whsec_…`) is in `secret`, answered this once
         * @description Deliveries follow the Standard Webhooks specification: a POST of `{ type, timestamp, data }` with `webhook-id`, `webhook-timestamp` and `webhook-signature`. A 2xx answer within 10 s is a success; redirects are not followed. Failures are tried again after 5 s, 1 min, 5 min, 30 min, 2 h, 5 h, 8 h and 8 h; an endpoint that fails for 3 days is disabled and its owner emailed.
         */
        post: {
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
                     *       "url": "https://shop.example.com/hooks",
                     *       "events": [
                     *         "generation.completed",
                     *         "batch.completed"
                     *       ],
                     *       "description": "Shop sync"
                     *     }
                     */
                    "application/json": components["schemas"]["CreateWebhookEndpoint"];
                };
            };
            responses: {
                /** @description The endpoint and its secret */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "2e5bee80-14ab-4a17-bd6a-f532d246cc3e",
                         *       "url": "https://shop.example.com/hooks",
                         *       "events": [
                         *         "generation.completed",
                         *         "batch.completed"
                         *       ],
                         *       "description": "Shop sync",
                         *       "enabled": true,
                         *       "disabledReason": null,
                         *       "failingSince": null,
                         *       "createdAt": "2026-11-29T16:09:18.114Z",
                         *       "secret": "whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="
                         *     }
                         */
                        "application/json": components["schemas"]["WebhookEndpointWithSecret"];
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
                /** @description too_many_webhook_endpoints: 10 already */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description Invalid body, or a URL that is not http(s) (https in production) or has credentials (url_invalid) */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One endpoint */
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
                /** @description The endpoint */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "2e5bee80-14ab-4a17-bd6a-f532d246cc3e",
                         *       "url": "https://shop.example.com/hooks",
                         *       "events": [
                         *         "generation.completed",
                         *         "batch.completed"
                         *       ],
                         *       "description": "Shop sync",
                         *       "enabled": true,
                         *       "disabledReason": null,
                         *       "failingSince": null,
                         *       "createdAt": "2026-11-29T16:09:18.114Z"
                         *     }
                         */
                        "application/json": components["schemas"]["WebhookEndpoint"];
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
                /** @description No such endpoint */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Delete the endpoint and its delivery log */
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
                /** @description No such endpoint */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        /** Change the events or description, or disable and enable the endpoint (enabling clears its failure record) */
        patch: {
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
                    /**
                     * @example {
                     *       "events": [
                     *         "generation.completed",
                     *         "generation.failed",
                     *         "batch.completed"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UpdateWebhookEndpoint"];
                };
            };
            responses: {
                /** @description The endpoint */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "2e5bee80-14ab-4a17-bd6a-f532d246cc3e",
                         *       "url": "https://shop.example.com/hooks",
                         *       "events": [
                         *         "generation.completed",
                         *         "generation.failed",
                         *         "batch.completed"
                         *       ],
                         *       "description": "Shop sync",
                         *       "enabled": true,
                         *       "disabledReason": null,
                         *       "failingSince": null,
                         *       "createdAt": "2026-11-29T16:09:18.114Z"
                         *     }
                         */
                        "application/json": components["schemas"]["WebhookEndpoint"];
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
                /** @description No such endpoint */
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
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The last 50 deliveries to the endpoint, newest first: event, status, attempts, last response code and duration */
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
                /** @description Deliveries */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "deliveries": [
                         *         {
                         *           "id": "msg_f4379457693549ab9e95f771f47a92c2",
                         *           "eventType": "generation.completed",
                         *           "status": "succeeded",
                         *           "attempts": 1,
                         *           "lastStatusCode": 204,
                         *           "lastDurationMs": 18,
                         *           "lastError": null,
                         *           "nextAttemptAt": null,
                         *           "createdAt": "2026-11-29T16:09:18.199Z",
                         *           "deliveredAt": "2026-11-29T16:09:18.247Z"
                         *         }
                         *       ]
                         *     }
                         */
                        "application/json": components["schemas"]["WebhookDeliveryList"];
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
                /** @description No such endpoint */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
    "/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret, answered this once; for 24 hours deliveries carry signatures with both the new and the previous secret */
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
                /** @description The endpoint and its new secret */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": "2e5bee80-14ab-4a17-bd6a-f532d246cc3e",
                         *       "url": "https://shop.example.com/hooks",
                         *       "events": [
                         *         "generation.completed",
                         *         "generation.failed",
                         *         "batch.completed"
                         *       ],
                         *       "description": "Shop sync",
                         *       "enabled": true,
                         *       "disabledReason": null,
                         *       "failingSince": null,
                         *       "createdAt": "2026-11-29T16:09:18.114Z",
                         *       "secret": "whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="
                         *     }
                         */
                        "application/json": components["schemas"]["WebhookEndpointWithSecret"];
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
                /** @description No such endpoint */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description rate_limited: the key's requests a minute (its plan's) are spent; Retry-After says in how many seconds to try again */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
                /** @description internal_error: a fault on our side; the request may be sent again (with the same Idempotency-Key for a POST) */
                500: {
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
        AdCheckReport: {
            contrast: {
                ok: boolean;
                texts: {
                    ratio: number;
                    required: number;
                    role: string;
                }[];
            };
            fileSize: {
                bytes: number;
                max: number | null;
                ok: boolean;
            };
            glyphs: {
                missing: string[];
                ok: boolean;
            };
            logoAspect: {
                error: number;
                ok: boolean;
            };
            /** @description Texts that did not fit their box, or touched another */
            overflow: {
                ok: boolean;
                roles: string[];
            };
            passed: boolean;
            productClear: {
                ok: boolean;
                roles: string[];
            };
            safeZone: {
                ok: boolean;
                roles: string[];
            };
            textShare: {
                max: number | null;
                ok: boolean;
                share: number;
            };
        };
        AdCopy: {
            ctas: string[];
            headlines: string[];
            /** @enum {string} */
            source: "local" | "model";
            sublines: string[];
        };
        AdCopyRequest: {
            /** @enum {string} */
            angle: "benefit" | "feature" | "audience" | "everyday" | "offer";
            audience?: string;
            brandName?: string;
            features?: string;
            offer?: string;
            /** Format: uuid */
            productId?: string;
            /** @enum {string} */
            tone: "friendly" | "premium" | "playful" | "technical";
        };
        AdCreative: {
            /** @description Null until the creative is drawn */
            checks: components["schemas"]["AdCheckReport"] | null;
            error: string | null;
            height: number;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            imageId: string | null;
            /** @enum {string} */
            placement: "meta-feed-square" | "meta-feed-portrait" | "meta-stories" | "meta-reels" | "google-300x250" | "google-336x280" | "google-728x90" | "google-300x600" | "google-320x50" | "google-responsive-landscape" | "google-responsive-square" | "pinterest-standard" | "linkedin-single-image" | "tiktok-vertical";
            /** @enum {string} */
            status: "queued" | "succeeded" | "flagged" | "failed";
            /** @enum {string} */
            variant: "A" | "B" | "C" | "D" | "E";
            width: number;
        };
        AddProductPhotos: {
            /** @description 1 to 20 of your source photos */
            sourceImageIds: string[];
        };
        AdminAccountManager: {
            candidates: {
                email: string;
                id: string;
                name: string;
            }[];
            eligible: boolean;
            manager: {
                assignedAt: string;
                email: string;
                id: string;
                name: string;
            } | null;
        };
        AdminChat: {
            assignee: {
                id: string;
                name: string;
            } | null;
            /** @enum {string} */
            channel: "chat" | "manager";
            /** Format: uuid */
            id: string;
            language: string;
            lastMessage: {
                /** @enum {string} */
                author: "user" | "support";
                body: string;
                createdAt: string;
            };
            number: number;
            /** @enum {string} */
            status: "open" | "in_progress" | "answered" | "closed";
            unread: number;
            user: {
                email: string;
                id: string;
                name: string;
            };
            userOnline: boolean;
            userTyping: boolean;
            waitingSince: string | null;
        };
        AdminChatConversation: {
            createdAt: string;
            /** Format: uuid */
            id: string;
            language: string;
            messages: components["schemas"]["ChatMessage"][];
            number: number;
            state: components["schemas"]["ChatState"];
            user: {
                email: string;
                id: string;
                name: string;
            };
        };
        AdminChatList: {
            items: components["schemas"]["AdminChat"][];
            waiting: number;
        };
        AdminGalleryItem: {
            aspectRatio: string | null;
            height: number;
            hidden: boolean;
            hiddenAt: string | null;
            hiddenReason: string | null;
            /** Format: uuid */
            id: string;
            publishedAt: string;
            style: string | null;
            timeOfDay: string | null;
            userId: string;
            width: number;
        };
        AdminGalleryPage: {
            items: components["schemas"]["AdminGalleryItem"][];
            nextCursor: string | null;
        };
        AdminGeneration: {
            createdAt: string;
            creditsRefunded: number;
            creditsReserved: number;
            error: string | null;
            failedCount: number;
            /** @description Images refunded because the product changed too much in them (fidelity check) */
            fidelityRefunds: number;
            /** Format: uuid */
            id: string;
            /** @description The images the generation still holds, by position */
            images: components["schemas"]["AdminGenerationImage"][];
            requestedCount: number;
            status: string;
        };
        AdminGenerationImage: {
            /** @description The image engine: 'local-studio', 'openai', 'gemini', 'fal', 'comfyui' */
            engine: string;
            /** @description 0..1: how much the product found in the output looks like its cut-out; null when the check did not run (product lock or local renderer) */
            fidelityScore: number | null;
            /** Format: uuid */
            id: string;
            position: number;
            /** @description The product's own pixels were composited back over the engine's output (product lock) */
            productLocked: boolean;
        };
        AdminJob: {
            completedAt: string | null;
            createdAt: string;
            data: {
                [key: string]: unknown;
            } | null;
            /** @description The last error the worker reported */
            error: string | null;
            /** Format: uuid */
            id: string;
            queue: string;
            retryCount: number;
            retryLimit: number;
            startedAt: string | null;
            /** @enum {string} */
            state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
            subject: {
                id: string;
                status: string | null;
                /** @enum {string} */
                type: "generation" | "video" | "source_image";
                userId: string | null;
            } | null;
        };
        AdminJobList: {
            items: components["schemas"]["AdminJob"][];
        };
        AdminLedgerRow: {
            amount: number;
            balanceAfter: number;
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            reason: "signup_grant" | "monthly_grant" | "upgrade_grant" | "generation_reserve" | "generation_refund" | "video_reserve" | "video_refund" | "admin_adjustment" | "studio_reserve" | "studio_refund" | "ad_reserve" | "ad_refund" | "listing_reserve" | "listing_refund" | "trial_grant" | "trial_expiry" | "money_back";
            reference: string | null;
        };
        AdminRefundRequest: {
            amountMinor: number;
            /** @description Unspent credits of the refunded period taken back (approved only) */
            creditsTakenBack: number | null;
            currency: string;
            deadline: string;
            decidedAt: string | null;
            decidedBy: string | null;
            /** Format: uuid */
            id: string;
            invoiceId: string;
            message: string | null;
            paidAt: string;
            providerRefundId: string | null;
            requestedAt: string;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            subscriptionId: string;
            /** @enum {string} */
            tier: "Free" | "Starter" | "Plus" | "Pro" | "Founders";
            userEmail: string;
            userId: string;
            userName: string;
        };
        AdminRefundsPage: {
            items: components["schemas"]["AdminRefundRequest"][];
            pending: number;
        };
        AdminSession: {
            email: string;
            id: string;
            name: string;
        };
        AdminTicket: {
            /** @enum {string} */
            category: "technical" | "billing" | "feature" | "account" | "general";
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            language: "pt" | "en" | "fr" | "es" | "de";
            number: number;
            /** @enum {string} */
            status: "open" | "in_progress" | "answered" | "closed";
            subject: string;
            updatedAt: string;
            user: {
                email: string;
                id: string;
                name: string;
            };
        };
        AdminTicketDetail: {
            /** @enum {string} */
            category: "technical" | "billing" | "feature" | "account" | "general";
            createdAt: string;
            history: components["schemas"]["AuditEntry"][];
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            language: "pt" | "en" | "fr" | "es" | "de";
            message: string;
            messages: components["schemas"]["AdminTicketMessage"][];
            number: number;
            /** @enum {string} */
            status: "open" | "in_progress" | "answered" | "closed";
            subject: string;
            updatedAt: string;
            user: {
                email: string;
                id: string;
                name: string;
            };
        };
        AdminTicketList: {
            items: components["schemas"]["AdminTicket"][];
            limit: number;
            page: number;
            total: number;
        };
        AdminTicketMessage: {
            /** @description The replying admin's email (null for the user's follow-ups, or when that account is gone) */
            adminEmail: string | null;
            /** @enum {string} */
            author: "user" | "support";
            body: string;
            createdAt: string;
            /** Format: uuid */
            id: string;
        };
        AdminUser: {
            banned: boolean;
            /** @enum {string|null} */
            complimentaryTier: "Free" | "Starter" | "Plus" | "Pro" | "Founders" | null;
            createdAt: string;
            creditsBalance: number;
            email: string;
            emailVerified: boolean;
            id: string;
            /** @description Latest session activity, generation, video or upload */
            lastActiveAt: string | null;
            name: string;
            role: string;
            /**
             * @description The tier whose rules apply (paid, else complimentary, else Free)
             * @enum {string}
             */
            tier: "Free" | "Starter" | "Plus" | "Pro" | "Founders";
        };
        AdminUserDetail: {
            banExpires: string | null;
            banReason: string | null;
            /** @description Fidelity scores under it were rendered once more, then refunded */
            fidelityThreshold: number;
            generations: components["schemas"]["AdminGeneration"][];
            ledger: components["schemas"]["AdminLedgerRow"][];
            /** @description Sum of every ledger row of the user; equals the balance */
            ledgerSum: number;
            /**
             * @description The tier of a paid subscription in force, else Free
             * @enum {string}
             */
            paidTier: "Free" | "Starter" | "Plus" | "Pro" | "Founders";
            sessions: components["schemas"]["AdminUserSession"][];
            subscriptionStatus: string;
            tickets: components["schemas"]["AdminUserTicket"][];
            user: components["schemas"]["AdminUser"];
            videos: components["schemas"]["AdminVideo"][];
        };
        AdminUserList: {
            items: components["schemas"]["AdminUser"][];
            limit: number;
            page: number;
            total: number;
        };
        AdminUserSession: {
            createdAt: string;
            expiresAt: string;
            id: string;
            ipAddress: string | null;
            updatedAt: string;
            userAgent: string | null;
        };
        AdminUserTicket: {
            createdAt: string;
            /** Format: uuid */
            id: string;
            number: number;
            /** @enum {string} */
            status: "open" | "in_progress" | "answered" | "closed";
            subject: string;
        };
        AdminVideo: {
            createdAt: string;
            creditsRefunded: number;
            creditsReserved: number;
            engine: string;
            error: string | null;
            /** Format: uuid */
            id: string;
            status: string;
            title: string | null;
        };
        AdPreview: {
            placements: {
                checks: components["schemas"]["AdCheckReport"];
                height: number;
                /** @description A data: URL of a small WebP preview */
                image: string;
                /** @enum {string} */
                placement: "meta-feed-square" | "meta-feed-portrait" | "meta-stories" | "meta-reels" | "google-300x250" | "google-336x280" | "google-728x90" | "google-300x600" | "google-320x50" | "google-responsive-landscape" | "google-responsive-square" | "pinterest-standard" | "linkedin-single-image" | "tiktok-vertical";
                width: number;
            }[];
        };
        AdPreviewRequest: {
            /** Format: uuid */
            brandKitId: string;
            /** @enum {string} */
            dimension: "headline" | "layout" | "colour";
            /** @enum {string} */
            format: "png" | "jpg";
            placements: ("meta-feed-square" | "meta-feed-portrait" | "meta-stories" | "meta-reels" | "google-300x250" | "google-336x280" | "google-728x90" | "google-300x600" | "google-320x50" | "google-responsive-landscape" | "google-responsive-square" | "pinterest-standard" | "linkedin-single-image" | "tiktok-vertical")[];
            product: components["schemas"]["AdProductSource"];
            /**
             * Format: uuid
             * @description The product the set is kept under in the library
             */
            productId?: string;
            variant: number;
            variants: components["schemas"]["AdVariant"][];
        };
        AdProductSource: {
            /**
             * Format: uuid
             * @description A packshot or scene from your library, drawn framed
             */
            imageId?: string;
            /**
             * Format: uuid
             * @description A photo: its cut-out is used
             */
            sourceImageId?: string;
        };
        AdSet: {
            createdAt: string;
            creatives: components["schemas"]["AdCreative"][];
            creditsCharged: number;
            creditsRefunded: number;
            /** @enum {string} */
            dimension: "headline" | "layout" | "colour";
            finishedAt: string | null;
            /** @enum {string} */
            format: "png" | "jpg";
            /** Format: uuid */
            id: string;
            placements: ("meta-feed-square" | "meta-feed-portrait" | "meta-stories" | "meta-reels" | "google-300x250" | "google-336x280" | "google-728x90" | "google-300x600" | "google-320x50" | "google-responsive-landscape" | "google-responsive-square" | "pinterest-standard" | "linkedin-single-image" | "tiktok-vertical")[];
            /** Format: uuid */
            productId: string | null;
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "partial" | "failed";
            variants: {
                colourIndex: number;
                /** @enum {string} */
                layout: "product-left" | "product-right" | "hero-centre" | "colour-split" | "offer-badge" | "quote-card" | "headline-first" | "minimal" | "carousel-card";
                /** @enum {string} */
                name: "A" | "B" | "C" | "D" | "E";
                /** @enum {string} */
                scheme: "light" | "bold";
                texts: components["schemas"]["AdTexts"];
            }[];
            watermark: boolean;
        };
        AdTexts: {
            author?: string;
            /** @description Your offer (a price, a discount): never written for you */
            badge?: string;
            cta: string;
            headline: string;
            /** @description A quote you have the right to use (quote card only) */
            quote?: string;
            subline?: string;
        };
        AdVariant: {
            colourIndex: number;
            /** @enum {string} */
            layout: "product-left" | "product-right" | "hero-centre" | "colour-split" | "offer-badge" | "quote-card" | "headline-first" | "minimal" | "carousel-card";
            /** @enum {string} */
            scheme: "light" | "bold";
            texts: components["schemas"]["AdTexts"];
        };
        ApiBatch: {
            /** @description When it was cancelled: items not yet started ended failed (batch_cancelled), charged nothing */
            cancelledAt: string | null;
            counts: {
                failed: number;
                partial: number;
                queued: number;
                running: number;
                succeeded: number;
                total: number;
            };
            createdAt: string;
            /** @description Reserved by items that started, less their refunds */
            creditsCharged: number;
            /** @description What the items cost if all succeed (checked against the balance when the batch was made) */
            creditsEstimated: number;
            creditsRefunded: number;
            finishedAt: string | null;
            /** Format: uuid */
            id: string;
            items: components["schemas"]["ApiBatchItem"][];
            /**
             * @description api: POST /batches; catalogue: a run over your products
             * @enum {string}
             */
            origin: "api" | "catalogue";
            /**
             * @description completed once every item has ended
             * @enum {string}
             */
            status: "processing" | "completed";
        };
        ApiBatchItem: {
            creditsRefunded: number;
            creditsReserved: number;
            error: {
                /** @description An API error code (see the errors list), or render_failed */
                code: string;
                /** @description In the request's language */
                message: string;
            } | null;
            /**
             * Format: uuid
             * @description Scene items: the generation, once started
             */
            generationId: string | null;
            /** Format: uuid */
            id: string;
            images: {
                /** @description API path of the file */
                file: string;
                /** Format: uuid */
                id: string;
            }[];
            /**
             * Format: uuid
             * @description Listing items: the listing set, once started; its zip at /listing-sets/{id}/archive
             */
            listingSetId: string | null;
            /** @description 0-based, in the order sent */
            position: number;
            /**
             * Format: uuid
             * @description The product it was made for (catalogue runs)
             */
            productId: string | null;
            reference: string | null;
            /**
             * Format: uuid
             * @description The photo used (for a URL: once fetched)
             */
            sourceImageId: string | null;
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "partial" | "failed";
            /**
             * Format: uuid
             * @description Packshot items: the Studio Photos batch of one, once started
             */
            studioBatchId: string | null;
            /** @enum {string} */
            type: "packshot" | "scene" | "video" | "listing";
            /**
             * Format: uuid
             * @description Video items: the video, once started; its file at /videos/{id}/file
             */
            videoId: string | null;
        };
        ApiBatchListingItem: {
            /**
             * Format: uuid
             * @description The fonts and colour of a brand kit (default: Vitrine's)
             */
            brandKitId?: string;
            dimensions?: components["schemas"]["ListingDimensions"];
            /** @enum {string} */
            marketplace: "amazon" | "shopify" | "etsy" | "ebay" | "mercado_livre" | "google_shopping";
            /** Format: uuid */
            productId: string;
            /**
             * @description Your own id for the item (a SKU or a handle), given back in its status and webhooks
             * @example SKU-1042
             */
            reference?: string;
            slots: components["schemas"]["ListingSlot"][];
            /**
             * Format: uuid
             * @description The product's photo to cut out (default: its first photo)
             */
            sourceImageId?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "listing";
        };
        ApiBatchPackshotItem: {
            options?: components["schemas"]["StudioOptions"];
            /** @enum {string} */
            preset: "amazon" | "shopify" | "etsy" | "ebay" | "google_shopping" | "instagram" | "transparent" | "custom";
            /**
             * @description Your own id for the item (a SKU or a handle), given back in its status and webhooks
             * @example SKU-1042
             */
            reference?: string;
            /**
             * Format: uuid
             * @description One of your source photos (give this or url)
             */
            sourceImageId?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "packshot";
            /**
             * @description A public http(s) address of the photo (give this or sourceImageId); fetched by the job with the same limits as POST /source-images
             * @example https://shop.example.com/products/cup.jpg
             */
            url?: string;
        };
        ApiBatchSceneItem: {
            /**
             * @description Without scenarioId: who it is for
             * @example Coffee lovers
             */
            audience?: string;
            /**
             * @description Without scenarioId: what the product is and does
             * @example Stoneware mug, 350 ml, matte glaze
             */
            features?: string;
            /** @description Without scenarioId: which of the six ideas to use (default 1) */
            idea?: number;
            /**
             * @description Your own id for the item (a SKU or a handle), given back in its status and webhooks
             * @example SKU-1042
             */
            reference?: string;
            /**
             * Format: uuid
             * @description An idea of the photo from POST /scenarios (needs sourceImageId)
             */
            scenarioId?: string;
            settings?: components["schemas"]["ApiBatchSceneSettings"];
            /**
             * Format: uuid
             * @description One of your source photos (give this or url)
             */
            sourceImageId?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "scene";
            /**
             * @description A public http(s) address of the photo (give this or sourceImageId); fetched by the job with the same limits as POST /source-images
             * @example https://shop.example.com/products/cup.jpg
             */
            url?: string;
        };
        ApiBatchSceneSettings: {
            /** @enum {string} */
            advancedStyle?: "lifestyle" | "professional" | "casual" | "minimalist";
            /**
             * @description Default '1:1'
             * @enum {string}
             */
            aspectRatio?: "3:2" | "1:1" | "2:3" | "3:4" | "9:16" | "4:3" | "16:9";
            /** @description Default 1; at most your plan's images per generation */
            count?: number;
            /**
             * @description Default 'jpg'
             * @enum {string}
             */
            format?: "png" | "jpg";
            highlightProduct?: boolean;
            /**
             * @description Default 'low' (1 credit an image; medium 2, high 3)
             * @enum {string}
             */
            quality?: "low" | "medium" | "high";
            /**
             * @description Default: the idea's suggested style
             * @enum {string}
             */
            style?: "lifestyle" | "studio" | "cinematic" | "natural" | "professional" | "minimal" | "vibrant";
            /**
             * @description Default: the idea's suggested time of day
             * @enum {string}
             */
            timeOfDay?: "natural" | "golden_hour" | "night_light" | "soft_morning";
        };
        ApiBatchVideoItem: {
            /**
             * @description Default '1:1'
             * @enum {string}
             */
            aspectRatio?: "16:9" | "9:16" | "1:1";
            /** @description Default 5 */
            durationSeconds?: 5 | 10;
            /** @description The camera move; default: one written for the photo */
            prompt?: string;
            /**
             * @description Your own id for the item (a SKU or a handle), given back in its status and webhooks
             * @example SKU-1042
             */
            reference?: string;
            /**
             * Format: uuid
             * @description One of your source photos (give this or url)
             */
            sourceImageId?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "video";
            /**
             * @description A public http(s) address of the photo (give this or sourceImageId); fetched by the job with the same limits as POST /source-images
             * @example https://shop.example.com/products/cup.jpg
             */
            url?: string;
        };
        ApiKey: {
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @description Last request made with the key, to the minute; null when never used */
            lastUsedAt: string | null;
            name: string;
            /** @description The key's first 13 characters, e.g. "vtr_live_Ab3d" */
            prefix: string;
            scopes: ("read" | "generate" | "webhooks")[];
        };
        ApiKeyList: {
            keys: components["schemas"]["ApiKey"][];
        };
        AssignManagerRequest: {
            managerId: string;
        };
        AuditEntry: {
            /** @enum {string} */
            action: "credits.grant" | "credits.deduct" | "tier.complimentary" | "user.ban" | "user.unban" | "user.resend_confirmation" | "job.retry" | "job.cancel" | "ticket.reply" | "ticket.close" | "gallery.hide" | "gallery.restore" | "manager.assign" | "manager.unassign" | "refund.request" | "refund.approve" | "refund.decline" | "broadcast.send" | "broadcast.cancel";
            actorEmail: string;
            actorId: string;
            after: {
                [key: string]: unknown;
            } | null;
            before: {
                [key: string]: unknown;
            } | null;
            createdAt: string;
            /** Format: uuid */
            id: string;
            reason: string | null;
            targetId: string;
            /** @description A user's email or a ticket's '#number', when the target still exists */
            targetLabel: string | null;
            /** @enum {string} */
            targetType: "user" | "job" | "ticket" | "image" | "broadcast";
        };
        AuditPage: {
            items: components["schemas"]["AuditEntry"][];
            nextCursor: string | null;
        };
        AuthOptions: {
            /** @description Providers whose keys are configured */
            socialProviders: ("google" | "github")[];
        };
        BanRequest: {
            /**
             * @description Length of the ban in days; null bans until unbanned
             * @default null
             */
            days: number | null;
            reason: string;
        };
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
            /** @description The user's free trial (running or ended); null when they never had one */
            trial: {
                /** @description The trial runs and no paid subscription replaced it */
                active: boolean;
                /** @description Trial credits granted at the start */
                credits: number;
                endsAt: string;
                /**
                 * @description 'expired': ended unpaid, back on Free (unused trial credits taken back); 'converted': a paid subscription followed; null while it runs
                 * @enum {string|null}
                 */
                outcome: "expired" | "converted" | null;
                startedAt: string;
                /** @enum {string} */
                tier: "Free" | "Starter" | "Plus" | "Pro" | "Founders";
            } | null;
            /** @description Whether POST /billing/trial may start one: no trial yet for this account or its email address, and no paid subscription in force */
            trialAvailable: boolean;
            usagePercent: number;
            /** @description Credits spent since periodStart (reservations less refunds) */
            usedThisPeriod: number;
        };
        BrandKit: {
            /** @enum {string} */
            bodyFont: "inter" | "roboto" | "montserrat" | "playfair-display" | "lora" | "dm-sans" | "noto-sans";
            /** @description 1 to 5 colours, #rrggbb; the first is the primary */
            colours: string[];
            createdAt: string;
            /** @enum {string} */
            headingFont: "inter" | "roboto" | "montserrat" | "playfair-display" | "lora" | "dm-sans" | "noto-sans";
            /** Format: uuid */
            id: string;
            logo: {
                height: number;
                url: string;
                width: number;
            } | null;
            name: string;
            /** @enum {string} */
            tone: "friendly" | "premium" | "playful" | "technical";
            updatedAt: string;
        };
        BrandKitFields: {
            /** @enum {string} */
            bodyFont: "inter" | "roboto" | "montserrat" | "playfair-display" | "lora" | "dm-sans" | "noto-sans";
            /** @description 1 to 5 colours, #rrggbb; the first is the primary */
            colours: string[];
            /** @enum {string} */
            headingFont: "inter" | "roboto" | "montserrat" | "playfair-display" | "lora" | "dm-sans" | "noto-sans";
            name: string;
            /** @enum {string} */
            tone: "friendly" | "premium" | "playful" | "technical";
        };
        Broadcast: {
            /** @enum {string} */
            category: "newFeatures" | "marketing" | "promotions";
            content: components["schemas"]["BroadcastContent"];
            createdAt: string;
            finishedAt: string | null;
            /** Format: uuid */
            id: string;
            /** @description Once sending started */
            progress: {
                failed: number;
                pending: number;
                recipients: number;
                sent: number;
                skipped: number;
            } | null;
            startedAt: string | null;
            /** @enum {string} */
            status: "draft" | "sending" | "sent" | "cancelled";
            /** @description When a test of the current content went to its author; sending needs one */
            testedAt: string | null;
            updatedAt: string;
        };
        BroadcastAudience: {
            byLanguage: {
                de?: number;
                en?: number;
                es?: number;
                fr?: number;
                pt?: number;
            };
            /** @description Opted in, but their address bounced or complained */
            suppressed: number;
            /** @description Recipients: opted in and written for in their language */
            total: number;
            /** @description Opted in, but their language was not written: they get nothing */
            withoutLanguage: number;
        };
        BroadcastContent: {
            de?: components["schemas"]["BroadcastLocale"];
            en?: components["schemas"]["BroadcastLocale"];
            es?: components["schemas"]["BroadcastLocale"];
            fr?: components["schemas"]["BroadcastLocale"];
            pt?: components["schemas"]["BroadcastLocale"];
        };
        BroadcastDetail: {
            audience: components["schemas"]["BroadcastAudience"];
            broadcast: components["schemas"]["Broadcast"];
        };
        BroadcastInput: {
            /** @enum {string} */
            category: "newFeatures" | "marketing" | "promotions";
            content: components["schemas"]["BroadcastContent"];
        };
        BroadcastList: {
            items: components["schemas"]["Broadcast"][];
        };
        BroadcastLocale: {
            body: string;
            button?: {
                label: string;
                /** Format: uri */
                url: string;
            } | null;
            subject: string;
        };
        BroadcastPreview: {
            headers: {
                [key: string]: string;
            };
            html: string;
            /** @enum {string} */
            language: "pt" | "en" | "fr" | "es" | "de";
            subject: string;
            text: string;
        };
        BulkDeleteImages: {
            /** @description 1 to 100 image ids (generated images or source photos); repeats count once */
            ids: string[];
        };
        BulkDeleteResult: {
            deleted: number;
        };
        CatalogueAction: {
            options?: components["schemas"]["StudioOptions"];
            /** @enum {string} */
            preset: "amazon" | "shopify" | "etsy" | "ebay" | "google_shopping" | "instagram" | "transparent" | "custom";
            /** @enum {string} */
            type: "packshot";
        } | {
            /** @description Which of the six ideas written from each product's features and audience (default 1) */
            idea?: number;
            settings?: components["schemas"]["ApiBatchSceneSettings"];
            /** @enum {string} */
            type: "scene";
        } | {
            /**
             * @description Default '1:1'
             * @enum {string}
             */
            aspectRatio?: "16:9" | "9:16" | "1:1";
            /** @description Default 5 */
            durationSeconds?: 5 | 10;
            /** @enum {string} */
            type: "video";
        } | {
            /**
             * Format: uuid
             * @description Fonts and colour of one of your brand kits (default: Vitrine's)
             */
            brandKitId?: string;
            /** @description The template: the set's images in listing order, the main image first. Each product fills it from its own data: main (its cover's packshot); infographic (3 to 5 callouts from its features, left out with fewer than 3); detail (its most detailed regions, by rank); angles (its photos, left out with fewer than 2); scene (its newest scene image, left out without one) */
            kinds: ("main" | "scene" | "infographic" | "detail" | "angles")[];
            /** @enum {string} */
            marketplace: "amazon" | "shopify" | "etsy" | "ebay" | "mercado_livre" | "google_shopping";
            /** @enum {string} */
            type: "listing";
        };
        CatalogueQuote: {
            balance: number;
            /** @description What the run costs if every item succeeds */
            credits: number;
            /** @description Listing sets: the template's images some products cannot fill (left out of their sets, not charged), and for how many products */
            leftOut?: {
                /** @enum {string} */
                kind: "main" | "scene" | "infographic" | "detail" | "angles";
                products: number;
            }[];
            /** @description Products one run may take on your plan */
            maxProducts: number;
            /** @description Products selected that have a photo: one item each */
            products: number;
            /** @description Products selected without a photo (left out) */
            withoutPhotos: number;
        };
        CatalogueRunList: {
            items: components["schemas"]["ApiBatch"][];
        };
        CatalogueRunRequest: {
            action: components["schemas"]["CatalogueAction"];
            selection: components["schemas"]["CatalogueSelection"];
        };
        CatalogueSelection: {
            /** @description These products (else every product matching tag and q) */
            productIds?: string[];
            /** @description Words of the title, SKU or tags */
            q?: string;
            tag?: string;
        };
        ChatAvailability: {
            hours: components["schemas"]["SupportHours"];
            live: boolean;
            nextOpening: string | null;
            planIncludesChat: boolean;
            responseHours: number;
            withinHours: boolean;
        };
        ChatConversation: {
            createdAt: string;
            /** Format: uuid */
            id: string;
            messages: components["schemas"]["ChatMessage"][];
            number: number;
            state: components["schemas"]["ChatState"];
        } | null;
        ChatMessage: {
            /** @enum {string} */
            author: "user" | "support";
            body: string;
            createdAt: string;
            /** Format: uuid */
            id: string;
            seq: number;
        };
        ChatMessageRequest: {
            message: string;
        };
        ChatState: {
            /** @enum {string} */
            status: "open" | "in_progress" | "answered" | "closed";
            supportReadAt: string | null;
            supportTyping: boolean;
            userOnline: boolean;
            userReadAt: string | null;
            userTyping: boolean;
        };
        CheckoutRequest: {
            /** @enum {string} */
            period: "month" | "year";
            /** @enum {string} */
            plan: "Starter" | "Plus" | "Pro" | "Founders";
        };
        ComplimentaryTierRequest: {
            reason: string;
            /** @enum {string|null} */
            tier: "Starter" | "Plus" | "Pro" | "Founders" | null;
        };
        ConfirmDeletion: {
            token: string;
        };
        ConnectShop: {
            /** @description A custom app's Admin API access token with the read_products scope (shpat_…); stored encrypted */
            accessToken: string;
            /**
             * @description The store's domain or address, e.g. my-shop.myshopify.com or shop.example.com
             * @example my-shop.myshopify.com
             */
            storeUrl: string;
        };
        CookieInfo: {
            /** @description Not readable by the page */
            httpOnly: boolean;
            /** @description Lifetime in seconds; null: until the browser is closed */
            maxAgeSeconds: number | null;
            name: string;
            /** @enum {string} */
            purpose: "session" | "dontRemember" | "sessionCache" | "accountCache" | "oauthState" | "impersonation" | "sidebar";
            /** @enum {string} */
            setBy: "server" | "browser";
        };
        CreateAdSet: {
            /** Format: uuid */
            brandKitId: string;
            /** @enum {string} */
            dimension: "headline" | "layout" | "colour";
            /** @enum {string} */
            format: "png" | "jpg";
            placements: ("meta-feed-square" | "meta-feed-portrait" | "meta-stories" | "meta-reels" | "google-300x250" | "google-336x280" | "google-728x90" | "google-300x600" | "google-320x50" | "google-responsive-landscape" | "google-responsive-square" | "pinterest-standard" | "linkedin-single-image" | "tiktok-vertical")[];
            product: components["schemas"]["AdProductSource"];
            /**
             * Format: uuid
             * @description The product the set is kept under in the library
             */
            productId?: string;
            variants: components["schemas"]["AdVariant"][];
        };
        /**
         * @example {
         *       "items": [
         *         {
         *           "type": "packshot",
         *           "url": "https://shop.example.com/products/cup.jpg",
         *           "preset": "amazon",
         *           "reference": "SKU-1042"
         *         },
         *         {
         *           "type": "scene",
         *           "sourceImageId": "3f1c2b7e-8a41-4c55-9d3e-2f0a6b1c9d10",
         *           "features": "Stoneware mug, 350 ml, matte glaze",
         *           "audience": "Coffee lovers",
         *           "idea": 2,
         *           "settings": {
         *             "count": 2,
         *             "aspectRatio": "3:4"
         *           }
         *         }
         *       ]
         *     }
         */
        CreateApiBatch: {
            /** @description 1 to 100 items, made in this order */
            items: (components["schemas"]["ApiBatchPackshotItem"] | components["schemas"]["ApiBatchSceneItem"] | components["schemas"]["ApiBatchVideoItem"] | components["schemas"]["ApiBatchListingItem"])[];
        };
        CreateApiKey: {
            /** @description A label to recognise the key by, 1-100 characters */
            name: string;
            /** @description read: the account, library, jobs and files; generate: uploads, generations, cut-outs, studio batches and videos (spends credits); webhooks: webhook endpoints */
            scopes: ("read" | "generate" | "webhooks")[];
        };
        CreatedApiKey: {
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @description The key. It is shown this once: store it in a secret manager */
            key: string;
            /** @description Last request made with the key, to the minute; null when never used */
            lastUsedAt: string | null;
            name: string;
            /** @description The key's first 13 characters, e.g. "vtr_live_Ab3d" */
            prefix: string;
            scopes: ("read" | "generate" | "webhooks")[];
        };
        CreateImageAdjustment: {
            adjustment: {
                /**
                 * @description Side the key light comes from
                 * @enum {string}
                 */
                lightSide?: "auto" | "left" | "right";
                /** @description Move across, a fraction of the frame's width (-0.3 left .. 0.3 right) */
                offsetX?: number;
                /** @description Colour of the set pieces and accents, one of ADJUST_SET_COLOURS; null keeps the idea's own */
                setColour?: string | null;
                /** @description Product size factor (0.7 .. 1.3) */
                size?: number;
                /**
                 * @description The idea's light: another time of day
                 * @enum {string}
                 */
                timeOfDay?: "natural" | "golden_hour" | "night_light" | "soft_morning";
            };
            /**
             * @description Draw the set again with a new seed (charged like one image at its quality); false keeps the seed (free)
             * @default false
             */
            newVariant: boolean;
        };
        CreateImageEdit: {
            /** @description What to change, in the user's words (1..1000 characters) */
            instruction: string;
        };
        CreateListingSet: {
            /**
             * Format: uuid
             * @description The fonts and colour of a brand kit (default: Vitrine's)
             */
            brandKitId?: string;
            dimensions?: components["schemas"]["ListingDimensions"];
            /** @enum {string} */
            marketplace: "amazon" | "shopify" | "etsy" | "ebay" | "mercado_livre" | "google_shopping";
            /** Format: uuid */
            productId: string;
            slots: components["schemas"]["ListingSlot"][];
            /**
             * Format: uuid
             * @description The product's photo to cut out (default: its first photo)
             */
            sourceImageId?: string;
        };
        CreateProduct: {
            /** @example Coffee lovers */
            audience?: string;
            description?: string;
            /**
             * @description What it is and does: the creators start from it
             * @example Stoneware, 350 ml, matte sage glaze, dishwasher safe
             */
            features?: string;
            /**
             * @description Your SKU or handle
             * @example MUG-350-SAGE
             */
            sku?: string;
            /** @description Your source photos of the product, in order (the first is the cover); a photo belongs to one product */
            sourceImageIds?: string[];
            /**
             * @description Up to 20 tags (stored in lower case, each once)
             * @example [
             *       "mugs",
             *       "kitchen"
             *     ]
             */
            tags?: string[];
            /** @example Stoneware mug */
            title: string;
        };
        CreateSettings: {
            /** @description The last generation's settings, or null (switch off or no generation yet) */
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
                redrawProduct?: boolean;
                /** @enum {string} */
                style: "lifestyle" | "studio" | "cinematic" | "natural" | "professional" | "minimal" | "vibrant";
                /** @enum {string} */
                timeOfDay: "natural" | "golden_hour" | "night_light" | "soft_morning";
            } | null;
        };
        CreateStudioBatch: {
            options?: components["schemas"]["StudioOptions"];
            /** @enum {string} */
            preset: "amazon" | "shopify" | "etsy" | "ebay" | "google_shopping" | "instagram" | "transparent" | "custom";
            /** @description 1 to 50 of your source photos, each once; one packshot each */
            sourceImageIds: string[];
        };
        CreateWebhookEndpoint: {
            description?: string;
            /** @description The events sent to this endpoint */
            events: ("generation.completed" | "generation.failed" | "video.completed" | "video.failed" | "studio_batch.completed" | "batch.item.completed" | "batch.item.failed" | "batch.completed" | "credits.low")[];
            /**
             * @description Where events are POSTed: https (http allowed outside production), a public address
             * @example https://shop.example.com/hooks/vitrine
             */
            url: string;
        };
        CreditAdjustment: {
            /** @description Whole credits: positive grants, negative deducts */
            amount: number;
            /** @description One per intended adjustment (the form makes one when it opens): a replay changes nothing */
            idempotencyKey: string;
            reason: string;
        };
        CreditAdjustmentResult: {
            /** @description False when this idempotency key was applied before */
            applied: boolean;
            balance: number;
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
                reason: "signup_grant" | "monthly_grant" | "upgrade_grant" | "generation_reserve" | "generation_refund" | "video_reserve" | "video_refund" | "admin_adjustment" | "studio_reserve" | "studio_refund" | "ad_reserve" | "ad_refund" | "listing_reserve" | "listing_refund" | "trial_grant" | "trial_expiry" | "money_back";
            }[];
            nextCursor: string | null;
        };
        CsvPreview: {
            /** @description The header each field was read from, e.g. { "title": "Título" } */
            columns: {
                [key: string]: string;
            };
            invalid: number;
            rows: {
                imageUrls: string[];
                /** @description The line the row starts on (the header is line 1) */
                line: number;
                /** @description Empty when the row can be imported */
                problems: {
                    /** @enum {string} */
                    code: "title_missing" | "title_too_long" | "text_too_long" | "text_invalid" | "image_missing" | "image_url_invalid" | "too_many_images" | "too_many_tags" | "sku_repeated";
                    message: string;
                }[];
                sku: string | null;
                tags: string[];
                title: string;
            }[];
            total: number;
            valid: number;
        };
        Cutout: {
            /** @description How sure the engine is of the matte, 0..1, once ready */
            confidence: number | null;
            /** @description Why it failed, in the request's language */
            error: string | null;
            /** @enum {string|null} */
            method: "alpha" | "model" | "grabcut" | "touch_up" | null;
            /** @description Separate objects the automatic cut-out kept as the product (quoted by the objects_kept warning); null before it is ready, after a touch-up, or for older cut-outs */
            objectCount: number | null;
            /** @description The product's box in the photo once ready (null before, or for older cut-outs): the built-in renderer offers the qualities it can fill without enlarging the product past 1.8x */
            productBox: {
                height: number;
                width: number;
            } | null;
            /** @description Percent, while pending or running */
            progress: number;
            /** @enum {string} */
            status: "pending" | "running" | "ready" | "failed";
            /** @description The touch-up strokes the current matte was made with */
            strokes: components["schemas"]["CutoutStroke"][];
            updatedAt: string;
            warnings: ("uncertain_edges" | "several_objects" | "objects_kept" | "touches_frame" | "check_leftovers" | "small_product" | "too_small")[];
        };
        CutoutStroke: {
            /** @enum {string} */
            mode: "keep" | "remove" | "select";
            /** @description Points [x, y], fractions of the width and height */
            points: number[][];
            /** @description Brush radius as a fraction of the photo's long side */
            radius: number;
        };
        CutoutTouchUp: {
            strokes: components["schemas"]["CutoutStroke"][];
        };
        DataExport: {
            bytes: number | null;
            expiresAt: string | null;
            /** Format: uuid */
            id: string;
            readyAt: string | null;
            requestedAt: string;
            /** @enum {string} */
            status: "queued" | "running" | "ready" | "failed" | "expired";
        };
        DataExportList: {
            items: components["schemas"]["DataExport"][];
            nextRequestAt: string | null;
        };
        DeletionConfirmed: {
            /** @enum {string} */
            status: "deleting" | "deleted";
        };
        DeletionRequested: {
            email: string;
        };
        Error: {
            error: {
                code: string;
                message: string;
            };
        };
        GalleryItem: {
            aspectRatio: string | null;
            height: number;
            /** Format: uuid */
            id: string;
            publishedAt: string;
            style: string | null;
            timeOfDay: string | null;
            width: number;
        };
        GalleryPage: {
            items: components["schemas"]["GalleryItem"][];
            nextCursor: string | null;
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
                /** @description A local studio render that Adjust can draw again; null for other images */
                adjust?: {
                    current: {
                        /**
                         * @description Side the key light comes from
                         * @enum {string}
                         */
                        lightSide: "auto" | "left" | "right";
                        /** @description Move across, a fraction of the frame's width (-0.3 left .. 0.3 right) */
                        offsetX: number;
                        /** @description Colour of the set pieces and accents, one of ADJUST_SET_COLOURS; null keeps the idea's own */
                        setColour?: string | null;
                        /** @description Product size factor (0.7 .. 1.3) */
                        size: number;
                        /**
                         * @description The idea's light: another time of day
                         * @enum {string}
                         */
                        timeOfDay: "natural" | "golden_hour" | "night_light" | "soft_morning";
                    };
                    newVariantCredits: number;
                    /** @description A new variant draws the idea again: true when the idea is premium and the user's plan does not unlock premium ideas (the request would answer 403 scenario_locked) */
                    newVariantLocked: boolean;
                } | null;
                createdAt: string;
                /** @enum {string} */
                format: "png" | "jpg";
                height: number;
                /** Format: uuid */
                id: string;
                /** @description In the library; false when made with 'Auto-save images' off and not saved yet (deleted 24 hours after it was made) */
                saved: boolean;
                width: number;
            }[];
            /** @description Translated message about images refunded because the product changed, e.g. 'The product changed too much in this image, so its credits were refunded.'; null when none */
            notice?: string | null;
            /** @description Images refunded because the product changed too much in them (fidelity check, when the AI may redraw the product) */
            productChangedCount?: number;
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
                redrawProduct?: boolean;
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
        HideGalleryItem: {
            reason: string;
        };
        ImageDiagnostics: {
            createdAt: string;
            /** @description The image engine: 'local-studio', 'openai', 'gemini', 'fal', 'comfyui' */
            engine: string;
            estimatedCostUsd: number | null;
            /** @description 0..1: how much the product found in the output looks like its cut-out; null when the check did not run (product lock or local renderer) */
            fidelityScore: number | null;
            /** @description Scores under it were rendered once more, then refunded */
            fidelityThreshold: number;
            /**
             * Format: uuid
             * @description Null for a Studio packshot
             */
            generationId: string | null;
            /** Format: uuid */
            id: string;
            latencyMs: number | null;
            model: string | null;
            position: number;
            /** @description The product's own pixels were composited back over the engine's output (product lock) */
            productLocked: boolean;
            provider: string | null;
        };
        ImageEngine: {
            /** @description A generative model paints the images (the settings offer 'Let the AI redraw the product') */
            hosted: boolean;
            /** @description The engine: 'local-studio', 'openai', 'gemini', 'fal', 'comfyui' */
            name: string;
            /** @description The engine paints only around the product, whose own pixels are composited back (unless the user lets the AI redraw it) */
            productLock: boolean;
        };
        Import: {
            createdAt: string;
            failed: number;
            finishedAt: string | null;
            /** Format: uuid */
            id: string;
            imported: number;
            /** @description Every row or product, in order */
            items: {
                /** @description Why it failed or was skipped, in your language */
                errors: {
                    code: string;
                    message: string;
                }[];
                /** @description Shopify product id */
                externalId: string | null;
                /** @description The CSV line the row starts on (the header is line 1) */
                line: number | null;
                position: number;
                /** Format: uuid */
                productId: string | null;
                sku: string | null;
                /** @enum {string} */
                status: "pending" | "imported" | "updated" | "failed" | "skipped";
                title: string;
                /** @description The photo address that failed */
                url: string | null;
            }[];
            /** @description Items done (imported, updated, failed or skipped) */
            processed: number;
            skipped: number;
            /** @enum {string} */
            source: "csv" | "shopify";
            /** @description The store's host, or the file's name */
            sourceName: string | null;
            startedAt: string | null;
            /** @enum {string} */
            status: "queued" | "running" | "completed" | "cancelled";
            total: number;
            updated: number;
        };
        ImportList: {
            items: components["schemas"]["ImportSummary"][];
        };
        ImportSummary: {
            createdAt: string;
            failed: number;
            finishedAt: string | null;
            /** Format: uuid */
            id: string;
            imported: number;
            /** @description Items done (imported, updated, failed or skipped) */
            processed: number;
            skipped: number;
            /** @enum {string} */
            source: "csv" | "shopify";
            /** @description The store's host, or the file's name */
            sourceName: string | null;
            /** @enum {string} */
            status: "queued" | "running" | "completed" | "cancelled";
            total: number;
            updated: number;
        };
        JobActionResult: {
            /** @description Credits given back by this cancel (0 for a retry, or when already refunded) */
            creditsRefunded: number;
            job: components["schemas"]["AdminJob"];
        };
        JobQueueStats: {
            cancelled: number;
            completed: number;
            /** @description Out of attempts (can be retried by an admin) */
            failed: number;
            queue: string;
            /** @description Waiting for a worker ('created') */
            queued: number;
            /** @description Failed an attempt and waiting for the next ('retry') */
            retrying: number;
            /** @description Held by a worker ('active') */
            running: number;
        };
        JobStats: {
            queues: components["schemas"]["JobQueueStats"][];
        };
        LandingInfo: {
            /** @description When the counts were taken (ISO 8601); they are cached for a few minutes */
            countedAt: string;
            partners: components["schemas"]["Partner"][];
            stats: {
                /** @description Accounts with a confirmed email */
                accounts: number;
                /** @description Images generated on this instance */
                images: number;
                /** @description Videos finished on this instance */
                videos: number;
            };
            testimonials: components["schemas"]["Testimonial"][];
        };
        LegalInfo: {
            cookies: components["schemas"]["CookieInfo"][];
            moneyBackDays: number;
            operator: {
                /** @description OPERATOR_ADDRESS; null when not configured */
                address: string | null;
                /** @description OPERATOR_EMAIL; null when not configured */
                email: string | null;
                /** @description OPERATOR_NAME; null when not configured */
                name: string | null;
            };
            /**
             * @description How plans are paid on this instance
             * @enum {string}
             */
            payments: "stripe" | "test" | "none";
            processors: components["schemas"]["Processor"][];
            publicUrl: string;
            retention: {
                confirmationLinkHours: number;
                passwordResetLinkMinutes: number;
                /** @description A session lasts this many days, renewed while in use */
                sessionDays: number;
            };
        };
        LibraryItem: {
            /** @description A local studio render that Adjust can draw again: the values it was drawn with and what a new variant costs; null for other images */
            adjust?: {
                current: {
                    /**
                     * @description Side the key light comes from
                     * @enum {string}
                     */
                    lightSide: "auto" | "left" | "right";
                    /** @description Move across, a fraction of the frame's width (-0.3 left .. 0.3 right) */
                    offsetX: number;
                    /** @description Colour of the set pieces and accents, one of ADJUST_SET_COLOURS; null keeps the idea's own */
                    setColour?: string | null;
                    /** @description Product size factor (0.7 .. 1.3) */
                    size: number;
                    /**
                     * @description The idea's light: another time of day
                     * @enum {string}
                     */
                    timeOfDay: "natural" | "golden_hour" | "night_light" | "soft_morning";
                };
                newVariantCredits: number;
                /** @description A new variant draws the idea again: true when the idea is premium and the user's plan does not unlock premium ideas (the request would answer 403 scenario_locked) */
                newVariantLocked: boolean;
            } | null;
            createdAt: string;
            /**
             * @description How the image was made, as its file's XMP states it (IPTC DigitalSourceType): compositeSynthetic (local engine), compositeWithTrainedAlgorithmicMedia (a model's scene around the product's own pixels), trainedAlgorithmicMedia (a model's output kept whole); null for source photos
             * @enum {string|null}
             */
            digitalSourceType?: "compositeSynthetic" | "compositeWithTrainedAlgorithmicMedia" | "trainedAlgorithmicMedia" | null;
            /** @description Marked as favorite by the user */
            favorite: boolean;
            /** @enum {string} */
            format: "png" | "jpg";
            height: number;
            /** Format: uuid */
            id: string;
            /**
             * @description 'studio' for a Studio Photos packshot, else 'scene' (source photos too)
             * @enum {string}
             */
            kind: "scene" | "studio" | "ad" | "listing";
            /**
             * Format: uuid
             * @description The image this one was edited or adjusted from; null otherwise or once the parent is deleted
             */
            parentImageId?: string | null;
            prompt: string;
            /**
             * @description The preset of a Studio Photos packshot
             * @enum {string|null}
             */
            studioPreset: "amazon" | "shopify" | "etsy" | "ebay" | "google_shopping" | "instagram" | "transparent" | "custom" | null;
            title: string | null;
            /** @enum {string} */
            type: "generated" | "source";
            width: number;
        };
        LibraryPage: {
            items: components["schemas"]["LibraryItem"][];
            nextCursor: string | null;
        };
        ListingCallout: {
            /** @description Where the leader line points on the product; chosen on its edge when left out */
            anchor?: {
                x: number;
                y: number;
            };
            /** @enum {string} */
            icon: "check" | "shield-check" | "droplets" | "leaf" | "zap" | "battery-full" | "ruler" | "weight" | "sparkles" | "heart" | "sun" | "snowflake" | "thermometer" | "recycle" | "package" | "timer" | "volume-2" | "wifi" | "bluetooth" | "hand" | "feather" | "gem" | "lock" | "wrench" | "star" | "clock" | "maximize" | "layers" | "wind" | "flame" | "baby" | "paw-print" | "shirt" | "utensils" | "plug" | "cpu" | "camera" | "music" | "dumbbell" | "brush" | "scissors" | "globe" | "award" | "gift" | "smile" | "eye" | "move";
            text?: string;
            title: string;
        };
        ListingCheckReport: {
            /** @description The main image: the packshot compliance check */
            compliance: {
                /** @description The background painted: '#RRGGBB' or 'transparent' */
                background: string;
                /** @description How many pixels that is */
                backgroundPixels: number;
                /** @description Percent of the pixels outside the product, its soft edge and shadow (and the JPEG blocks they touch) that are exactly the background; 100 to pass */
                backgroundPurity: number;
                checks: {
                    background: boolean;
                    colourSpace: boolean;
                    /** @description The cut-out is confident and holds no stray piece (absent on packshots made before this check) */
                    cutout?: boolean;
                    fill: boolean;
                    format: boolean;
                    metadata: boolean;
                    size: boolean;
                };
                /** @description 'srgb' to pass */
                colourSpace: string;
                /** @description Percent of the frame the product's box fills (its longer relative dimension) */
                fill: number;
                /** @enum {string} */
                format: "jpg" | "png";
                height: number;
                /** @description Highest fill accepted, percent */
                maxFill: number;
                /** @description No EXIF, XMP, IPTC, text chunks, nor an ICC profile other than sRGB */
                metadataStripped: boolean;
                /** @description Lowest fill accepted, percent */
                minFill: number;
                /** @description Every check passed: the packshot meets its preset */
                passed: boolean;
                width: number;
            } | null;
            contrast: {
                ok: boolean;
                texts: {
                    item: string;
                    ratio: number;
                    required: number;
                }[];
            };
            /** @description How far the photo's pixels were enlarged (1 or less: not at all) */
            enlarged: {
                factor: number;
                ok: boolean;
            };
            glyphs: {
                missing: string[];
                ok: boolean;
            };
            /** @description Texts that did not fit their box */
            overflow: {
                items: string[];
                ok: boolean;
            };
            passed: boolean;
            /** @description Texts drawn over the product */
            productClear: {
                items: string[];
                ok: boolean;
            };
            /** @description Exactly the marketplace's size */
            size: {
                height: number;
                ok: boolean;
                width: number;
            };
        };
        ListingDimensions: {
            depth?: number;
            height: number;
            /** @enum {string} */
            unit: "cm" | "mm" | "in";
            weight?: number;
            /** @enum {string} */
            weightUnit?: "kg" | "g" | "lb" | "oz";
            width: number;
        };
        ListingImage: {
            altText: string;
            checks: components["schemas"]["ListingCheckReport"] | null;
            error: string | null;
            /** @description Its name in the zip: 01-main.jpg, 02-infographic.jpg… */
            fileName: string;
            height: number;
            /** Format: uuid */
            imageId: string | null;
            /** @enum {string} */
            kind: "main" | "scene" | "infographic" | "dimensions" | "detail" | "angles" | "comparison";
            /** @description From 1, in listing order */
            position: number;
            /** @enum {string} */
            status: "queued" | "succeeded" | "flagged" | "failed";
            width: number;
        };
        ListingPoint: {
            x: number;
            y: number;
        };
        ListingPreview: {
            images: {
                altText: string;
                /** @description An infographic's points, in callout order, as fractions of the product's box */
                anchors: components["schemas"]["ListingPoint"][] | null;
                checks: components["schemas"]["ListingCheckReport"];
                height: number;
                /** @description A data: URL of a small WebP preview */
                image: string;
                /** @enum {string} */
                kind: "main" | "scene" | "infographic" | "dimensions" | "detail" | "angles" | "comparison";
                position: number;
                /** @description An infographic's product box, as fractions of the image */
                productBox: {
                    height: number;
                    width: number;
                    x: number;
                    y: number;
                } | null;
                /** @description A detail crop's region of the photo */
                region: {
                    height: number;
                    width: number;
                    x: number;
                    y: number;
                } | null;
                /** @description The marketplace's size, px (the preview itself is smaller) */
                width: number;
            }[];
        };
        ListingPreviewRequest: {
            /**
             * Format: uuid
             * @description The fonts and colour of a brand kit (default: Vitrine's)
             */
            brandKitId?: string;
            dimensions?: components["schemas"]["ListingDimensions"];
            /** @enum {string} */
            marketplace: "amazon" | "shopify" | "etsy" | "ebay" | "mercado_livre" | "google_shopping";
            /** Format: uuid */
            productId: string;
            slots: components["schemas"]["ListingSlot"][];
            /**
             * Format: uuid
             * @description The product's photo to cut out (default: its first photo)
             */
            sourceImageId?: string;
        };
        ListingSet: {
            createdAt: string;
            creditsCharged: number;
            creditsRefunded: number;
            dimensions: components["schemas"]["ListingDimensions"] & (Record<string, never> | null);
            finishedAt: string | null;
            /** Format: uuid */
            id: string;
            images: components["schemas"]["ListingImage"][];
            language: string;
            /** @enum {string} */
            marketplace: "amazon" | "shopify" | "etsy" | "ebay" | "mercado_livre" | "google_shopping";
            /** Format: uuid */
            productId: string | null;
            slots: components["schemas"]["ListingSlot"][];
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "partial" | "failed";
        };
        ListingSlot: {
            /** @enum {string} */
            kind: "main";
        } | {
            /**
             * Format: uuid
             * @description A scene or lifestyle image of this product from your library
             */
            imageId: string;
            /** @enum {string} */
            kind: "scene";
        } | {
            callouts: components["schemas"]["ListingCallout"][];
            /** @enum {string} */
            kind: "infographic";
            title?: string;
        } | {
            /** @enum {string} */
            kind: "dimensions";
            title?: string;
        } | {
            /** @enum {string} */
            kind: "detail";
            /**
             * @description Without a region: 0 = most detailed, 1 = next, 2
             * @default 0
             */
            rank: number;
            /** @description Left out: the region with the most detail */
            region?: {
                height: number;
                width: number;
                x: number;
                y: number;
            };
        } | {
            /** @enum {string} */
            kind: "angles";
            sourceImageIds: string[];
            title?: string;
        } | {
            /** @enum {string} */
            kind: "comparison";
            lines: string[];
            title: string;
        };
        ManagerThread: {
            conversation: components["schemas"]["ChatConversation"];
            manager: {
                name: string;
                photoUrl: string | null;
            } | null;
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
        MoneyBackRequestBody: {
            message?: string;
        };
        MoneyBackStatus: {
            /** @enum {string|null} */
            blocker: "no_payment" | "window_closed" | "requested" | null;
            canRequest: boolean;
            deadline: string | null;
            firstPayment: {
                amountMinor: number;
                currency: string;
                paidAt: string;
                /** @enum {string} */
                tier: "Free" | "Starter" | "Plus" | "Pro" | "Founders";
            } | null;
            request: components["schemas"]["RefundRequest"];
            windowDays: number;
        };
        MyPublication: {
            hidden: boolean;
            /** Format: uuid */
            imageId: string;
            publishedAt: string;
        };
        MyPublications: {
            items: components["schemas"]["MyPublication"][];
            publicGallery: boolean;
        };
        NotificationSettings: {
            accountUpdates: boolean;
            generationComplete: boolean;
            marketing: boolean;
            monthlySummary: boolean;
            newFeatures: boolean;
            promotions: boolean;
        };
        NotificationSettingsUpdate: {
            accountUpdates?: boolean;
            generationComplete?: boolean;
            marketing?: boolean;
            monthlySummary?: boolean;
            newFeatures?: boolean;
            promotions?: boolean;
        };
        Overview: {
            days: number;
            from: string;
            revenue: components["schemas"]["RevenueByTier"][];
            series: components["schemas"]["OverviewDay"][];
            to: string;
            totals: {
                admins: number;
                banned: number;
                creditsOutstanding: number;
                users: number;
            };
        };
        OverviewDay: {
            /** @description Users who signed in, uploaded, generated or made a video that day */
            activeUsers: number;
            creditsGranted: number;
            creditsRefunded: number;
            /** @description Reserved less refunded */
            creditsSpent: number;
            /** @description YYYY-MM-DD (UTC) */
            date: string;
            failedImages: number;
            failedVideos: number;
            images: number;
            /** @description Estimated vendor cost of the outputs made that day */
            providerCostUsd: number;
            signups: number;
            videos: number;
        };
        Partner: {
            name: string;
            /** Format: uri */
            url?: string;
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
            /** @description Images made from now on carry a small visible label saying how they were made ('AI-generated', or 'Digital composite' for the local engine); off by default. Every file states it in its metadata either way */
            aiLabel: boolean;
            /** @description Generated images go to the library when made (else only when saved) */
            autoSaveImages: boolean;
            /** @description The create screen starts from the last generation's settings */
            autoSaveSettings: boolean;
            /** @enum {string|null} */
            language: "pt" | "en" | "fr" | "es" | "de" | null;
            /** @enum {string|null} */
            theme: "light" | "dark" | "auto" | null;
        };
        PreferencesUpdate: {
            aiLabel?: boolean;
            autoSaveImages?: boolean;
            autoSaveSettings?: boolean;
            /** @enum {string} */
            language?: "pt" | "en" | "fr" | "es" | "de";
            /** @enum {string} */
            theme?: "light" | "dark" | "auto";
        };
        PrivacySettings: {
            analyticsData: boolean;
            loginNotifications: boolean;
            publicGallery: boolean;
            showGenerationHistory: boolean;
        };
        PrivacySettingsUpdate: {
            analyticsData?: boolean;
            loginNotifications?: boolean;
            publicGallery?: boolean;
            showGenerationHistory?: boolean;
        };
        Processor: {
            /** @description Host the data is sent to, when known */
            host: string | null;
            /** @description Stable id: 'openai', 'gemini', 'fal', 'stripe', 'smtp', 'openai-compatible' or the engine's name */
            id: string;
            /** @description Display name (a company, or the host of a self-chosen endpoint) */
            name: string;
            purposes: ("scenarioIdeas" | "images" | "videos" | "payments" | "email")[];
        };
        Product: {
            audience: string;
            /**
             * Format: uuid
             * @description The first photo (a source image id)
             */
            coverImageId: string | null;
            createdAt: string;
            description: string;
            features: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            origin: "upload" | "shopify" | "csv" | "api";
            /** @description Images made from its photos and still in the library */
            outputCount: number;
            /** @description Images made from its photos, newest first (at most 200) */
            outputs: {
                createdAt: string;
                height: number;
                /** Format: uuid */
                id: string;
                kind: string;
                /** Format: uuid */
                sourceImageId: string;
                width: number;
            }[];
            photoCount: number;
            photos: {
                height: number;
                /** Format: uuid */
                id: string;
                name: string | null;
                position: number;
                width: number;
            }[];
            sku: string | null;
            tags: string[];
            title: string;
            updatedAt: string;
        };
        ProductPage: {
            items: components["schemas"]["ProductSummary"][];
            nextCursor: string | null;
            /** @description Products matching the filters */
            total: number;
        };
        ProductSummary: {
            /**
             * Format: uuid
             * @description The first photo (a source image id)
             */
            coverImageId: string | null;
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            origin: "upload" | "shopify" | "csv" | "api";
            /** @description Images made from its photos and still in the library */
            outputCount: number;
            photoCount: number;
            sku: string | null;
            tags: string[];
            title: string;
            updatedAt: string;
        };
        Profile: {
            bio: string | null;
            /** @description Shown in the app (the greeting, emails); the sign-up name until changed */
            displayName: string;
            email: string;
            emailVerified: boolean;
            firstName: string | null;
            /** @description False for accounts that sign in only with Google or GitHub */
            hasPassword: boolean;
            lastName: string | null;
            /** @description App-relative URL of the 512x512 WebP photo (owner only), or null */
            photoUrl: string | null;
            profession: string | null;
            /** @description Linked Google or GitHub accounts */
            providers: ("google" | "github")[];
        };
        ProfileSaveResult: {
            authProfileUpdated: boolean;
            profile: components["schemas"]["Profile"];
        };
        ProfileUpdate: {
            bio?: string | null;
            displayName: string;
            firstName?: string | null;
            lastName?: string | null;
            profession?: string | null;
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
        ProviderMetrics: {
            days: number;
            rows: components["schemas"]["ProviderMetricsRow"][];
        };
        ProviderMetricsRow: {
            /** @description Estimated vendor cost of the outputs made */
            costUsd: number;
            errorRate: number;
            /** @description Outputs that failed (refunded) */
            failures: number;
            /** @enum {string} */
            kind: "images" | "videos";
            latencyP50Ms: number | null;
            latencyP95Ms: number | null;
            model: string | null;
            /** @description Outputs made */
            outputs: number;
            provider: string;
        };
        ReasonRequest: {
            reason: string;
        };
        RedirectUrl: {
            url: string;
        };
        RefundDecision: {
            reason: string;
        };
        RefundRequest: {
            amountMinor: number;
            /** @description Unspent credits of the refunded period taken back (approved only) */
            creditsTakenBack: number | null;
            currency: string;
            decidedAt: string | null;
            /** Format: uuid */
            id: string;
            paidAt: string;
            requestedAt: string;
            /** @enum {string} */
            status: "pending" | "approved" | "declined";
            /** @enum {string} */
            tier: "Free" | "Starter" | "Plus" | "Pro" | "Founders";
        } | null;
        RevenueByTier: {
            /** @description Minor units (cents) */
            amountMinor: number;
            currency: string;
            invoices: number;
            /** @enum {string} */
            tier: "Free" | "Starter" | "Plus" | "Pro" | "Founders";
        };
        RevokedSessions: {
            revoked: number;
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
        Session: {
            /** @description ISO 8601: when it signed in */
            createdAt: string;
            /** @description The session of this request */
            current: boolean;
            expiresAt: string;
            id: string;
            ipAddress: string | null;
            /** @description ISO 8601: last refresh of the session */
            lastActiveAt: string;
            userAgent: string | null;
        };
        SessionList: {
            sessions: components["schemas"]["Session"][];
        };
        ShopConnection: {
            createdAt: string;
            /** Format: uuid */
            id: string;
            lastUsedAt: string | null;
            /** @enum {string} */
            platform: "shopify";
            storeDomain: string;
            /** @description The token's last 4 characters */
            tokenHint: string;
        };
        ShopConnectionList: {
            items: components["schemas"]["ShopConnection"][];
        };
        ShopifyImport: {
            /**
             * @description Shopify product ids to import; without: all the store's products (up to 1,000)
             * @example [
             *       "7000000001",
             *       "7000000002"
             *     ]
             */
            productIds?: string[];
            /** @enum {string} */
            source: "shopify";
            /**
             * @description The store's domain or address, e.g. my-shop.myshopify.com or shop.example.com
             * @example my-shop.myshopify.com
             */
            storeUrl: string;
        };
        ShopifyPreview: {
            /**
             * @description public: its products.json; token: the Admin API with your connected access token
             * @enum {string}
             */
            access: "public" | "token";
            products: {
                handle: string;
                /** @description Shopify product id */
                id: string;
                imageCount: number;
                /** @description Its first photo */
                imageUrl: string | null;
                /**
                 * Format: uuid
                 * @description Your product from an earlier import of it (importing again updates it)
                 */
                productId: string | null;
                sku: string | null;
                title: string;
                variantsCount: number;
            }[];
            /** @description The store's host */
            store: string;
            /** @description The store has more than 1,000 products: the first 1,000 are listed */
            truncated: boolean;
        };
        ShopifyPreviewRequest: {
            /**
             * @description The store's domain or address, e.g. my-shop.myshopify.com or shop.example.com
             * @example my-shop.myshopify.com
             */
            storeUrl: string;
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
        StudioBatch: {
            createdAt: string;
            creditsRefunded: number;
            creditsReserved: number;
            /** @description Items finished, made or failed */
            doneCount: number;
            failedCount: number;
            /** Format: uuid */
            id: string;
            items: components["schemas"]["StudioItem"][];
            progress: number;
            requestedCount: number;
            spec: components["schemas"]["StudioSpec"];
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "partial" | "failed";
        };
        StudioBatchCreated: {
            creditsReserved: number;
            /** Format: uuid */
            id: string;
            spec: components["schemas"]["StudioSpec"];
            /** @enum {string} */
            status: "queued";
        };
        StudioCompliance: {
            /** @description The background painted: '#RRGGBB' or 'transparent' */
            background: string;
            /** @description How many pixels that is */
            backgroundPixels: number;
            /** @description Percent of the pixels outside the product, its soft edge and shadow (and the JPEG blocks they touch) that are exactly the background; 100 to pass */
            backgroundPurity: number;
            checks: {
                background: boolean;
                colourSpace: boolean;
                /** @description The cut-out is confident and holds no stray piece (absent on packshots made before this check) */
                cutout?: boolean;
                fill: boolean;
                format: boolean;
                metadata: boolean;
                size: boolean;
            };
            /** @description 'srgb' to pass */
            colourSpace: string;
            /** @description Percent of the frame the product's box fills (its longer relative dimension) */
            fill: number;
            /** @enum {string} */
            format: "jpg" | "png";
            height: number;
            /** @description Highest fill accepted, percent */
            maxFill: number;
            /** @description No EXIF, XMP, IPTC, text chunks, nor an ICC profile other than sRGB */
            metadataStripped: boolean;
            /** @description Lowest fill accepted, percent */
            minFill: number;
            /** @description Every check passed: the packshot meets its preset */
            passed: boolean;
            width: number;
        } | null;
        StudioItem: {
            compliance: components["schemas"]["StudioCompliance"];
            /** @description Why it failed, in the request's language */
            error: string | null;
            /** @enum {string|null} */
            failure: "source_missing" | "cutout_failed" | "render_failed" | "not_compliant" | null;
            /** @description The packshot in the library (null until made, or when it failed or was deleted) */
            image: {
                /** @description Its name in the zip */
                fileName: string;
                /** @enum {string} */
                format: "jpg" | "png";
                height: number;
                /** Format: uuid */
                id: string;
                width: number;
            } | null;
            /** @description 0-based, in the order the photos were sent */
            position: number;
            /**
             * Format: uuid
             * @description Null once the photo is deleted
             */
            sourceImageId: string | null;
            /** @description The photo's file name */
            sourceName: string;
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed";
        };
        StudioOptions: {
            /** @enum {string} */
            alignment?: "center" | "bottom" | "top";
            /** @description '#RRGGBB' or 'transparent'; marketplace presets accept only the colours they offer */
            background?: string;
            /**
             * @description Custom only; a transparent background needs 'png'
             * @enum {string}
             */
            format?: "jpg" | "png";
            /** @description Custom only: frame height, px */
            height?: number;
            /** @description Custom only: space around the product on its limiting sides, percent of the frame */
            padding?: number;
            /** @enum {string} */
            shadow?: "none" | "contact" | "soft_drop" | "reflection";
            /** @description Custom only: frame width, px */
            width?: number;
        };
        StudioSpec: {
            /** @enum {string} */
            alignment: "center" | "bottom" | "top";
            /** @description '#RRGGBB' or 'transparent' */
            background: string;
            /** @description Share of the frame the product's box fills (its longer relative dimension), 0..1 */
            fill: number;
            /** @enum {string} */
            format: "jpg" | "png";
            height: number;
            maxFill: number;
            minFill: number;
            /** @enum {string} */
            preset: "amazon" | "shopify" | "etsy" | "ebay" | "google_shopping" | "instagram" | "transparent" | "custom";
            /** @enum {string} */
            shadow: "none" | "contact" | "soft_drop" | "reflection";
            width: number;
        };
        SupportChat: {
            availability: components["schemas"]["ChatAvailability"];
            conversation: components["schemas"]["ChatConversation"];
        };
        SupportHours: {
            /**
             * @description HH:MM in the time zone, exclusive
             * @example 18:00
             */
            closes: string;
            /** @description ISO weekdays, 1 Monday to 7 Sunday */
            days: number[];
            /**
             * @description HH:MM in the time zone
             * @example 09:00
             */
            opens: string;
            /**
             * @description IANA time zone of the operator
             * @example Europe/Lisbon
             */
            timeZone: string;
        };
        SupportUnread: {
            count: number;
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
        Testimonial: {
            /** @description Language of the quote (BCP 47), for the page */
            language?: string;
            name: string;
            quote: string;
            role?: string;
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
        Ticket: {
            /** @enum {string} */
            category: "technical" | "billing" | "feature" | "account" | "general";
            createdAt: string;
            /** Format: uuid */
            id: string;
            message: string;
            number: number;
            /** @enum {string} */
            status: "open" | "in_progress" | "answered" | "closed";
            subject: string;
            updatedAt: string;
        };
        TicketClose: {
            reason?: string;
        };
        TicketFollowUp: {
            message: string;
        };
        TicketList: {
            items: components["schemas"]["Ticket"][];
        };
        TicketMessage: {
            /** @enum {string} */
            author: "user" | "support";
            body: string;
            createdAt: string;
            /** Format: uuid */
            id: string;
        };
        TicketReply: {
            message: string;
        };
        TicketRequest: {
            /** @enum {string} */
            category: "technical" | "billing" | "feature" | "account" | "general";
            message: string;
            subject: string;
        };
        TicketThread: {
            /** @description False once the ticket is closed */
            canFollowUp: boolean;
            /** @enum {string} */
            category: "technical" | "billing" | "feature" | "account" | "general";
            createdAt: string;
            /** Format: uuid */
            id: string;
            message: string;
            messages: components["schemas"]["TicketMessage"][];
            number: number;
            /** @enum {string} */
            status: "open" | "in_progress" | "answered" | "closed";
            subject: string;
            updatedAt: string;
        };
        Trial: {
            /** @description The trial runs and no paid subscription replaced it */
            active: boolean;
            /** @description Trial credits granted at the start */
            credits: number;
            endsAt: string;
            /**
             * @description 'expired': ended unpaid, back on Free (unused trial credits taken back); 'converted': a paid subscription followed; null while it runs
             * @enum {string|null}
             */
            outcome: "expired" | "converted" | null;
            startedAt: string;
            /** @enum {string} */
            tier: "Free" | "Starter" | "Plus" | "Pro" | "Founders";
        };
        TrialRequest: {
            /** @enum {string} */
            plan: "Starter" | "Plus" | "Pro" | "Founders";
        };
        UnsubscribeRequest: {
            /** @default false */
            subscribe: boolean;
            token: string;
        };
        UnsubscribeResult: {
            /** @enum {string} */
            category: "generationComplete" | "monthlySummary" | "newFeatures" | "marketing" | "accountUpdates" | "promotions" | "all";
            subscribed: boolean;
        };
        UpdateProduct: {
            audience?: string;
            description?: string;
            features?: string;
            /** @description null or '' removes it */
            sku?: string | null;
            /** @description Your source photos of the product, in order (the first is the cover); a photo belongs to one product */
            sourceImageIds?: string[];
            /**
             * @description Up to 20 tags (stored in lower case, each once)
             * @example [
             *       "mugs",
             *       "kitchen"
             *     ]
             */
            tags?: string[];
            title?: string;
        };
        UpdateWebhookEndpoint: {
            description?: string | null;
            enabled?: boolean;
            /** @description The events sent to this endpoint */
            events?: ("generation.completed" | "generation.failed" | "video.completed" | "video.failed" | "studio_batch.completed" | "batch.item.completed" | "batch.item.failed" | "batch.completed" | "credits.low")[];
        };
        UploadSourceImageByUrl: {
            /**
             * @description A public http:// or https:// address of a PNG, JPG, WebP or HEIC image
             * @example https://shop.example.com/products/cup.jpg
             */
            url: string;
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
        Watching: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "generation" | "video";
        };
        WebhookDelivery: {
            attempts: number;
            createdAt: string;
            deliveredAt: string | null;
            /** @enum {string} */
            eventType: "generation.completed" | "generation.failed" | "video.completed" | "video.failed" | "studio_batch.completed" | "batch.item.completed" | "batch.item.failed" | "batch.completed" | "credits.low";
            /** @description The message id sent as webhook-id */
            id: string;
            lastDurationMs: number | null;
            lastError: string | null;
            lastStatusCode: number | null;
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
        };
        WebhookDeliveryList: {
            deliveries: components["schemas"]["WebhookDelivery"][];
        };
        WebhookEndpoint: {
            createdAt: string;
            description: string | null;
            /**
             * @description failing: every delivery failed for 3 days
             * @enum {string|null}
             */
            disabledReason: "owner" | "failing" | null;
            enabled: boolean;
            events: ("generation.completed" | "generation.failed" | "video.completed" | "video.failed" | "studio_batch.completed" | "batch.item.completed" | "batch.item.failed" | "batch.completed" | "credits.low")[];
            failingSince: string | null;
            /** Format: uuid */
            id: string;
            url: string;
        };
        WebhookEndpointList: {
            endpoints: components["schemas"]["WebhookEndpoint"][];
        };
        WebhookEndpointWithSecret: {
            createdAt: string;
            description: string | null;
            /**
             * @description failing: every delivery failed for 3 days
             * @enum {string|null}
             */
            disabledReason: "owner" | "failing" | null;
            enabled: boolean;
            events: ("generation.completed" | "generation.failed" | "video.completed" | "video.failed" | "studio_batch.completed" | "batch.item.completed" | "batch.item.failed" | "batch.completed" | "credits.low")[];
            failingSince: string | null;
            /** Format: uuid */
            id: string;
            /** @description The signing secret (`whsec_…`), shown this once. After a rotation the previous one keeps signing for 24 hours */
            secret: string;
            url: string;
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
