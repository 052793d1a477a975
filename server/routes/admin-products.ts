import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { PICTURES_PATH, productWords } from '../../api';
import { handle } from '../http/endpoint';
import { badRequest } from '../http/errors';
import type { Shopper } from '../services/accounts';
import { historyOf, productTarget, type Actor } from '../services/audit-log';
import { PICTURE_FILE, storePicture } from '../services/pictures';
import {
  archiveProduct,
  listAdminProducts,
  readAdminProduct,
  saveProduct,
} from '../services/product-changes';
import type { Shop } from '../shop';

const actorOf = (staff: Shopper): Actor => ({ id: staff.id, email: staff.email });

/** The file the admin's form posted as `picture`: a form without one still sends an empty part. */
async function uploadedPicture(request: Request): Promise<Buffer> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest(productWords.pictureMissing);
  }
  const file = form.get('picture');
  if (file === null || typeof file === 'string' || file.size === 0)
    throw badRequest(productWords.pictureMissing);
  return Buffer.from(await file.arrayBuffer());
}

/**
 * Products in the admin, staff and the owner alike: the list (archived ones too), one perfume, save,
 * archive and restore, each change audited in its transaction; and the pictures, made in `picturesDir`.
 */
export function adminProductRoutes(shop: Shop, picturesDir: string): Hono {
  const router = new Hono();
  // the products' trigger tells every server's catalogue; this one is told at once, as an order does
  const changed = <T>(change: T): T => {
    shop.catalogue.changed();
    return change;
  };

  handle(router, shop, 'adminProducts', async ({ body }) => ({
    success: true,
    ...(await listAdminProducts(shop.db, body.search)),
  }));

  handle(router, shop, 'adminProduct', async ({ body }) => ({
    success: true,
    product: await readAdminProduct(shop.db, body.productId),
    history: await historyOf(shop.db, productTarget(body.productId)),
  }));

  handle(router, shop, 'adminSaveProduct', async ({ body, shopper }) => ({
    success: true,
    ...changed(await saveProduct(shop.db, actorOf(shopper), body, shop.clock.now())),
  }));

  handle(router, shop, 'adminArchiveProduct', async ({ body, shopper }) => ({
    success: true,
    ...changed(
      await archiveProduct(shop.db, actorOf(shopper), body.productId, body.archived, shop.clock.now()),
    ),
  }));

  handle(router, shop, 'adminProductPicture', async ({ c }) => ({
    success: true,
    image: await storePicture(picturesDir, await uploadedPicture(c.req.raw)),
  }));

  return router;
}

const YEAR = 365 * 24 * 60 * 60;

/** The uploaded pictures: named by their content, so kept by browsers and CDNs for a year, unasked. */
export function pictureFiles(picturesDir: string): Hono {
  const files = new Hono();
  const served = serveStatic({
    root: picturesDir,
    rewriteRequestPath: (requested) => requested.slice(PICTURES_PATH.length),
  });
  files.get(
    `${PICTURES_PATH}/:name`,
    async (c, next) => {
      // only the names storePicture makes: nothing else in the folder, nor outside it, is ever a picture
      if (!PICTURE_FILE.test(c.req.param('name'))) return c.text('Not found', 404);
      await next();
      if (c.res.status === 200) c.res.headers.set('cache-control', `public, max-age=${YEAR}, immutable`);
    },
    served,
    // a name it could have made but did not (a picture removed by hand) is no page of the storefront either
    (c) => c.text('Not found', 404),
  );
  return files;
}
