/** Handlers of products: validate, authorize, call the products service. */
import { currentUser, requireUser } from '../../http/session';
import type { ProductsService } from '../../services/products';
import { createRouter } from '../openapi-app';
import { addProductPhotosRoute, createProductRoute, deleteProductRoute, getProductRoute, listProductsRoute, updateProductRoute } from './products.routes';

export function productsRouter(products: ProductsService) {
  const router = createRouter();
  for (const path of ['/products', '/products/*']) router.use(path, requireUser);

  router.openapi(listProductsRoute, async (c) => c.json(await products.list(currentUser(c).id, c.req.valid('query')), 200));
  router.openapi(createProductRoute, async (c) => c.json(await products.create(currentUser(c).id, c.req.valid('json')), 201));
  router.openapi(getProductRoute, async (c) => c.json(await products.get(currentUser(c).id, c.req.valid('param').id), 200));
  router.openapi(updateProductRoute, async (c) => c.json(await products.update(currentUser(c).id, c.req.valid('param').id, c.req.valid('json')), 200));
  router.openapi(addProductPhotosRoute, async (c) => c.json(await products.addPhotos(currentUser(c).id, c.req.valid('param').id, c.req.valid('json').sourceImageIds), 200));
  router.openapi(deleteProductRoute, async (c) => c.json(await products.remove(currentUser(c).id, c.req.valid('param').id, c.req.valid('query').outputs), 200));

  return router;
}
