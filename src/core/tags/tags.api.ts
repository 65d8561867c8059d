import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { defineCoreArea } from '../areas/coreArea.ts';
import { defineErrors } from '../errors/catalogue.ts';

export const TAG_ERRORS = defineErrors('tags', { taken: 'Ilyen nevű címke már létezik!' });

export const createTagSchema = z.strictObject({ name: z.string().trim().min(1).max(80) });
export type CreateTagInput = z.output<typeof createTagSchema>;
export const tagAnswer = z.object({ id: z.string(), name: z.string(), __v: z.number() }).meta({ id: 'Tag' });

/** Tags (scratch area measuring the "add an area" recipe). */
export const TAGS_API = {
  list: endpoint({
    summary: 'Lists tags',
    description: 'Every tag by name.',
    response: z.array(tagAnswer),
    method: 'GET',
    path: '/api/tags',
  }),
  create: endpoint({
    summary: 'Creates a tag',
    description: 'Creates one (201).',
    response: tagAnswer,
    method: 'POST',
    path: '/api/tags',
    body: createTagSchema,
    status: 201,
  }),
};

/** The area's route (its texts: locales/tags.hu.json and tags.en.json). */
export const TAGS_CORE = defineCoreArea({
  name: 'tags',
  routes: [{ path: '/tags', titleKey: 'tags.title', permission: 'accessAdminPages' }],
});
