import { validateParams, type ParamIO } from '../../server/src/v1/params/validate';
import { page, perPage, translationLanguage } from '../../server/src/v1/params/common';
import type { ParamDef, RequestBasics } from '../../server/src/v1/params/types';
import { ApiError } from '../../server/src/v1/errors';
import { defaultConfig } from '../../server/src/config';

const context = (lang = 'en'): RequestBasics => ({
  lang,
  config: defaultConfig,
  now: new Date('2026-11-21T12:00:00Z'),
});

/** No reference exists, the caller holds no action. */
const io: ParamIO = {
  resolve: async (queries) => queries.map(() => null),
  decide: async () => undefined,
  may: () => false,
};

const title: ParamDef = {
  name: 'title',
  in: 'body',
  type: 'string',
  required: true,
  description: 'x',
  validate: (v) => typeof v === 'string' && v !== '',
};
const end: ParamDef = {
  name: 'end_date',
  in: 'body',
  type: 'string',
  required: true,
  description: 'x',
};
const flag: ParamDef = { name: 'featured', in: 'query', type: 'boolean', description: 'x' };

async function failure(defs: ParamDef[], input: Record<string, unknown>, lang = 'en') {
  const error = await validateParams(defs, input, context(lang), io).then(
    () => null,
    (e: unknown) => e
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).body(lang);
}

test('defaults apply and values are coerced', async () => {
  const parsed = await validateParams(
    [page, perPage, flag],
    { per_page: '20', featured: 'false' },
    context(),
    io
  );
  expect(parsed).toEqual({ page: 1, per_page: 20, featured: false });
});

test('per_page is clamped to maxPerPage, not rejected', async () => {
  expect((await validateParams([perPage], { per_page: '500' }, context(), io)).per_page).toBe(50);
});

test('every missing required argument is named at once (rest_missing_callback_param)', async () => {
  const body = await failure([title, end], {});
  expect(body).toEqual({
    code: 'rest_missing_callback_param',
    message: 'Missing parameter(s): title, end_date',
    data: { status: 400, params: ['title', 'end_date'] },
  });
});

test('custom validators say "Invalid parameter." with empty details, as TEC answers (docs/tec-behaviour.md §11.11)', async () => {
  const body = await failure([page, perPage], { page: '0', per_page: 'abc' });
  expect(body).toEqual({
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): page, per_page',
    data: {
      status: 400,
      params: { page: 'Invalid parameter.', per_page: 'Invalid parameter.' },
      details: [],
    },
  });
});

test('type failures carry a rest_invalid_type detail', async () => {
  const body = await failure([flag], { featured: 'yes' });
  expect(body.data).toEqual({
    status: 400,
    params: { featured: 'featured is not of type boolean.' },
    details: {
      featured: {
        code: 'rest_invalid_type',
        message: 'featured is not of type boolean.',
        data: { param: 'featured' },
      },
    },
  });
});

test('errors follow the request language', async () => {
  const body = await failure([translationLanguage], { translation_language: 'de' }, 'fr');
  expect(body.message).toBe('Paramètre(s) invalide(s) : translation_language');
  expect(body.data.params).toEqual({ translation_language: 'Paramètre invalide.' });
});

test('an empty string is present, not missing (WordPress)', async () => {
  const body = await failure([title], { title: '' });
  expect(body.code).toBe('rest_invalid_param');
});

test('a validator that throws fails the request with its error instead of hanging', async () => {
  const boom: ParamDef = {
    name: 'venue',
    in: 'query',
    description: 'x',
    validate: () => {
      throw new Error('database down');
    },
  };
  await expect(
    validateParams([boom, flag], { venue: '1', featured: 'maybe' }, context(), io)
  ).rejects.toThrow('database down');
});
