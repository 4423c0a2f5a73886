/** OpenAPI routes of the creation flow (schemas: src/shared/contracts/creation.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import {
  createGenerationSchema,
  createImageAdjustmentSchema,
  createImageEditSchema,
  generationCreatedSchema,
  generationSchema,
  scenariosSchema,
  sourceImageSchema,
  suggestScenariosSchema,
  uploadSourceImageSchema,
  uploadSourceImageByUrlSchema,
} from '../../../shared/contracts/creation';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';


const json = jsonResponse;
const err = errorResponse;

export const uploadSourceImageRoute = createRoute({
  method: 'post',
  path: '/source-images',
  tags: ['Creation'],
  summary: 'Upload a product photo (up to 10 MB, 40 megapixels) as a multipart `file`, or give its public address as JSON `{ "url" }`',
  description:
    'By URL, Vitrine downloads the photo itself: http or https only, public addresses only (loopback, private, link-local and metadata addresses are refused after DNS resolution, and again at each of at most 5 redirects), 10 MB in 15 seconds. The type is read from the bytes, and the same checks apply as for an upload.',
  request: {
    body: {
      // One of the two bodies is needed (the handler answers 400 file_missing without either);
      // 'required' would make zod-openapi check both shapes on every request.
      required: false,
      content: {
        'multipart/form-data': { schema: uploadSourceImageSchema },
        'application/json': { schema: uploadSourceImageByUrlSchema },
      },
    },
  },
  responses: {
    201: json(sourceImageSchema, 'Stored'),
    400: err('No file, or a file name with a NUL character'),
    401: errorResponses[401],
    403: err("storage_quota_exceeded: the plan's storage is full"),
    413: err('Over 10 MB or over 40 megapixels'),
    415: err('Not a PNG or JPG'),
    422: err('Broken image, a file name over 255 characters, or a URL that is not http(s) (url_invalid), points to a private address (url_private), takes over 15 s (url_timeout), redirects over 5 times (url_too_many_redirects) or cannot be fetched (url_unreachable)'),
    429: err('More uploads in a minute than allowed (30 by default)'),
    503: err('server_busy: too many images being decoded; retry after Retry-After seconds'),
  },
});

export const suggestScenariosRoute = createRoute({
  method: 'post',
  path: '/scenarios',
  tags: ['Creation'],
  summary: '6 scenario ideas for a source image, in the user language',
  request: { body: { required: true, content: { 'application/json': { schema: suggestScenariosSchema } } } },
  responses: {
    200: json(scenariosSchema, 'Ideas'),
    401: errorResponses[401],
    404: err('Source image not found'),
    422: errorResponses[422],
    429: err('Too many suggestions from a hosted model in a minute'),
    502: err("scenario_provider_failed: the hosted scenario engine failed; ask again with engine 'local' for the offline ideas"),
  },
});

export const createGenerationRoute = createRoute({
  method: 'post',
  path: '/generations',
  tags: ['Creation'],
  summary: 'Start a generation: reserves the price of each image at its quality (low 1, medium 2, high 3 credits) and queues the job',
  request: { body: { required: true, content: { 'application/json': { schema: createGenerationSchema } } } },
  responses: {
    202: json(generationCreatedSchema, 'Queued'),
    401: errorResponses[401],
    402: err('insufficient_credits: the balance is below the full cost (count x the price per image at the chosen quality)'),
    403: err('Premium scenario on Free, or more images than the plan allows'),
    404: err('Source image or scenario not found'),
    422: errorResponses[422],
    429: err('Too many generations in a minute'),
  },
});

export const getGenerationRoute = createRoute({
  method: 'get',
  path: '/generations/{id}',
  tags: ['Creation'],
  summary: 'Status, stage, progress and images of a generation',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: json(generationSchema, 'The generation'),
    401: errorResponses[401],
    404: err('Not found'),
  },
});

export const createImageEditRoute = createRoute({
  method: 'post',
  path: '/images/{id}/edits',
  tags: ['Creation'],
  summary: 'Edit a generated image with a text instruction: reserves 1 credit and queues a generation of one image linked to its parent (hosted image engines only)',
  request: {
    params: z.object({ id: z.uuid() }),
    body: { required: true, content: { 'application/json': { schema: createImageEditSchema } } },
  },
  responses: {
    202: json(generationCreatedSchema, 'Queued; poll GET /generations/{id}: its one image is the edited image'),
    401: errorResponses[401],
    402: err('insufficient_credits: the balance is below 1 credit'),
    404: err("Not found (or not the user's generated image)"),
    409: err('edit_unavailable: the server renders with the local studio renderer, which cannot follow an instruction'),
    422: errorResponses[422],
    429: err('Too many generations in a minute'),
  },
});

export const createImageAdjustmentRoute = createRoute({
  method: 'post',
  path: '/images/{id}/adjustments',
  tags: ['Creation'],
  summary:
    "Adjust a local studio render: move or scale the product, take the key light from a side, pick another light or set colour of the idea, or draw a new variant; queues a generation of one image linked to its parent. Free when the seed is kept (at most 60 an hour); a new variant costs one image of the image's quality",
  request: {
    params: z.object({ id: z.uuid() }),
    body: { required: true, content: { 'application/json': { schema: createImageAdjustmentSchema } } },
  },
  responses: {
    202: json(generationCreatedSchema, 'Queued; poll GET /generations/{id}: its one image is the adjusted image'),
    401: errorResponses[401],
    402: err("insufficient_credits: a new variant costs one image of the image's quality"),
    403: err('scenario_locked: a new variant of a premium idea needs a paid tier'),
    404: err("Not found (or not the user's image)"),
    409: err('adjust_unavailable: a hosted engine runs, or the image was not drawn by the local studio renderer; adjust_photo_deleted: its photo or idea was deleted'),
    422: errorResponses[422],
    429: err('Too many generations in a minute, or too many free adjustments in an hour'),
  },
});
