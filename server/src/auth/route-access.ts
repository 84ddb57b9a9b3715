/**
 * Whether a caller may run a route's action (docs/api.md §4): they hold it themselves (their role
 * or token), or they are signed in and the Public role holds it — signing in never takes away a
 * public right. REST reaches the same answer in two steps (Strapi's auth refuses, then the
 * namespace middleware runs the route again when `publicMay`); GraphQL (graphql/run.ts) asks here.
 */
import type { Core } from '@strapi/strapi';
import type { Caller } from '../domain/caller';
import { publicMay } from './caller';

export async function mayRun(strapi: Core.Strapi, caller: Caller, action: string) {
  if (await caller.can(action)) return true;
  return caller.kind !== 'anonymous' && publicMay(strapi, action);
}
