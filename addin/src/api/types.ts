/** The api's answers as the app reads them (api/src/schemas); dates are ISO strings. */
import type { CurrentFormatId, DuplicateMatch, ReferenceTypeNode } from '@ibid/engine';
import type { ImportWarning, LookupResult as EngineLookupResult } from '@ibid/engine/import';
import type { SubscriptionState } from '@ibid/engine/commerce';

export interface Customer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  institution: string;
  alternativeEmails: string[];
  organizationId: number;
  organizationExpirationDate: string | null;
  organizationStatusId: number | null;
  role: number;
  subscriptionState: SubscriptionState;
  expirationDate: string | null;
  isRecurring: boolean;
  isCancelled: boolean;
  renewalPeriod: number | null;
  hasPrioritySupport: boolean;
  enableBetaFeatures: boolean;
  isImpersonating: boolean;
  themeId: number;
  citationAutoInsert: boolean;
  preferredFormatVersionID: number;
}

export type FormattedValues = Partial<Record<CurrentFormatId, { value: string }>>;

/** A new-style reference as stored in the library. */
export interface LibraryReference {
  referenceID: number;
  referenceUniqueID: string;
  referenceTypeID: number;
  title: string;
  createdDate: string;
  updatedDate: string;
  isArchived: boolean;
  isDeleted: boolean;
  note: string;
  tags: string;
  nickname: string;
  legacyReferenceId: number | null;
  values: FormattedValues;
  data: Record<string, unknown>;
}

/** An APA 6 / MLA 8 reference, kept until it is converted. */
export interface LegacyLibraryReference {
  referenceID: number;
  referenceUniqueID: string;
  referenceTypeID: number;
  formatVersionID: number;
  value: string;
  displayValue: string;
  name: string;
  note: string;
  tags: string;
  legacyReferenceData: string;
  isPrintedOnReferencePage: boolean;
  isArchived: boolean;
  isDeleted: boolean;
  createdDate: string;
  updatedDate: string;
}

export interface LibraryPage {
  references: LibraryReference[];
  legacyReferences: LegacyLibraryReference[];
  order: { legacy: boolean; referenceID: number }[];
  total: number;
}

export type { ImportWarning, ReferenceTypeNode };

/** A lookup card as the api sends it: the engine's card with its data as JSON, and the library reference it repeats. */
export interface LookupResult extends Omit<EngineLookupResult, 'referenceData'> {
  referenceData: { referenceTypeID: number; data: Record<string, unknown> };
  duplicateOf: { referenceID: number; referenceUniqueID: string; matchedOn: DuplicateMatch } | null;
}

export interface LookupAnswer {
  results: LookupResult[];
  messages: { messageTypeID: number }[];
}

export interface ImportAnswer {
  imported: number;
  references: LibraryReference[];
  unidentified: { reference: { referenceTypeID: 48; data: Record<string, unknown> }; warnings: ImportWarning[] }[];
  warnings: ImportWarning[];
}

export interface SharedReference {
  referenceID: number;
  title: string;
  referenceTypeID: number;
  values: FormattedValues;
}

export interface ShareRequest {
  genesisReferenceShareRequestID: number;
  firstName: string;
  message: string;
  includeNotes: boolean;
  createdDate: string;
  references: SharedReference[];
}

export interface ResearchNote {
  genesisResearchNoteID: number;
  genesisResearchNoteUniqueID: string;
  genesisReferenceID: number;
  referenceUniqueID: string;
  /** HTML: line breaks as <br>, everything else escaped. */
  note: string;
  /** JSON text of the citation data, or empty. */
  citation: string;
  isDeleted: boolean;
  createdDate: string;
  updatedDate: string;
}

export interface LegacyConversion {
  reference: {
    referenceTypeID: number;
    legacyReferenceId: number;
    data: Record<string, unknown>;
    values: FormattedValues;
    nickname?: string;
    note?: string;
    tags?: string;
  };
  /** The legacy reference as it reads today. */
  original: { value: string; formatVersionID: number };
  warnings: { code: string; message: string; field?: string }[];
}
