/** OpenAPI routes of products (schemas: src/shared/contracts/products.ts). */
import { createRoute, z } from '@hono/zod-openapi';
import { addProductPhotosSchema, createProductSchema, deleteProductQuerySchema, listProductsQuerySchema, productPageSchema, productSchema, updateProductSchema } from '../../../shared/contracts/products';
import { errorResponse, errorResponses, jsonResponse } from '../openapi-app';

const err = errorResponse;
const idParam = z.object({ id: z.uuid() });

export const listProductsRoute = createRoute({
  method: 'get',
  path: '/products',
  tags: ['Products'],
  summary: 'Your products, newest first, with a cover, counts of photos and outputs, and the total matching',
  request: { query: listProductsQuerySchema },
  responses: { 200: jsonResponse(productPageSchema, 'A page of products'), 401: errorResponses[401], 422: err('validation_failed: a bad cursor or filter') },
});

export const createProductRoute = createRoute({
  method: 'post',
  path: '/products',
  tags: ['Products'],
  summary: 'Create a product from its fields and photos',
  request: { body: { required: true, content: { 'application/json': { schema: createProductSchema } } } },
  responses: {
    201: jsonResponse(productSchema, 'The product'),
    401: errorResponses[401],
    404: err('A photo not found (or not yours)'),
    409: err('product_photo_taken: a photo belongs to another product'),
    422: err('validation_failed'),
  },
});

export const getProductRoute = createRoute({
  method: 'get',
  path: '/products/{id}',
  tags: ['Products'],
  summary: 'A product with its photos and what was made from them',
  request: { params: idParam },
  responses: { 200: jsonResponse(productSchema, 'The product'), 401: errorResponses[401], 404: err('Not found') },
});

export const updateProductRoute = createRoute({
  method: 'patch',
  path: '/products/{id}',
  tags: ['Products'],
  summary: 'Change a product; sourceImageIds replaces its photos and their order',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: updateProductSchema } } } },
  responses: {
    200: jsonResponse(productSchema, 'The product'),
    401: errorResponses[401],
    404: err('Not found, or a photo not yours'),
    409: err('product_photo_taken: a photo belongs to another product'),
    422: err('validation_failed'),
  },
});

export const addProductPhotosRoute = createRoute({
  method: 'post',
  path: '/products/{id}/photos',
  tags: ['Products'],
  summary: "Add photos after a product's own (those it already has count once)",
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: addProductPhotosSchema } } } },
  responses: {
    200: jsonResponse(productSchema, 'The product with its photos'),
    401: errorResponses[401],
    404: err('Not found, or a photo not yours'),
    409: err('product_photo_taken: a photo belongs to another product'),
    422: err('product_photos_full (more photos in all than a product holds; nothing added), validation_failed'),
  },
});

export const deleteProductRoute = createRoute({
  method: 'delete',
  path: '/products/{id}',
  tags: ['Products'],
  summary: 'Delete a product: outputs=keep leaves its photos and what was made from them in the library; outputs=delete deletes them too',
  request: { params: idParam, query: deleteProductQuerySchema },
  responses: {
    200: jsonResponse(z.object({ deletedImages: z.number().int(), deletedPhotos: z.number().int() }), 'Deleted; how many images and photos went with it'),
    401: errorResponses[401],
    404: err('Not found'),
    422: err('validation_failed: outputs must be keep or delete'),
  },
});
