/** Every resource's routes, registered in this order; one line per routes file (fastify/demo's routes/ layout). */
import type { FastifyPluginAsync } from 'fastify';
import account from './account.js';
import classes from './classes.js';
import connect from './connect.js';
import customer from './customer.js';
import featureNotices from './feature-notices.js';
import freeTrial from './free-trial.js';
import legacyReferences from './legacy-references.js';
import librarySync from './library-sync.js';
import lookup from './lookup.js';
import papers from './papers.js';
import password from './password.js';
import purchase from './purchase.js';
import referenceImport from './reference-import.js';
import referenceMerge from './reference-merge.js';
import referenceTypes from './reference-types.js';
import references from './references.js';
import researchNotes from './research-notes.js';
import shares from './shares.js';
import subscription from './subscription.js';

export const routes: FastifyPluginAsync[] = [connect, freeTrial, password, customer, subscription, account, references, legacyReferences, referenceTypes, researchNotes, shares, librarySync, referenceImport, referenceMerge, lookup, classes, papers, purchase, featureNotices];
