import { describe, expect, it } from 'vitest';
import { huText } from '../../src/core/i18n/huTexts.ts';
import { TAGS_API } from '../../src/core/tags/tags.api.ts';
import { translate } from '../../src/web/i18n/i18n.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('scratch tags [%s]', (backend) => {
  const env = useTestEnv(backend);
  it('creates, lists and refuses a taken name; its title comes from its locale files', async () => {
    const name = `t${Math.random().toString(36).slice(2, 8)}`;
    const created = await env().request(TAGS_API.create, { as: 'admin', payload: { name } });
    expect(created.statusCode).toBe(201);
    const list = await env().request(TAGS_API.list, { as: 'admin' });
    expect(list.statusCode).toBe(200);
    expect(list.data.map((t) => t.name)).toContain(name);
    const again = await env().request(TAGS_API.create, { as: 'admin', payload: { name } });
    expect(again.statusCode).toBe(409);
    expect(huText('tags.title')).toBe('Címkék');
    expect(translate('tags.title', {}, 'en')).toBe('Tags');
  });
});
