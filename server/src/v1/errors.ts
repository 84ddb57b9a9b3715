/**
 * The API's one error type and the one place that renders the WordPress error body
 * `{ code, message, data: { status, ... } }` (docs/api.md §5, docs/tec-behaviour.md §1.4).
 */
import { message, type Lang } from './messages';

export interface ErrorBody {
  code: string;
  message: string;
  data: { status: number } & Record<string, unknown>;
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    /** Message key and variables; rendered in the request's language when the error is sent. */
    readonly messageKey: string = code,
    readonly vars: Record<string, string | number> = {},
    /** Extra members of `data` (`params`, `details`, `term_id` ...). */
    readonly data: Record<string, unknown> = {}
  ) {
    super(`${code} (${status})`);
  }

  body(lang: Lang): ErrorBody {
    return {
      code: this.code,
      message: message(this.messageKey, lang, this.vars),
      data: { status: this.status, ...this.data },
    };
  }
}

export const noRoute = () => new ApiError('rest_no_route', 404);
export const forbidden = (status: 401 | 403) => new ApiError('rest_forbidden', status);
export const internalError = () => new ApiError('rest_internal_error', 500);

/** A per-parameter failure: the text for `data.params`, plus a WordPress error object for `data.details` when typed. */
export interface ParamFailure {
  message: string;
  detail?: { code: string; message: string; data: { param: string } };
}

/**
 * 400 rest_invalid_param. `details` is `[]` (PHP's empty array) unless a failure carries an error
 * object, as in TEC's answers (docs/tec-behaviour.md §11.11).
 */
export function invalidParams(failures: Record<string, ParamFailure>): ApiError {
  const names = Object.keys(failures);
  const params: Record<string, string> = {};
  const details: Record<string, unknown> = {};
  for (const name of names) {
    params[name] = failures[name].message;
    if (failures[name].detail) details[name] = failures[name].detail;
  }
  return new ApiError(
    'rest_invalid_param',
    400,
    'rest_invalid_param',
    { list: names.join(', ') },
    {
      params,
      details: Object.keys(details).length ? details : [],
    }
  );
}

/** 400 rest_missing_callback_param with `data.params` listing the missing names. */
export function missingParams(names: string[]): ApiError {
  return new ApiError(
    'rest_missing_callback_param',
    400,
    'rest_missing_callback_param',
    { list: names.join(', ') },
    {
      params: names,
    }
  );
}
