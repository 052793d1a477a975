import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups';

const HINT = '//# allFunctionsCalledOnLoad\n';

type Chunk = { type: 'chunk'; name: string; facadeModuleId: string | null; code: string };
const chunk = (name: string, facadeModuleId: string | null = null): Chunk => ({
  type: 'chunk',
  name,
  facadeModuleId,
  code: 'const __vite__mapDeps=(i)=>i;export{}',
});

/** The bundle as the build hands it to the plugin's last generateBundle step, for the given consumer. */
function generate(consumer: 'client' | 'server', bundle: Record<string, Chunk>) {
  const hook = chunkGroups().plugin.generateBundle as unknown as {
    order: string;
    handler: (this: unknown, options: unknown, bundle: Record<string, Chunk>) => void;
  };
  expect(hook.order).toBe('post');
  hook.handler.call({ environment: { config: { consumer } } }, {}, bundle);
  return bundle;
}

describe('the compile hint', () => {
  it('heads the files a first view runs, before Vite’s dynamic-import map, and no lazy widget’s', () => {
    const bundle = generate('client', {
      react: chunk('react'),
      common: chunk('common'),
      hydrate: chunk('hydrate', '/shop/store/hydrate.tsx'),
      home: chunk('home', '/shop/store/screens/home.tsx'),
      dialog: chunk('announcement-dialog', '/shop/store/shell/announcement-dialog.tsx'),
      radix: chunk('dist', '/shop/node_modules/@radix-ui/react-dialog/dist/index.mjs'),
      purchase: chunk('purchase', '/shop/store/screens/product/purchase.tsx'),
    });
    const hinted = Object.keys(bundle).filter((key) => bundle[key]!.code.startsWith(HINT));
    expect(hinted).toEqual(['react', 'common', 'hydrate', 'home']);
    expect(bundle.home!.code).toBe(`${HINT}const __vite__mapDeps=(i)=>i;export{}`);
  });

  it('leaves the server’s build alone', () => {
    const bundle = generate('server', {
      react: chunk('react'),
      home: chunk('home', '/shop/store/screens/home.tsx'),
    });
    expect(Object.values(bundle).some(({ code }) => code.startsWith(HINT))).toBe(false);
  });
});
