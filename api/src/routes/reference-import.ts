/** Importing a BibTeX, RIS or CSL-JSON file into the library (reference-library §4 "Single .bib import", §5 ".bib import"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../errors.js';
import { authErrors, errorSchema } from '../schemas/common.js';
import { IMPORT_BODY_LIMIT, importAnswerSchema, importBody } from '../schemas/library.js';
import { sendJsonText } from '../services/json-answer.js';
import { importIntoLibrary } from '../services/reference-import.js';

const TOO_LARGE = `This file is larger than ${IMPORT_BODY_LIMIT / 1024 / 1024} MB, more than one import can take. Split it into smaller files and import each.`;

const referenceImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v4/GenesisReference/Import', {
    config: { needsAccess: true },
    schema: {
      summary: 'Import a BibTeX, RIS or CSL-JSON file: references of a known type are stored, all or none',
      description:
        'The engine reads the text (its format judged from the text when `format` is absent). Every reference of a known type (1 to 47) is ' +
        'stored with server-formatted values and a new unique id, in one transaction. References of no known type (48) are not stored: they ' +
        `come back in \`unidentified\` for the user to pick a type. A file with no reference at all is refused (400) with the reason. Bodies up to ${IMPORT_BODY_LIMIT / 1024 / 1024} MB.`,
      tags: ['references'],
      body: importBody,
      response: { 200: importAnswerSchema, ...authErrors, 413: errorSchema },
    },
    bodyLimit: IMPORT_BODY_LIMIT,
    // Fastify refuses a larger body before the handler runs; its own message does not say what to do.
    errorHandler: (error, _request, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new ApiError(413, 'file-too-large', TOO_LARGE);
      throw error;
    },
    handler: async (request, reply) => {
      const { customerId } = request.auth;
      return sendJsonText(reply, await importIntoLibrary(app.db, { customerId, ...request.body, now: app.now }));
    },
  });
};

export default referenceImportRoutes;
