// Written by mocks/fixtures/render-previews.ts: run it again rather than editing this file.

/** Size and type of every rendered link preview. */
export const previewFormat = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** The shop card, for pages without a picture of their own. */
export const shopCard = '/images/previews/shop.jpg';

/** A seeded product's first image and the picture rendered from its SVG source. */
export const productPreviews: ReadonlyMap<string, string> = new Map([
  ['/images/products/oba-oud-1.webp', '/images/previews/oba-oud-1.jpg'],
  ['/images/products/sarauta-oud-1.webp', '/images/previews/sarauta-oud-1.jpg'],
  ['/images/products/ife-bronze-1.webp', '/images/previews/ife-bronze-1.jpg'],
  ['/images/products/zuma-smoke-1.webp', '/images/previews/zuma-smoke-1.jpg'],
  ['/images/products/osogbo-grove-1.webp', '/images/previews/osogbo-grove-1.jpg'],
  ['/images/products/zobo-rose-1.webp', '/images/previews/zobo-rose-1.jpg'],
  ['/images/products/ada-jasmine-1.webp', '/images/previews/ada-jasmine-1.jpg'],
  ['/images/products/ife-rose-1.webp', '/images/previews/ife-rose-1.jpg'],
  ['/images/products/obudu-orchid-1.webp', '/images/previews/obudu-orchid-1.jpg'],
  ['/images/products/lekki-breeze-1.webp', '/images/previews/lekki-breeze-1.jpg'],
  ['/images/products/calabar-lime-1.webp', '/images/previews/calabar-lime-1.jpg'],
  ['/images/products/agbalumo-zest-1.webp', '/images/previews/agbalumo-zest-1.jpg'],
  ['/images/products/badagry-tide-1.webp', '/images/previews/badagry-tide-1.jpg'],
  ['/images/products/iroko-heart-1.webp', '/images/previews/iroko-heart-1.jpg'],
  ['/images/products/ibadan-cedar-1.webp', '/images/previews/ibadan-cedar-1.jpg'],
  ['/images/products/yankari-vetiver-1.webp', '/images/previews/yankari-vetiver-1.jpg'],
  ['/images/products/plateau-pine-1.webp', '/images/previews/plateau-pine-1.jpg'],
  ['/images/products/harmattan-amber-1.webp', '/images/previews/harmattan-amber-1.jpg'],
  ['/images/products/abuja-nights-1.webp', '/images/previews/abuja-nights-1.jpg'],
  ['/images/products/kola-noir-1.webp', '/images/previews/kola-noir-1.jpg'],
  ['/images/products/durbar-saffron-1.webp', '/images/previews/durbar-saffron-1.jpg'],
  ['/images/products/ebun-discovery-set-1.webp', '/images/previews/ebun-discovery-set-1.jpg'],
  ['/images/products/owambe-party-duo-1.webp', '/images/previews/owambe-party-duo-1.jpg'],
  ['/images/products/aso-oke-trio-1.webp', '/images/previews/aso-oke-trio-1.jpg'],
  ['/images/products/shea-blossom-mist-1.webp', '/images/previews/shea-blossom-mist-1.jpg'],
  ['/images/products/eko-glow-mist-1.webp', '/images/previews/eko-glow-mist-1.jpg'],
  ['/images/products/tarkwa-bay-mist-1.webp', '/images/previews/tarkwa-bay-mist-1.jpg'],
  ['/images/products/turare-royal-attar-1.webp', '/images/previews/turare-royal-attar-1.jpg'],
  ['/images/products/kurmi-rose-attar-1.webp', '/images/previews/kurmi-rose-attar-1.jpg'],
  ['/images/products/sokoto-sandal-attar-1.webp', '/images/previews/sokoto-sandal-attar-1.jpg'],
]);
