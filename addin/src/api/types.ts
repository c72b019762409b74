/** The api's answers as the app reads them (api/src/schemas); dates are ISO strings. */
import type { CurrentFormatId, ReferenceTypeNode } from '@ibid/engine';
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

export type { ReferenceTypeNode };
