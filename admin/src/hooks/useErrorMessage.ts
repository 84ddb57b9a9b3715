/** A readable reason for a failed request: the server's message when it sent one. */
import { isFetchError, useAPIErrorHandler } from '@strapi/strapi/admin';

export function useErrorMessage() {
  const { formatAPIError } = useAPIErrorHandler();
  return (error: unknown) =>
    isFetchError(error)
      ? formatAPIError(error)
      : error instanceof Error
        ? error.message
        : String(error);
}
