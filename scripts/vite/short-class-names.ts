import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/** Base64url characters of a class name's hash: ~1 500 names, 30 bits, and a check below. */
const HASH_LENGTH = 5;

/**
 * CSS modules' `generateScopedName`: in a production build each local class becomes `_` and 5
 * characters of a hash of its file and name (`_k3Xa9`); elsewhere the name stays readable
 * (`_brand_k3Xa9`). A page's class attributes were about a quarter of its HTML with the default
 * `_brandName_180e0_80` (docs/start-up.md "Plain markup"). The hash depends only on the file's
 * path from `root` and the name, so the prerender's build and the browser's agree.
 */
export function shortClassNames(root: string) {
  const owners = new Map<string, string>();
  return (name: string, filename: string): string => {
    const key = `${relative(root, filename.split('?')[0] ?? filename)}:${name}`;
    const hash = createHash('sha1').update(key).digest('base64url').slice(0, HASH_LENGTH);
    const scoped = process.env.NODE_ENV === 'production' ? `_${hash}` : `_${name}_${hash}`;
    const owner = owners.get(scoped);
    if (owner !== undefined && owner !== key) {
      throw new Error(`CSS modules: ${key} and ${owner} would share the class ${scoped}`);
    }
    owners.set(scoped, key);
    return scoped;
  };
}
