import { describe, expect, it } from 'vitest';
import { pageMetaOf, type MetaFunction } from './route-meta';

const productMeta: MetaFunction<() => { name: string }> = ({ data, path }) => ({
  title: `${data.name} at ${path}`,
});
const address = { path: '/product/p1', publicUrl: 'https://shop.example' };

describe('pageMetaOf', () => {
  it('takes the deepest route’s meta, with its data', () => {
    const meta = pageMetaOf(
      [
        { handle: { meta: () => ({ title: 'Shop' }) }, data: {}, params: {} },
        { handle: undefined, data: undefined, params: {} },
        { handle: { meta: productMeta }, data: { name: 'Zobo Rose' }, params: { productId: 'p1' } },
      ],
      address,
    );
    expect(meta?.title).toBe('Zobo Rose at /product/p1');
  });

  it('gives nothing when that route has no data (its loader failed)', () => {
    expect(pageMetaOf([{ handle: { meta: productMeta }, data: undefined, params: {} }], address)).toBeNull();
  });
});
