/**
 * Papers (DESIGN.md "Papers"): create from the spec's creation payload, list with the spec's sorts, read, save
 * (document, references, title-page fields; with a version, and a 409 when another tab saved first), delete,
 * download as .docx, clean copy, PDF or HTML, and the versions of the last 30 days.
 */
import { sortPapers } from '@ibid/engine/paper';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrors, errorSchema, noContent } from '../schemas/common.js';
import {
  createdPaperSchema,
  createPaperBody,
  paperDocumentQuery,
  paperFileSchema,
  paperGuidParams,
  paperListQuery,
  paperListSchema,
  paperSchema,
  paperSummarySchema,
  paperVersionsQuery,
  paperVersionsSchema,
  updatePaperBody,
} from '../schemas/papers.js';
import { paperFile } from '../services/paper-files.js';
import { createPaper, ownPaper, ownPaperForFile, ownPaperId, PAPER_SUMMARY_COLUMNS, paperSummary, savePaper, storedDocument, versionCutoff } from '../services/papers.js';

/** An If-Match header's entity tag ("<lastModifiedDate>", weak or strong), or undefined. */
const ifMatchDate = (header: string | undefined) => header?.trim().replace(/^W\//, '').replace(/^"|"$/g, '') || undefined;

const etag = (date: Date) => `"${date.toISOString()}"`;

/** Paper documents hold figures as data: URLs, so a save may be far larger than other bodies. */
const PAPER_BODY_LIMIT = 32 * 1024 * 1024;

const paperRoutes: FastifyPluginAsyncZod = async (app) => {
  const missing = { ...authErrors, 404: errorSchema };

  app.post('/v4/Paper', {
    config: { needsAccess: true },
    schema: { summary: 'Create a paper from the creation payload (its title page, an empty body and its reference list)', tags: ['papers'], body: createPaperBody, response: { 200: createdPaperSchema, ...missing } },
    handler: async (request) => {
      const paper = await createPaper(app.db, request.auth.customerId, request.body, app.now());
      return { paperID: paper.id, paperGUID: paper.uniqueId };
    },
  });

  app.get('/v4/Paper', {
    schema: { summary: "The customer's papers, sorted", tags: ['papers'], querystring: paperListQuery, response: { 200: paperListSchema, ...authErrors } },
    handler: async (request) => {
      const rows = await app.db.paper.findMany({ where: { customerId: request.auth.customerId, isDeleted: false }, select: PAPER_SUMMARY_COLUMNS });
      return { papers: sortPapers(rows.map(paperSummary), request.query.sort) };
    },
  });

  app.get('/v4/Paper/Versions', {
    schema: { summary: "A paper's versions of the last 30 days, newest first", tags: ['papers'], querystring: paperVersionsQuery, response: { 200: paperVersionsSchema, ...missing } },
    handler: async (request) => {
      const { paperId, paperUniqueId } = request.query;
      const id = await ownPaperId(app.db, request.auth.customerId, paperId ?? paperUniqueId!);
      const versions = await app.db.paperVersion.findMany({
        where: { paperId: id, createdAt: { gte: versionCutoff(app.now()) } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { createdAt: true, action: true },
      });
      return { versions: versions.map((v) => ({ versionDate: v.createdAt.toISOString(), action: v.action })) };
    },
  });

  app.get('/v4/Paper/:paperGUID', {
    schema: { summary: 'One paper: its summary and its document', tags: ['papers'], params: paperGuidParams, response: { 200: paperSchema, ...missing } },
    handler: async (request, reply) => {
      const paper = await ownPaper(app.db, request.auth.customerId, request.params.paperGUID);
      reply.header('etag', etag(paper.updatedAt));
      return { ...paperSummary(paper), document: storedDocument(paper.documentJson) };
    },
  });

  app.put('/v4/Paper/:paperGUID', {
    config: { needsAccess: true },
    bodyLimit: PAPER_BODY_LIMIT,
    schema: {
      summary: "Save a paper: its document, its references and its fields (keeps a version; 409 when it changed since it was read)",
      tags: ['papers'],
      params: paperGuidParams,
      body: updatePaperBody,
      response: { 200: paperSummarySchema, ...missing, 409: errorSchema },
    },
    handler: async (request, reply) => {
      const { lastModifiedDate, ...changes } = request.body;
      const expected = lastModifiedDate ?? ifMatchDate(request.headers['if-match']);
      const saved = await savePaper(app.db, request.auth.customerId, request.params.paperGUID, { ...changes, expectedDate: expected }, app.now());
      reply.header('etag', etag(saved.updatedAt));
      return paperSummary(saved);
    },
  });

  app.delete('/v4/Paper/:paperGUID', {
    config: { needsAccess: true },
    schema: { summary: 'Delete a paper', tags: ['papers'], params: paperGuidParams, response: { 204: noContent, ...missing } },
    handler: async (request, reply) => {
      const id = await ownPaperId(app.db, request.auth.customerId, request.params.paperGUID);
      await app.db.paper.update({ where: { id }, data: { isDeleted: true, updatedAt: app.now() } });
      return reply.code(204).send(null);
    },
  });

  app.get('/v4/Paper/:paperGUID/Document', {
    schema: {
      summary: 'Download a paper: type 1 the .docx, 2 its clean copy, 3 a PDF (503 pdf-unavailable without LibreOffice), 4 HTML',
      tags: ['papers'],
      params: paperGuidParams,
      querystring: paperDocumentQuery,
      response: { 200: paperFileSchema, ...missing, 503: errorSchema },
    },
    handler: async (request, reply) => {
      const paper = await ownPaperForFile(app.db, request.auth.customerId, request.params.paperGUID);
      const file = await paperFile(app.db, paper, request.query.type, { sofficePath: app.config.sofficePath, timeoutMs: app.config.pdfTimeoutMs });
      return reply.type(file.contentType).header('content-disposition', file.disposition).header('cache-control', 'no-store').send(file.body);
    },
  });
};

export default paperRoutes;
