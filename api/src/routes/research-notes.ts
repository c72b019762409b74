/**
 * Research notes on new-style references (word-addin §2.8, §4, §7): create, edit (text and citation), delete as a
 * tombstone so syncs see it, and the list of one reference's notes (or the whole library's) sorted and searched.
 */
import { randomUUID } from 'node:crypto';
import { searchResearchNotes, sortResearchNotes } from '@ibid/engine';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../errors.js';
import { authErrors, errorSchema, noContent } from '../schemas/common.js';
import {
  createResearchNoteBody,
  researchNoteIdParams,
  researchNoteListQuery,
  researchNoteListSchema,
  researchNoteSchema,
  updateResearchNoteBody,
} from '../schemas/research-notes.js';
import { ownReference } from '../services/own-references.js';
import { ownResearchNote, researchNoteView } from '../services/research-notes.js';

const researchNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const changed = { 200: researchNoteSchema, ...authErrors, 404: errorSchema };

  app.get('/v3/GenesisResearchNote', {
    schema: { summary: "Research notes of one reference (or of the whole library), sorted and searched", tags: ['research notes'], querystring: researchNoteListQuery, response: { 200: researchNoteListSchema, ...authErrors, 404: errorSchema } },
    handler: async (request) => {
      const { customerId } = request.auth;
      const { referenceId, sortBy, search } = request.query;
      if (referenceId !== undefined) await ownReference(app.db, customerId, referenceId);
      const rows = await app.db.researchNote.findMany({
        where: { customerId, isDeleted: false, reference: { isDeleted: false }, ...(referenceId !== undefined ? { referenceId } : {}) },
        include: { reference: { select: { uniqueId: true } } },
      });
      return { researchNotes: sortResearchNotes(searchResearchNotes(rows, search), sortBy).map((row) => researchNoteView(row, row.reference.uniqueId)) };
    },
  });

  app.post('/v3/GenesisResearchNote', {
    config: { needsAccess: true },
    schema: { summary: 'Add a research note to a reference', tags: ['research notes'], body: createResearchNoteBody, response: changed },
    handler: async (request) => {
      const { customerId } = request.auth;
      const now = app.now();
      const { GenesisReferenceID, Note, Citation } = request.body;
      const reference = await ownReference(app.db, customerId, GenesisReferenceID);
      const row = await app.db.researchNote.create({
        data: { uniqueId: randomUUID().toUpperCase(), customerId, referenceId: reference.id, note: Note, citation: Citation, createdAt: now, updatedAt: now },
      });
      return researchNoteView(row, reference.uniqueId);
    },
  });

  app.put('/v3/GenesisResearchNote', {
    config: { needsAccess: true },
    schema: { summary: "Change a research note's text and citation", tags: ['research notes'], body: updateResearchNoteBody, response: changed },
    handler: async (request) => {
      const { customerId } = request.auth;
      const now = app.now();
      const { GenesisReferenceID, GenesisResearchNoteID, Note, Citation } = request.body;
      const current = await ownResearchNote(app.db, customerId, GenesisResearchNoteID);
      if (current.referenceId !== GenesisReferenceID) throw badRequest('note-reference-mismatch', 'This research note belongs to another reference: a note cannot move between references.');
      const row = await app.db.researchNote.update({ where: { id: current.id }, data: { note: Note, citation: Citation ?? current.citation, updatedAt: now } });
      return researchNoteView(row, current.reference.uniqueId);
    },
  });

  app.delete('/v3/GenesisResearchNote/:id', {
    config: { needsAccess: true },
    schema: { summary: 'Delete a research note (kept as a tombstone so syncs remove it)', tags: ['research notes'], params: researchNoteIdParams, response: { 204: noContent, ...authErrors, 404: errorSchema } },
    handler: async (request, reply) => {
      const { customerId } = request.auth;
      const now = app.now();
      const note = await ownResearchNote(app.db, customerId, request.params.id);
      await app.db.researchNote.update({ where: { id: note.id }, data: { isDeleted: true, updatedAt: now } });
      return reply.code(204).send(null);
    },
  });
};

export default researchNoteRoutes;
