import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './form-control-name.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('form-control-name', rule, {
  valid: [
    { code: 'const a = <input name="quantity" />;' },
    { code: 'const a = <select name={field} />;' },
    { code: 'const a = <textarea name="lineNote"></textarea>;' },
    { code: 'const a = <input {...props} />;' },
    { code: 'const a = <Input />;' },
    { code: 'const a = <button type="button" />;' },
  ],
  invalid: [
    { code: 'const a = <input type="checkbox" checked />;', errors: [{ messageId: 'missing' }] },
    { code: 'const a = <select value="1"><option /></select>;', errors: [{ messageId: 'missing' }] },
    { code: 'const a = <textarea rows={2} />;', errors: [{ messageId: 'missing' }] },
  ],
});
