/** The icon a library row shows for its reference type: one per catalogue category; legacy references share one. */
import { referenceTypeCategory, type TypeCategory } from '@ibid/engine';
import {
  Book20Regular,
  Database20Regular,
  Document20Regular,
  DocumentQuestionMark20Regular,
  DocumentText20Regular,
  Gavel20Regular,
  Globe20Regular,
  HatGraduation20Regular,
  Headphones20Regular,
  History20Regular,
  Image20Regular,
  News20Regular,
  Video20Regular,
  type FluentIcon,
} from '@fluentui/react-icons';

const CATEGORY_ICONS: Record<TypeCategory, FluentIcon> = {
  periodicals: News20Regular,
  books: Book20Regular,
  reports: DocumentText20Regular,
  academic: HatGraduation20Regular,
  data: Database20Regular,
  audiovisual: Video20Regular,
  audio: Headphones20Regular,
  visual: Image20Regular,
  online: Globe20Regular,
  legal: Gavel20Regular,
  other: Document20Regular,
  misc: DocumentQuestionMark20Regular,
};

/** Decorative: the row's text says what the reference is. Legacy type ids belong to the old tree, not the catalogue. */
export function ReferenceTypeIcon({ referenceTypeID, legacy }: { referenceTypeID: number; legacy: boolean }) {
  // The category alone, not the catalogue entry: the library's first screen does not load every type's fields.
  const category = legacy ? undefined : referenceTypeCategory(referenceTypeID);
  const Icon = legacy ? History20Regular : category ? CATEGORY_ICONS[category] : Document20Regular;
  return <Icon aria-hidden="true" />;
}
