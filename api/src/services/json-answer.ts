/** Sending JSON text built from stored JSON (referenceJson, jsonArray) as it is. */
import type { FastifyReply } from 'fastify';

/**
 * Sends `text` as the JSON answer. Fastify passes a string with a JSON content type straight through, so the
 * route's zod response schema documents the answer without re-parsing or re-serialising stored JSON.
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
