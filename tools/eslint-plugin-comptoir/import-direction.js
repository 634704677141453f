import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Which workspace packages each package may import (architecture §1). Nothing imports web or admin-console.
 * Test code may also import fixtures (the dataset and the recorded exchanges used as mocks).
 */
export const allowedPackages = {
  core: [],
  machines: ['core'],
  fixtures: ['core'],
  api: ['core', 'machines', 'fixtures'],
  web: ['core', 'machines'],
  'admin-console': ['core', 'machines'],
  'contract-tests': ['core', 'machines', 'fixtures', 'api'],
};

/** Third-party packages allowed in production code of the pure packages; anything else there is I/O or UI. */
const allowedExternals = { core: ['zod'], machines: ['xstate'] };
const testOnly = /\.(test|spec|bench)\.tsx?$|\/e2e\/|\/src\/testing\/|\.config\.[cm]?[jt]s$/;
/** Folders whose sub-folders are features: only their index.ts is public to other folders. */
const featureRoots = ['src/features/', 'src/modules/'];

const packageOf = (file) => {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const [pkg, ...rest] = rel.split('/');
  return pkg in allowedPackages ? { pkg, inner: rest.join('/') } : undefined;
};

const featureOf = (inner) => {
  for (const prefix of featureRoots) {
    if (inner.startsWith(prefix)) {
      const [name, ...rest] = inner.slice(prefix.length).split('/');
      if (rest.length > 0) return { key: prefix + name, rest: rest.join('/') };
    }
  }
  return undefined;
};

const isPublicEntry = (rest) => /^index\.tsx?$/.test(rest) || rest === '' || rest === 'index';

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the package import direction and keep feature folders private' },
    schema: [],
  },
  create(context) {
    const from = packageOf(context.filename);
    if (!from) return {};
    const isTest = testOnly.test(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (source.startsWith('@comptoir/')) {
        const target = source.slice('@comptoir/'.length).split('/')[0];
        const testFixtures = isTest && target === 'fixtures' && from.pkg !== 'core';
        if (target !== from.pkg && !allowedPackages[from.pkg].includes(target) && !testFixtures) {
          context.report({ node, message: `${from.pkg} may not import ${target} (allowed: ${allowedPackages[from.pkg].join(', ') || 'none'})` });
        }
        return;
      }
      if (source.startsWith('.')) {
        const resolved = path.resolve(path.dirname(context.filename), source);
        const to = packageOf(resolved);
        if (!to || to.pkg !== from.pkg) {
          context.report({ node, message: `import other packages by name (@comptoir/...), not by relative path: ${source}` });
          return;
        }
        const target = featureOf(to.inner);
        const own = featureOf(from.inner);
        if (target && own?.key !== target.key && !isPublicEntry(target.rest)) {
          context.report({ node, message: `${target.key} is another feature: import its index, not its internals (${source})` });
        }
        return;
      }
      const allowed = allowedExternals[from.pkg];
      if (allowed && !isTest && !source.startsWith('node:') ) {
        const name = source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0];
        if (!allowed.includes(name)) {
          context.report({ node, message: `${from.pkg} is pure: it may only depend on ${allowed.join(', ')} (found ${name})` });
        }
      } else if (allowed && !isTest && source.startsWith('node:')) {
        context.report({ node, message: `${from.pkg} is pure: no Node built-ins (${source})` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
