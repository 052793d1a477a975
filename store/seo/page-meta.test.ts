import { describe, expect, it } from 'vitest';
import { jsonForScript } from './escape';
import { headTags } from './page-meta';

const address = { publicUrl: 'https://shop.example', path: '/product/abc' };

describe('headTags', () => {
  it('names the page, then the shop, in the title and link previews', () => {
    const tags = headTags({ title: 'Sarauta Oud', description: 'Our richest oud.' }, address);
    expect(tags).toContain('<title data-page-meta>Sarauta Oud | Òórùn</title>');
    expect(tags).toContain('property="og:title" content="Sarauta Oud | Òórùn"');
    expect(tags).toContain('name="description" content="Our richest oud."');
  });

  it('gives absolute canonical, og:url and og:image addresses from PUBLIC_URL', () => {
    const tags = headTags({ title: 'X', image: { url: '/uploads/x.png', alt: 'X' } }, address);
    expect(tags).toContain('rel="canonical" href="https://shop.example/product/abc"');
    expect(tags).toContain('property="og:url" content="https://shop.example/product/abc"');
    expect(tags).toContain('property="og:image" content="https://shop.example/uploads/x.png"');
  });

  it('shows the shop card, with its type, size and alt text, on a page without a picture', () => {
    const tags = headTags({ title: 'Perfumes' }, address);
    expect(tags).toContain('property="og:image" content="https://shop.example/images/previews/shop.jpg"');
    expect(tags).toContain('property="og:image:type" content="image/jpeg"');
    expect(tags).toContain('property="og:image:width" content="1200"');
    expect(tags).toContain('property="og:image:height" content="630"');
    expect(tags).toContain('property="og:image:alt" content="Òórùn Fragrance House"');
  });

  it('claims no size for a picture whose size it does not know', () => {
    const tags = headTags({ title: 'X', image: { url: 'https://cdn.example/x.jpg', alt: 'X & Y' } }, address);
    expect(tags).toContain('property="og:image" content="https://cdn.example/x.jpg"');
    expect(tags).toContain('property="og:image:alt" content="X &amp; Y"');
    expect(tags).not.toContain('og:image:width');
    expect(tags).not.toContain('og:image:type');
  });

  it('points /menu at /products as the one page to index', () => {
    const tags = headTags({ title: 'Perfumes', canonicalPath: '/products' }, { ...address, path: '/menu' });
    expect(tags).toContain('href="https://shop.example/products"');
  });

  it('escapes a name that would otherwise break out of the tag', () => {
    const tags = headTags({ title: 'Oud "Royal" <b>', description: 'a & b' }, address);
    expect(tags).toContain('Oud &quot;Royal&quot; &lt;b&gt; | Òórùn');
    expect(tags).toContain('content="a &amp; b"');
    expect(tags).not.toContain('<b>');
  });

  it('keeps a shopper’s own pages out of search results', () => {
    expect(headTags({ title: 'Your cart', noindex: true }, address)).toContain(
      'name="robots" content="noindex"',
    );
    expect(headTags({ title: 'Perfumes' }, address)).not.toContain('noindex');
  });

  it('writes JSON-LD as a data block that a description cannot close', () => {
    const tags = headTags(
      { title: 'X', jsonLd: { description: '</script><script>alert(1)</script>' } },
      address,
    );
    expect(tags).toContain('<script data-page-meta type="application/ld+json">');
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('jsonForScript', () => {
  it('reads back to the same value', () => {
    const value = { name: 'Ìfẹ́ Rose <&> \u2028', price: 12500 };
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
  });

  it('leaves no <, > or & that HTML would read', () => {
    expect(jsonForScript({ text: '</script><!--&' })).not.toMatch(/[<>&]/);
  });
});
