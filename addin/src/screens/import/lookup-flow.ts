/** What 'Look up a reference' does with a term (reference-library §4 Lookup flow, §8 lookup messages). */
import { LOOKUP_MESSAGE_OTHER, LOOKUP_NO_RESULTS, getReferenceType, lookupMessage, routeLookup } from '@ibid/engine';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { libraryApi } from '../../api/library';
import { libraryPath } from '../../app/paths';
import { useLoader } from '../../shell/loader';
import { useSetAtom } from 'jotai';
import { emptyDraft, referenceDraftAtom } from '../../state/reference-draft';
import { chooseResultAtom, lookupAtom } from './lookup-store';
import { CREATE_PATHS } from '../create/paths';
import { IMPORT_PATHS } from './paths';

/**
 * Runs a lookup: a blank term does nothing, a generic word opens that type's blank form with a warning, one
 * result opens its review, several open the result list; otherwise `message` says why there is nothing.
 */
export function useLookup(): { message: string | undefined; lookUp: (term: string) => Promise<void> } {
  const navigate = useNavigate();
  const loader = useLoader();
  const [message, setMessage] = useState<string>();
  const setDraft = useSetAtom(referenceDraftAtom);
  const setLookup = useSetAtom(lookupAtom);
  const chooseResult = useSetAtom(chooseResultAtom);

  const lookUp = async (term: string) => {
    const route = routeLookup(term);
    if (route.kind === 'none') return;
    setMessage(undefined);
    if (route.kind === 'empty-form') {
      const type = getReferenceType(route.typeId);
      if (!type.ok) return;
      setDraft({ ...emptyDraft(route.typeId), warning: route.warning });
      navigate(libraryPath(CREATE_PATHS.CreateStep2, { openReferenceTab: 'common', referenceTypeSlug: type.value.slug }));
      return;
    }
    let answer;
    try {
      answer = await loader.during('lookup', libraryApi.lookup(route.term), 'Looking up your reference…');
    } catch {
      setMessage(LOOKUP_MESSAGE_OTHER);
      return;
    }
    const [first, ...others] = answer.results;
    if (!first) {
      const [reported] = answer.messages;
      setMessage(reported ? lookupMessage(reported.messageTypeID) : LOOKUP_NO_RESULTS);
      return;
    }
    setLookup({ term: route.term, results: answer.results, filter: 'all' });
    if (others.length === 0) {
      chooseResult(first);
      navigate(libraryPath(IMPORT_PATHS.CreateStep3ThirdParty));
    } else {
      navigate(libraryPath(IMPORT_PATHS.CreateStep2ThirdParty));
    }
  };

  return { message, lookUp };
}
